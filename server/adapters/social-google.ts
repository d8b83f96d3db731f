/**
 * Google sign-in: the browser's Google Identity Services hand over an ID token (a JWT signed RS256). The
 * server checks its signature against Google's published keys (JWKS, cached for an hour), then the
 * claims: issuer accounts.google.com, audience = the store's client id, not expired, a subject, and an
 * e-mail Google has verified (an unverified one would let anyone claim an account by e-mail).
 */
import { createPublicKey, verify as verifySignature, type JsonWebKey } from 'node:crypto';
import { isValidEmail } from '../../src/validation';
import { EXPIRED, type SocialIdentity, type SocialVerifier } from './social';

const GOOGLE_JWKS_URL = 'https://www.googleapis.com/oauth2/v3/certs';
const ISSUERS = new Set(['accounts.google.com', 'https://accounts.google.com']);
const MAX_TOKEN = 8192;
/** Tolerated clock difference (seconds). */
const LEEWAY = 60;

export type GoogleJwk = JsonWebKey & { kid?: string; alg?: string };

/**
 * The identity of a token's claims, null when a claim is wrong, 'expired' when only its time is over.
 * `now` in seconds.
 */
export function googleIdentityFromClaims(claims: Record<string, unknown>, appId: string, now: number): SocialIdentity | typeof EXPIRED | null {
  const { iss, aud, exp, sub, email, email_verified: verified, name } = claims;
  if (typeof iss !== 'string' || !ISSUERS.has(iss)) return null;
  if (!appId || (Array.isArray(aud) ? !aud.includes(appId) : aud !== appId)) return null;
  if (typeof exp !== 'number') return null;
  if (typeof claims.iat === 'number' && claims.iat - LEEWAY > now) return null;
  if (typeof sub !== 'string' || !sub || sub.length > 255) return null;
  if (typeof email !== 'string' || !isValidEmail(email) || (verified !== true && verified !== 'true')) return null;
  // last, so that 'expired' is said only of a token that is right in every other way
  if (exp + LEEWAY < now) return EXPIRED;
  const display = typeof name === 'string' && name.trim() ? name.trim().slice(0, 100) : email.split('@')[0]!;
  return { provider: 'Google', subject: sub, email: email.toLowerCase(), name: display };
}

function decodeJson(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export interface GoogleVerifierOptions {
  /** Google's current keys (default: fetched from GOOGLE_JWKS_URL and cached). */
  keys?: () => Promise<GoogleJwk[]>;
  fetch?: typeof fetch;
  /** Seconds since the epoch. */
  now?: () => number;
}

export function googleVerifier(options: GoogleVerifierOptions = {}): SocialVerifier {
  const fetcher = options.fetch ?? fetch;
  let cache: { keys: GoogleJwk[]; until: number } | undefined;
  const keys =
    options.keys ??
    (async () => {
      if (cache && cache.until > Date.now()) return cache.keys;
      const response = await fetcher(GOOGLE_JWKS_URL, { signal: AbortSignal.timeout(5000) });
      const body = (await response.json()) as { keys?: GoogleJwk[] };
      cache = { keys: Array.isArray(body.keys) ? body.keys : [], until: Date.now() + 3_600_000 };
      return cache.keys;
    });
  const now = options.now ?? (() => Math.floor(Date.now() / 1000));

  return {
    async verify(credential, appId) {
      if (typeof credential !== 'string' || credential.length > MAX_TOKEN) return null;
      const parts = credential.split('.');
      if (parts.length !== 3 || parts.some((p) => !/^[A-Za-z0-9_-]*$/.test(p))) return null;
      const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
      const header = decodeJson(headerPart);
      const claims = decodeJson(payloadPart);
      if (!header || !claims || header.alg !== 'RS256') return null;
      try {
        const jwk = (await keys()).find((key) => key.kid === header.kid);
        if (!jwk) return null;
        const key = createPublicKey({ key: jwk, format: 'jwk' });
        const signed = Buffer.from(`${headerPart}.${payloadPart}`);
        if (!verifySignature('RSA-SHA256', signed, key, Buffer.from(signaturePart, 'base64url'))) return null;
      } catch {
        return null;
      }
      return googleIdentityFromClaims(claims, appId, now());
    },
  };
}
