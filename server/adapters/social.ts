/**
 * Social sign-in (customer-area §4, cart-and-purchase §2) behind one interface: the browser's provider
 * SDK hands over a credential, and the server trusts only what the provider confirms about it.
 *
 * Which verifier a provider gets follows the store's own app id (company settings): an id starting
 * with `offline-` is the offline provider of the demo store and the tests (no internet here); any other
 * id is verified with the real provider (Google ID token, Facebook access token).
 */
import type { SocialProviderName } from '../../src/api/operations';

/** What a verified credential proves. */
export interface SocialIdentity {
  provider: SocialProviderName;
  /** The provider's own id of the person (Google `sub`, Facebook user id). */
  subject: string;
  email: string;
  name: string;
}

export interface SocialVerifier {
  /** The identity behind the credential for this app id, or null when the provider does not confirm it. */
  verify(credential: string, appId: string): Promise<SocialIdentity | null>;
}

export const OFFLINE_APP_PREFIX = 'offline-';
