import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../fixtures/mock-api';
import { signedIn } from '../../fixtures/api-data';
import type { SocialCredential } from '../../../src/api/operations';
import { keptSocialSignup } from '../../../src/customer/identifier-storage';
import { offlineCredential, socialAdapters, SocialError, type SocialErrorCode } from '../../../src/customer/social';
import { listen } from '../../../src/events';
import { SocialLogin } from '../../../widgets/social-login/social-login';
import { clampSocialWidth, configuredProviders } from '../../../widgets/social-login/use-social-login';
import { resetPage, spyNavigation } from './helpers';

afterEach(() => {
  socialAdapters.override = undefined;
  resetPage();
});

const offlineGoogle = [{ name: 'Google' as const, appId: 'offline-google' }];

/** Decodes the offline credential's payload, as the server does. */
function payloadOf(credential: string) {
  const [part] = credential.split('.');
  const binary = atob(part!.replace(/-/g, '+').replace(/_/g, '/'));
  return JSON.parse(new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)))) as Record<string, string>;
}

async function fillOfflineDialog(name: string, email: string) {
  const dialog = await screen.findByRole('dialog', { name: 'Entrar com Google (demonstração)' });
  await userEvent.type(within(dialog).getByLabelText('Nome'), name);
  await userEvent.type(within(dialog).getByLabelText('E-mail'), email);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Continuar' }));
}

