import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../../src/customer/social/load-script', () => ({ loadScript: vi.fn(() => Promise.resolve()) }));

import { adapterFor, SocialError } from '../../../src/customer/social';
import { FACEBOOK_SCOPE, FACEBOOK_VERSION, facebookAdapter } from '../../../src/customer/social/facebook';
import { googleAdapter, readIdToken } from '../../../src/customer/social/google';
import { loadScript } from '../../../src/customer/social/load-script';

const context = { askIdentity: () => Promise.resolve(null) };
const win = window as unknown as Record<string, unknown>;

afterEach(() => {
  delete win.FB;
  delete win.google;
  vi.mocked(loadScript).mockClear();
});

const jwt = (claims: object) => `h.${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.s`;

describe('the social adapters', () => {
  it('picks the offline provider for offline- app ids and the real ones otherwise', () => {
    expect(adapterFor('Google', 'offline-google').offline).toBe(true);
    expect(adapterFor('Google', '123.apps.googleusercontent.com')).toBe(googleAdapter);
    expect(adapterFor('Facebook', '4242')).toBe(facebookAdapter);
  });

  it('Facebook: SDK v10.0, scope email,public_profile, the access token and /me', async () => {
    const init = vi.fn();
    const login = vi.fn((done: (a: unknown) => void, _options?: { scope: string }) => done({ status: 'connected', authResponse: { accessToken: 'EAAB' } }));
    win.FB = { init, login, api: (_p: string, _f: unknown, done: (a: unknown) => void) => done({ name: 'Ana', email: 'ana@exemplo.com.br' }) };
    const credential = await facebookAdapter.signIn('4242', context);
    expect(loadScript).toHaveBeenCalledOnce();
    expect(init).toHaveBeenCalledWith(expect.objectContaining({ appId: '4242', version: FACEBOOK_VERSION }));
    expect(FACEBOOK_VERSION).toBe('v10.0');
    expect(login.mock.calls[0]![1]).toMatchObject({ scope: FACEBOOK_SCOPE });
    expect(FACEBOOK_SCOPE).toBe('email,public_profile');
    expect(credential).toEqual({ appName: 'Facebook', appId: '4242', credential: 'EAAB', nameCustomer: 'Ana', emailCustomer: 'ana@exemplo.com.br' });
  });

  it('Facebook: a cancelled login is an error; an account without an e-mail gives an empty one for the server to judge', async () => {
    win.FB = { init: vi.fn(), login: (done: (a: unknown) => void) => done({ status: 'unknown', authResponse: null }), api: vi.fn() };
    await expect(facebookAdapter.signIn('4242', context)).rejects.toMatchObject({ code: 'cancelled' });
    win.FB = {
      init: vi.fn(),
      login: (done: (a: unknown) => void) => done({ authResponse: { accessToken: 'x' } }),
      api: (_p: string, _f: unknown, done: (a: unknown) => void) => done({ name: 'Ana' }),
    };
    await expect(facebookAdapter.signIn('4242', context)).resolves.toMatchObject({ credential: 'x', nameCustomer: 'Ana', emailCustomer: '' });
  });

  it('Facebook: signs out and gives the access token only when connected; renewing is not supported', async () => {
    let status = 'connected';
    const logout = vi.fn((done: () => void) => done());
    win.FB = {
      init: vi.fn(),
      getLoginStatus: (done: (a: unknown) => void) => done({ status, authResponse: status === 'connected' ? { accessToken: 'EAAB' } : null }),
      logout,
    };
    await expect(facebookAdapter.accessToken('4242')).resolves.toBe('EAAB');
    await facebookAdapter.signOut('4242');
    expect(logout).toHaveBeenCalledOnce();
    status = 'unknown';
    await expect(facebookAdapter.signOut('4242')).rejects.toMatchObject({ code: 'not-signed-in' });
    await expect(facebookAdapter.accessToken('4242')).rejects.toMatchObject({ code: 'not-signed-in' });
    expect(logout).toHaveBeenCalledOnce();
    await expect(facebookAdapter.refreshToken('4242', context)).rejects.toMatchObject({ code: 'refresh-unsupported' });
  });

  it('a script that runs but gives no provider is not-ready', async () => {
    await expect(facebookAdapter.signIn('4242', context)).rejects.toMatchObject({ code: 'not-ready' });
    await expect(googleAdapter.signIn('g-1', context)).rejects.toMatchObject({ code: 'not-ready' });
  });

  it('the offline provider keeps no session: sign-out ends nothing, nothing is renewed, no access token', async () => {
    const offline = adapterFor('Facebook', 'offline-facebook');
    await expect(offline.signOut('offline-facebook')).resolves.toBeUndefined();
    await expect(offline.refreshToken('offline-facebook', context)).rejects.toMatchObject({ code: 'refresh-unsupported' });
    await expect(offline.accessToken('offline-facebook')).rejects.toMatchObject({ code: 'access-token-unsupported' });
  });

  it('an unknown provider is provider-not-found', () => {
    expect(() => adapterFor('Twitter' as never, 't-1')).toThrow(expect.objectContaining({ code: 'provider-not-found' }));
  });

  it('a script that does not load is sdk-failed', async () => {
    vi.mocked(loadScript).mockRejectedValueOnce(new Error('offline'));
    await expect(googleAdapter.signIn('g-1', context)).rejects.toBeInstanceOf(SocialError);
    vi.mocked(loadScript).mockRejectedValueOnce(new Error('offline'));
    await expect(facebookAdapter.signIn('f-1', context)).rejects.toMatchObject({ code: 'sdk-failed' });
  });

  it('Google: the ID token is the credential, with its name and e-mail', async () => {
    const token = jwt({ name: 'Ana', email: 'ana@exemplo.com.br' });
    let callback: (a: { credential?: string }) => void = () => undefined;
    win.google = {
      accounts: {
        id: {
          initialize: (options: { client_id: string; callback: typeof callback }) => {
            expect(options.client_id).toBe('g-1');
            callback = options.callback;
          },
          prompt: () => callback({ credential: token }),
        },
      },
    };
    await expect(googleAdapter.signIn('g-1', context)).resolves.toEqual({
      appName: 'Google',
      appId: 'g-1',
      credential: token,
      nameCustomer: 'Ana',
      emailCustomer: 'ana@exemplo.com.br',
    });
    expect(readIdToken('garbage')).toEqual({ name: '', email: '' });
  });

  it('Google: a fresh ID token comes from the prompt again; sign-out stops the automatic choice; no access token', async () => {
    const tokens = [jwt({ name: 'Ana', email: 'a@b.com', n: 1 }), jwt({ name: 'Ana', email: 'a@b.com', n: 2 })];
    let callback: (a: { credential?: string }) => void = () => undefined;
    const disableAutoSelect = vi.fn();
    win.google = {
      accounts: {
        id: {
          initialize: (options: { callback: typeof callback }) => {
            callback = options.callback;
          },
          prompt: () => callback({ credential: tokens.shift() }),
          disableAutoSelect,
        },
      },
    };
    expect((await googleAdapter.signIn('g-1', context)).credential).not.toBe((await googleAdapter.refreshToken('g-1', context)).credential);
    await googleAdapter.signOut('g-1');
    expect(disableAutoSelect).toHaveBeenCalledOnce();
    await expect(googleAdapter.accessToken('g-1')).rejects.toMatchObject({ code: 'access-token-unsupported' });
  });

  it('Google: a prompt that is not shown or skipped is an error', async () => {
    const notification = (shown: boolean, skipped: boolean) => ({
      isNotDisplayed: () => !shown,
      isSkippedMoment: () => skipped,
      isDismissedMoment: () => false,
      getNotDisplayedReason: () => 'suppressed_by_user',
    });
    win.google = { accounts: { id: { initialize: vi.fn(), prompt: (l: (n: unknown) => void) => l(notification(false, false)) } } };
    await expect(googleAdapter.signIn('g-1', context)).rejects.toMatchObject({ code: 'blocked' });
    win.google = { accounts: { id: { initialize: vi.fn(), prompt: (l: (n: unknown) => void) => l(notification(true, true)) } } };
    await expect(googleAdapter.signIn('g-1', context)).rejects.toMatchObject({ code: 'cancelled' });
  });
});
