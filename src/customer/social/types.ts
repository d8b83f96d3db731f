import type { SocialCredential, SocialProviderName } from '../../api/operations';

/**
 * Why a provider gave no credential (the social library errors of cart-and-purchase §8, with the cases a
 * shopper meets): the shopper closed or refused the provider's window, the browser blocked it, the
 * provider's script did not load, the provider is not configured (provider not found), the shopper is
 * not signed in with the provider (not logged in), the provider's script loaded but is not ready
 * (providers not ready), the provider cannot renew a credential (unsupported for refresh token) or give
 * an access token (unsupported for access token). A provider that gives no e-mail is no error: the server
 * answers that the login is not social and the widget asks for the e-mail.
 */
export type SocialErrorCode =
  | 'cancelled'
  | 'blocked'
  | 'sdk-failed'
  | 'provider-not-found'
  | 'not-signed-in'
  | 'not-ready'
  | 'refresh-unsupported'
  | 'access-token-unsupported';

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
interface SocialSignInContext {
  askIdentity(provider: SocialProviderName): Promise<OfflineIdentity | null>;
}

/**
 * One provider behind one interface, as the spec's social library: sign in (the credential, its
 * `emailCustomer` '' when the provider gave none), sign out, renew the credential, the access token.
 * What a provider cannot do rejects with its SocialError.
 */
export interface SocialAdapter {
  readonly provider: SocialProviderName;
  /** True for the offline provider (app ids starting 'offline-'). */
  readonly offline: boolean;
  signIn(appId: string, context: SocialSignInContext): Promise<SocialCredential>;
  /** Signs the shopper out of the provider for this store ('not-signed-in' when there is no sign-in to end). */
  signOut(appId: string): Promise<void>;
  /** A fresh credential for one the store found expired ('refresh-unsupported' where the provider cannot). */
  refreshToken(appId: string, context: SocialSignInContext): Promise<SocialCredential>;
  /** The provider's access token of the signed-in shopper ('access-token-unsupported' where it gives none). */
  accessToken(appId: string): Promise<string>;
}
