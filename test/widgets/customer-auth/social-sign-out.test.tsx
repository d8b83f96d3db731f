import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoginStatus, SocialProviderName } from '../../../src/api/operations';
import { offlineCredential, socialAdapters, SocialError } from '../../../src/customer/social';
import { SOCIAL_PROVIDER_KEY } from '../../../src/customer/social/remember';
import { watchLogout } from '../../../src/session/logout';
import { SocialLogin } from '../../../src/customer/sign-in/social-login';
import { UserMenu } from '../../../widgets/user-menu/user-menu';
import { signedIn } from '../../fixtures/api-data';
import { fakeApi } from '../../fixtures/mock-api';
import { fakeSocialProviders } from '../../fixtures/social-adapter';
import { resetPage, spyNavigation } from './helpers';

// what jet.js does on every page: the provider's sign-out follows the store's logout (jet:logout)
let stopWatching = () => undefined as void;
beforeEach(() => {
  stopWatching = watchLogout();
});

afterEach(() => {
  stopWatching();
  socialAdapters.override = undefined;
  localStorage.removeItem(SOCIAL_PROVIDER_KEY);
  resetPage();
});

const status = (data: LoginStatus) => () => ({ data });
const providers = [
  { name: 'Google' as const, appId: 'g-1', enabled: true },
  { name: 'Facebook' as const, appId: '4242', enabled: true },
];

/** Signs in with `provider` through the social buttons, then shows the user menu the way the next page would. */
async function signInWith(provider: SocialProviderName, signOut: (appId: string) => Promise<void>) {
  spyNavigation();
  fakeSocialProviders((name) => ({ signIn: () => Promise.resolve(offlineCredential(name, name === 'Google' ? 'g-1' : '4242', { name: 'Maria', email: 'maria@example.com' })), signOut }));
  const api = fakeApi({
    socialProviders: providers,
    loginSocial: { next: 'signed-in', social: true, data: signedIn, email: 'maria@example.com', name: 'Maria' },
    loginStatus: status(signedIn),
    logout: () => ({ ok: true }),
  });
  const buttons = render(<SocialLogin />);
  await userEvent.click(await screen.findByRole('button', { name: provider === 'Google' ? 'Entrar com Google' : 'Continuar com Facebook' }));
  await waitFor(() => expect(api.count('loginSocial')).toBe(1));
  buttons.unmount();
  render(<UserMenu />);
  return api;
}

async function logOut() {
  await userEvent.click(await screen.findByRole('button', { name: 'Olá, Maria' }));
  await userEvent.click(screen.getByRole('button', { name: 'Sair' }));
  expect(await screen.findByRole('link', { name: 'Entre ou cadastre-se' })).toBeInTheDocument();
}

describe('signing out of the provider (sign in, then out)', () => {
  it("signs out of the provider the shopper signed in with when the store's logout succeeds, once", async () => {
    const signOut = vi.fn(() => Promise.resolve());
    const api = await signInWith('Facebook', signOut);
    expect(signOut).not.toHaveBeenCalled();
    await logOut();
    await waitFor(() => expect(signOut).toHaveBeenCalledWith('4242'));
    expect(signOut).toHaveBeenCalledOnce();
    expect(api.count('logout')).toBe(1);
    expect(localStorage.getItem(SOCIAL_PROVIDER_KEY)).toBeNull();
  });

  it('keeps the store logged out when the provider says the shopper is not signed in with it', async () => {
    const signOut = vi.fn(() => Promise.reject(new SocialError('not-signed-in')));
    await signInWith('Google', signOut);
    await logOut();
    await waitFor(() => expect(signOut).toHaveBeenCalledWith('g-1'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('leaves the provider alone when the logout fails, or after a sign-in that was not social', async () => {
    const signOut = vi.fn(() => Promise.resolve());
    const api = await signInWith('Google', signOut);
    api.set('logout', () => ({ fail: 'Erro interno.' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Olá, Maria' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sair' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao realizar o logout');
    // still remembered (the sign-out forgets it first thing): the provider was not asked
    expect(JSON.parse(localStorage.getItem(SOCIAL_PROVIDER_KEY) ?? 'null')).toEqual({ name: 'Google', appId: 'g-1' });
    expect(signOut).not.toHaveBeenCalled();

    localStorage.removeItem(SOCIAL_PROVIDER_KEY);
    api.set('logout', () => ({ ok: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Sair' }));
    expect(await screen.findByRole('link', { name: 'Entre ou cadastre-se' })).toBeInTheDocument();
    expect(signOut).not.toHaveBeenCalled();
  });
});
