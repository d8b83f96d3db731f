/**
 * The offline social provider of the demo store and the tests (app ids starting `offline-`): the browser's
 * offline provider (src/customer/social) hands over
 *
 *   base64url(UTF-8 JSON { sub, email, name, aud?, exp? }) + '.offline'
 *
 * (base64url without padding). `aud`, when present, must be the app id the credential is sent with;
 * `exp` (seconds since the epoch), when present and past, makes it expired; `email` may be '' (an account
 * that gave no e-mail, as a Facebook account may). The
 * format is documented in server/adapters/README.md. It proves nothing, which is why only `offline-` app
 * ids, set by the store itself, select this verifier.
 */
import type { SocialProviderName } from '../../src/api/operations';
import { isValidEmail } from '../../src/validation';
import { EXPIRED, type SocialIdentity, type SocialVerifier } from './social';

const OFFLINE_CREDENTIAL_SUFFIX = '.offline';
const MAX_CREDENTIAL = 4096;

/** The credential the offline provider makes (tests and the widgets' offline provider use the same format). */
export function offlineCredential(payload: { sub: string; email: string; name: string; aud?: string; exp?: number }): string {
  return `${Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url')}${OFFLINE_CREDENTIAL_SUFFIX}`;
}

export function offlineSocialVerifier(provider: SocialProviderName, now: () => number = () => Date.now() / 1000): SocialVerifier {
  return {
    async verify(credential, appId) {
      if (typeof credential !== 'string' || credential.length > MAX_CREDENTIAL || !credential.endsWith(OFFLINE_CREDENTIAL_SUFFIX)) return null;
      const encoded = credential.slice(0, -OFFLINE_CREDENTIAL_SUFFIX.length);
      if (!/^[A-Za-z0-9_-]+$/.test(encoded)) return null;
      let payload: unknown;
      try {
        payload = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'));
      } catch {
        return null;
      }
      if (payload === null || typeof payload !== 'object' || Array.isArray(payload)) return null;
      const { sub, email, name, aud, exp } = payload as Record<string, unknown>;
      if (typeof sub !== 'string' || !sub || sub.length > 255 || sub.includes('\u0000')) return null;
      if (typeof email !== 'string' || (email !== '' && !isValidEmail(email))) return null;
      if (typeof name !== 'string' || !name.trim() || name.length > 100 || name.includes('\u0000')) return null;
      if (aud !== undefined && aud !== appId) return null;
      if (exp !== undefined && typeof exp !== 'number') return null;
      if (typeof exp === 'number' && exp < now()) return EXPIRED;
      const identity: SocialIdentity = { provider, subject: sub, email: email.toLowerCase(), name: name.trim() };
      return identity;
    },
  };
}
