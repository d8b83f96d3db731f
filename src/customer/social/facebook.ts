import { loadScript } from './load-script';
import { SocialError, type SocialAdapter } from './types';

const FACEBOOK_SCRIPT = 'https://connect.facebook.net/pt_BR/sdk.js';
/** cart-and-purchase §2, §9: API version v10.0, scope e-mail plus public profile. */
export const FACEBOOK_VERSION = 'v10.0';
export const FACEBOOK_SCOPE = 'email,public_profile';

interface FacebookLoginAnswer {
  status?: string;
  authResponse?: { accessToken?: string; grantedScopes?: string } | null;
}

interface FacebookSdk {
  init(options: { appId: string; version: string; cookie?: boolean; xfbml?: boolean }): void;
  login(callback: (answer: FacebookLoginAnswer) => void, options: { scope: string; return_scopes?: boolean }): void;
  api(path: string, params: { fields: string }, callback: (answer: { name?: string; email?: string; error?: unknown }) => void): void;
  getLoginStatus(callback: (answer: FacebookLoginAnswer) => void, force?: boolean): void;
  logout(callback: () => void): void;
}

const sdk = (): FacebookSdk | undefined => (window as unknown as { FB?: FacebookSdk }).FB;
const initialised = new Set<string>();

/** The SDK, loaded (on the first need) and initialised for the app; 'not-ready' when the script ran but gave no FB. */
async function ready(appId: string): Promise<FacebookSdk> {
  try {
    await loadScript(FACEBOOK_SCRIPT);
  } catch {
    throw new SocialError('sdk-failed');
  }
  const FB = sdk();
  if (!FB) throw new SocialError('not-ready');
  if (!initialised.has(appId)) {
    FB.init({ appId, version: FACEBOOK_VERSION, cookie: false, xfbml: false });
    initialised.add(appId);
  }
  return FB;
}

/** The access token of a shopper connected to the app, or 'not-signed-in'. */
async function connectedToken(FB: FacebookSdk): Promise<string> {
  const status = await new Promise<FacebookLoginAnswer>((resolve) => FB.getLoginStatus(resolve, true));
  const token = status.status === 'connected' ? status.authResponse?.accessToken : undefined;
  if (!token) throw new SocialError('not-signed-in');
  return token;
}

/**
 * Facebook Login (JavaScript SDK, API v10.0, scope 'email,public_profile'): the SDK loads on the first
 * click; the access token is the credential, the name and e-mail come from /me (no e-mail: ''). As the
 * spec's library, it cannot renew a credential ('refresh-unsupported': the shopper signs in again).
 */
export const facebookAdapter: SocialAdapter = {
  provider: 'Facebook',
  offline: false,
  async signIn(appId) {
    const FB = await ready(appId);
    const answer = await new Promise<FacebookLoginAnswer>((resolve) => FB.login(resolve, { scope: FACEBOOK_SCOPE, return_scopes: true }));
    const token = answer.authResponse?.accessToken;
    // 'User cancelled login or did not fully authorize.'
    if (!token) throw new SocialError(answer.status === 'not_authorized' ? 'not-signed-in' : 'cancelled');
    const me = await new Promise<{ name?: string; email?: string }>((resolve) => FB.api('/me', { fields: 'name,email' }, resolve));
    return { appName: 'Facebook', appId, credential: token, nameCustomer: me.name ?? '', emailCustomer: me.email ?? '' };
  },
  refreshToken() {
    return Promise.reject(new SocialError('refresh-unsupported'));
  },
  async signOut(appId) {
    const FB = await ready(appId);
    await connectedToken(FB);
    await new Promise<void>((resolve) => FB.logout(() => resolve()));
  },
  async accessToken(appId) {
    return connectedToken(await ready(appId));
  },
};
