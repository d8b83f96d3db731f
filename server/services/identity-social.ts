/**
 * Social sign-in on the server (customer-area §4 "Social login"): the credential a provider gave the
 * browser is verified with the verifier the store's app id selects (adapters/social*.ts), and only the
 * provider's confirmed identity is used. `verifySocialCredential` and `linkSocialLogin` are also what the
 * registration (server-data) calls for a sign-up that came from a social login.
 */
import type { SocialCredential, SocialProvider, SocialProviderName } from '../../src/api/operations';
import { EXPIRED, OFFLINE_APP_PREFIX, type SocialIdentity, type SocialVerifier } from '../adapters/social';
import { facebookVerifier } from '../adapters/social-facebook';
import { googleVerifier } from '../adapters/social-google';
import { offlineSocialVerifier } from '../adapters/social-offline';
import type { Repositories } from '../repositories';

export interface SocialOptions {
  /**
   * Trust the offline provider of `offline-…` app ids (the demo store and the tests: DEMO=1). Off by
   * default: its credential proves nothing (anyone can write one for any e-mail).
   */
  offline?: boolean;
  /** Real verifiers by provider (default: Google's JWKS check, Facebook's Graph check with FACEBOOK_APP_SECRET). */
  verifiers?: Partial<Record<SocialProviderName, SocialVerifier>>;
}

const PROVIDERS: readonly SocialProviderName[] = ['Google', 'Facebook'];

let defaults: Record<SocialProviderName, SocialVerifier> | undefined;
const defaultVerifiers = () =>
  (defaults ??= { Google: googleVerifier(), Facebook: facebookVerifier({ appSecret: process.env.FACEBOOK_APP_SECRET }) });

const confirmsNothing: SocialVerifier = { enabled: false, verify: async () => null };

/**
 * The verifier for a provider and the store's app id: `offline-…` ids get the offline provider, which
 * proves nothing (anyone can write its credential for any e-mail), so it confirms nothing unless the
 * server runs as the demo (`offline: true`).
 */
function socialVerifierFor(provider: SocialProviderName, appId: string, options: SocialOptions = {}): SocialVerifier {
  if (appId.startsWith(OFFLINE_APP_PREFIX)) return options.offline ? offlineSocialVerifier(provider) : confirmsNothing;
  return options.verifiers?.[provider] ?? defaultVerifiers()[provider];
}

/**
 * What the provider confirms of a browser credential: the identity, 'expired' (a genuine credential of the
 * store's app whose time is over), or null when it is not confirmed: unknown provider, the store has no app
 * for it, the app id sent is not the store's, or the provider does not vouch for it. Never throws for bad input.
 */
export async function checkSocialCredential(
  repos: Repositories,
  credential: SocialCredential,
  options: SocialOptions = {},
): Promise<SocialIdentity | typeof EXPIRED | null> {
  if (credential === null || typeof credential !== 'object') return null;
  const { appName, appId, credential: token } = credential;
  if (!PROVIDERS.includes(appName) || typeof appId !== 'string' || typeof token !== 'string' || !token) return null;
  const configured = (await repos.socialLogins.appIds())[appName];
  if (!configured || configured !== appId) return null;
  try {
    return await socialVerifierFor(appName, configured, options).verify(token, configured);
  } catch {
    return null;
  }
}

/** The identity behind a browser credential, or null when it is not confirmed now (expired included). */
export async function verifySocialCredential(
  repos: Repositories,
  credential: SocialCredential,
  options: SocialOptions = {},
): Promise<SocialIdentity | null> {
  const checked = await checkSocialCredential(repos, credential, options);
  return checked === EXPIRED ? null : checked;
}

/** Links a verified identity to a customer (idempotent; a person linked to another customer stays there). */
export async function linkSocialLogin(repos: Repositories, customerId: number, identity: SocialIdentity): Promise<void> {
  await repos.socialLogins.link(customerId, identity.provider, identity.subject);
}

/**
 * Both providers and their status, for the social buttons: enabled when the store has an app id for it
 * and the server can confirm its sign-ins (an `offline-` id only in the demo; Facebook only with its app
 * secret). A disabled provider shows no button: its every sign-in would fail.
 */
export async function socialProviders(repos: Repositories, options: SocialOptions = {}): Promise<SocialProvider[]> {
  const ids = await repos.socialLogins.appIds();
  return PROVIDERS.map((name) => {
    const appId = ids[name];
    return { name, appId, enabled: appId !== '' && socialVerifierFor(name, appId, options).enabled !== false };
  });
}
