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
  /** '' when the provider gave no e-mail (a Facebook account without one, or its permission refused). */
  email: string;
  name: string;
}

/** A credential the provider did issue to this app, but whose time is over (the browser may ask for a fresh one). */
export const EXPIRED = 'expired';

export interface SocialVerifier {
  /**
   * False when this verifier can confirm nothing (Facebook without FACEBOOK_APP_SECRET, an `offline-` app
   * id outside the demo): the provider's button is then not shown. Absent means true.
   */
  readonly enabled?: boolean;
  /**
   * The identity behind the credential for this app id; `'expired'` for a genuine credential whose time is
   * over; null when the provider does not confirm it. `email` is '' when the provider gave none.
   */
  verify(credential: string, appId: string): Promise<SocialIdentity | typeof EXPIRED | null>;
}

export const OFFLINE_APP_PREFIX = 'offline-';
