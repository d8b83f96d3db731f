/**
 * The SameSite and Secure attributes of every cookie the API sets or clears (the session, the anti-forgery
 * token, the cart's postcode and shipping choice), one rule for all:
 * - same origin (the default): SameSite=Lax, `Secure` when the store is on https (HTTPS=1) or the request
 *   came over TLS;
 * - cross-origin mode (ALLOWED_ORIGINS set): SameSite=None; Secure, so the browser sends them with the
 *   credentialed calls of a theme page on another origin (and keeps the ones those calls' answers set; a
 *   Lax cookie set or cleared by such an answer is dropped when the theme is on another site).
 */
export interface CookiePolicy {
  sameSite: 'lax' | 'none';
  secure: true | 'auto';
}

export function cookiePolicy(options: { https?: boolean; crossOrigin?: boolean }): CookiePolicy {
  if (options.crossOrigin) return { sameSite: 'none', secure: true };
  return { sameSite: 'lax', secure: options.https ? true : 'auto' };
}

/** The default (same origin, plain http allowed): what a server built without options uses. */
export const SAME_ORIGIN_COOKIES: CookiePolicy = cookiePolicy({});
