import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { LoginStatus } from '../../../src/api/operations';
import { $company } from '../../../src/stores/company';
import { PrivacyBanner } from '../../../widgets/privacy-banner/privacy-banner';
import { PRIVACY_STORAGE_KEY } from '../../../widgets/privacy-banner/use-privacy-banner';
import { company, signedIn, signedOut } from '../../fixtures/api-data';
import { fakeApi } from '../../fixtures/mock-api';
import { companyPolicyV3, companyWithoutPolicy } from './fixtures';

const status = (data: LoginStatus) => ({ data });

describe('<jet-privacy-banner>', () => {
  afterEach(() => {
    localStorage.clear();
    document.documentElement.style.removeProperty('scroll-padding-bottom');
  });

  it("shows the store's text with the link to the policy in place of [linkPolitica]", async () => {
    fakeApi({ company, loginStatus: status(signedOut) });
    render(<PrivacyBanner />);
    const banner = await screen.findByRole('region', { name: 'Aviso de privacidade' });
    expect(banner).toHaveTextContent('Usamos cookies para melhorar sua experiência. Ao continuar, você concorda com a nossa política de privacidade.');
    expect(banner).not.toHaveTextContent('[linkPolitica]');
    expect(screen.getByRole('link', { name: 'política de privacidade' })).toHaveAttribute('href', '/politica-de-privacidade');
    expect(screen.getByRole('button', { name: 'Entendi' })).toBeInTheDocument();
  });

  it('hides after Entendi and stays hidden on the next page', async () => {
    const api = fakeApi({ company, loginStatus: status(signedOut) });
    const { unmount } = render(<PrivacyBanner />);
    await userEvent.click(await screen.findByRole('button', { name: 'Entendi' }));
    expect(screen.queryByRole('region', { name: 'Aviso de privacidade' })).not.toBeInTheDocument();
    expect(localStorage.getItem(PRIVACY_STORAGE_KEY)).toBe('2');
    // a visitor's acknowledgement stays in the browser
    expect(api.count('policyPrivacy')).toBe(0);
    unmount();

    const next = fakeApi({ company, loginStatus: status(signedOut) });
    render(<PrivacyBanner />);
    // the settings (with the policy) are in: the banner, already acknowledged, stays hidden
    await waitFor(() => expect($company.value?.data?.privacyPolicy).toBeDefined());
    expect(next.count('company')).toBe(1);
    expect(screen.queryByRole('button', { name: 'Entendi' })).not.toBeInTheDocument();
  });

  it("also records a signed-in customer's acknowledgement on the server", async () => {
    const api = fakeApi({ company, loginStatus: status(signedIn), policyPrivacy: { exist: true } });
    render(<PrivacyBanner />);
    await waitFor(() => expect(api.count('loginStatus')).toBe(1));
    await userEvent.click(await screen.findByRole('button', { name: 'Entendi' }));
    await waitFor(() => expect(api.calls.find((c) => c.operation === 'policyPrivacy')?.json).toEqual({ type: 'create' }));
  });

  it('links to the policy page of the policy-url attribute', async () => {
    fakeApi({ company, loginStatus: status(signedOut) });
    await import('../../../widgets/privacy-banner/privacy-banner.element');
    const element = document.createElement('jet-privacy-banner');
    element.setAttribute('policy-url', '/institucional/privacidade');
    document.body.append(element);
    await waitFor(() => expect(element.querySelector('a')).toHaveAttribute('href', '/institucional/privacidade'));
    element.remove();
  });

  it('shows again when the store publishes a new version', async () => {
    localStorage.setItem(PRIVACY_STORAGE_KEY, '2');
    fakeApi({ company: companyPolicyV3, loginStatus: status(signedOut) });
    render(<PrivacyBanner />);
    expect(await screen.findByRole('button', { name: 'Entendi' })).toBeInTheDocument();
  });

  it("says the catalogue's text, with the link, when the store's text is empty", async () => {
    fakeApi({ company: { ...company, privacyPolicy: { ...company.privacyPolicy, alertText: '' } }, loginStatus: status(signedOut) });
    render(<PrivacyBanner />);
    const banner = await screen.findByRole('region', { name: 'Aviso de privacidade' });
    expect(banner).toHaveTextContent('Usamos cookies para melhorar sua experiência. Ao continuar navegando, você concorda com a nossa política de privacidade.');
    expect(screen.getByRole('link', { name: 'política de privacidade' })).toBeInTheDocument();
  });

  it('is not shown when the policy is inactive', async () => {
    const api = fakeApi({ company: companyWithoutPolicy, loginStatus: status(signedOut) });
    render(<PrivacyBanner />);
    await waitFor(() => expect($company.value?.data?.privacyPolicy).toBeDefined());
    expect(api.count('company')).toBe(1);
    expect(screen.queryByRole('region', { name: 'Aviso de privacidade' })).not.toBeInTheDocument();
  });

  it('keeps room at the bottom of the page for keyboard focus while shown', async () => {
    fakeApi({ company, loginStatus: status(signedOut) });
    render(<PrivacyBanner />);
    await userEvent.click(await screen.findByRole('button', { name: 'Entendi' }).then((button) => {
      expect(document.documentElement.style.getPropertyValue('scroll-padding-bottom')).toMatch(/px$/);
      return button;
    }));
    expect(document.documentElement.style.getPropertyValue('scroll-padding-bottom')).toBe('');
  });
});