describe('<jet-social-login>', () => {
  it('renders nothing when the store has no provider', async () => {
    const api = fakeApi({ socialProviders: [] });
    const { container } = render(<SocialLogin />);
    await waitFor(() => expect(api.count('socialProviders')).toBe(1));
    expect(container).toBeEmptyDOMElement();
  });

  it('shows a button per configured provider, Google first, and ignores entries without an app id', async () => {
    fakeApi({ socialProviders: [{ name: 'Facebook', appId: '123' }, { name: 'Google', appId: '' }, { name: 'Google', appId: 'g-1' }] });
    render(<SocialLogin />);
    const buttons = await screen.findAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['GEntrar com Google', 'fEntrar com Facebook']);
    expect(configuredProviders(null)).toEqual([]);
  });

  it('keeps the width within 200–400 px', async () => {
    expect(clampSocialWidth(100)).toBe(200);
    expect(clampSocialWidth('500')).toBe(400);
    expect(clampSocialWidth(250)).toBe(250);
    expect(clampSocialWidth(undefined)).toBe(300);
    expect(clampSocialWidth('largo')).toBe(300);
    fakeApi({ socialProviders: offlineGoogle });
    const { container } = render(<SocialLogin width={1000} />);
    await screen.findByRole('button', { name: 'Entrar com Google' });
    expect((container.firstChild as HTMLElement).style.getPropertyValue('--jet-social-width')).toBe('400px');
  });

  it('signs in through the offline provider with the server format and goes to /customer', async () => {
    const go = spyNavigation();
    const api = fakeApi({ socialProviders: offlineGoogle, loginSocial: { next: 'signed-in', data: signedIn, email: 'maria@example.com', name: 'Maria da Silva' } });
    const onLogin = vi.fn();
    const stop = listen('jet:login', onLogin);
    render(<SocialLogin />);
    await userEvent.click(await screen.findByRole('button', { name: 'Entrar com Google' }));
    await fillOfflineDialog('Maria da Silva', 'Maria@Example.com');
    await waitFor(() => expect(go).toHaveBeenCalledWith('/customer'));
    const sent = api.calls.find((c) => c.operation === 'loginSocial')?.json as SocialCredential;
    expect(sent).toMatchObject({ appName: 'Google', appId: 'offline-google', nameCustomer: 'Maria da Silva', emailCustomer: 'maria@example.com' });
    expect(sent.credential).toMatch(/^[A-Za-z0-9_-]+\.offline$/);
    expect(payloadOf(sent.credential)).toEqual({ sub: 'offline-google|maria@example.com', email: 'maria@example.com', name: 'Maria da Silva', aud: 'offline-google' });
    expect(onLogin).toHaveBeenCalledOnce();
    stop();
  });

  it('keeps the social sign-up and goes to the registration when no account has the e-mail', async () => {
    const go = spyNavigation();
    fakeApi({ socialProviders: offlineGoogle, loginSocial: { next: 'register', data: { ...signedIn, authenticated: false }, email: 'ana@exemplo.com.br', name: 'Ana Lúcia' } });
    render(<SocialLogin />);
    await userEvent.click(await screen.findByRole('button', { name: 'Entrar com Google' }));
    await fillOfflineDialog('Ana Lúcia', 'ana@exemplo.com.br');
    await waitFor(() => expect(go).toHaveBeenCalledWith('/customer'));
    expect(keptSocialSignup()).toMatchObject({ appName: 'Google', nameCustomer: 'Ana Lúcia', emailCustomer: 'ana@exemplo.com.br' });
    expect(payloadOf(keptSocialSignup()!.credential).name).toBe('Ana Lúcia');
  });

  it('checks the offline dialog and treats Cancelar as a cancelled login', async () => {
    const api = fakeApi({ socialProviders: offlineGoogle });
    render(<SocialLogin />);
    const google = await screen.findByRole('button', { name: 'Entrar com Google' });
    await userEvent.click(google);
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    expect(within(dialog).getByText('Informe seu nome')).toBeInTheDocument();
    expect(within(dialog).getByText('Informe um email válido')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Login cancelado ou não autorizado por completo.');
    expect(api.count('loginSocial')).toBe(0);
    expect(google).toBeEnabled();
  });

  it.each<[SocialErrorCode, string]>([
    ['blocked', 'O navegador bloqueou a janela de login do Facebook'],
    ['sdk-failed', 'Não foi possível carregar o login do Facebook'],
    ['no-email', 'O Facebook não informou seu e-mail'],
    ['not-signed-in', 'Você não entrou na sua conta do Facebook'],
    ['provider-not-found', 'Este login social não está disponível nesta loja.'],
  ])('says in Portuguese when the provider fails: %s', async (code, text) => {
    socialAdapters.override = (provider) => ({
      provider,
      offline: false,
      signIn: () => Promise.reject(new SocialError(code)),
    });
    fakeApi({ socialProviders: [{ name: 'Facebook', appId: '123' }] });
    render(<SocialLogin />);
    await userEvent.click(await screen.findByRole('button', { name: 'Entrar com Facebook' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it('shows the server text when it refuses the credential, and a failure for a nonsense answer', async () => {
    const credential = offlineCredential('Google', 'g-1', { name: 'Ana', email: 'ana@exemplo.com.br' });
    socialAdapters.override = (provider) => ({ provider, offline: false, signIn: () => Promise.resolve(credential) });
    const go = spyNavigation();
    const api = fakeApi({ socialProviders: [{ name: 'Google', appId: 'g-1' }], loginSocial: { fail: 'Não foi possível confirmar o login social.', status: 401 } });
    render(<SocialLogin />);
    const google = await screen.findByRole('button', { name: 'Entrar com Google' });
    await userEvent.click(google);
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível confirmar o login social.');
    api.set('loginSocial', { ok: true } as never);
    await userEvent.click(google);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Não foi possível entrar com o Google. Tente novamente.'));
    expect(go).not.toHaveBeenCalled();
  });

  it('disables the buttons while a sign-in runs', async () => {
    socialAdapters.override = (provider) => ({ provider, offline: false, signIn: () => new Promise(() => undefined) });
    fakeApi({ socialProviders: [{ name: 'Google', appId: 'g-1' }, { name: 'Facebook', appId: 'f-1' }] });
    render(<SocialLogin />);
    await userEvent.click(await screen.findByRole('button', { name: 'Entrar com Google' }));
    expect(screen.getByRole('button', { name: 'Entrando…' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Entrar com Facebook' })).toBeDisabled();
  });
});
