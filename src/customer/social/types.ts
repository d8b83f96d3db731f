import type { SocialCredential, SocialProviderName } from '../../api/operations';

/**
 * Why a provider's sign-in did not give a credential (the social library errors of cart-and-purchase §8,
 * with the cases a shopper meets): the shopper closed or refused the provider's window, the browser
 * blocked it, the provider's script did not load, the provider is not configured, the shopper is not
 * signed in with the provider, or the provider gave no e-mail (its permission was refused).
 */
export type SocialErrorCode = 'cancelled' | 'blocked' | 'sdk-failed' | 'provider-not-found' | 'not-signed-in' | 'no-email';

export class SocialError extends Error {
  readonly code: SocialErrorCode;
  constructor(code: SocialErrorCode, detail?: string) {
    super(detail ?? code);
    this.name = 'SocialError';
    this.code = code;
  }
}

/** The name and e-mail a shopper gives the offline provider's dialog. */
export interface OfflineIdentity {
  name: string;
  email: string;
}

/** What an adapter may ask of the page: the offline provider's dialog (null: the shopper cancelled). */
export interface SocialSignInContext {
  askIdentity(provider: SocialProviderName): Promise<OfflineIdentity | null>;
}

/** One provider behind one interface: signs the shopper in with the provider and gives its credential. */
export interface SocialAdapter {
  readonly provider: SocialProviderName;
  /** True for the offline provider (app ids starting 'offline-'). */
  readonly offline: boolean;
  signIn(appId: string, context: SocialSignInContext): Promise<SocialCredential>;
}
