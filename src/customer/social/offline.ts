import type { SocialCredential, SocialProviderName } from '../../api/operations';
import { SocialError, type OfflineIdentity, type SocialAdapter } from './types';

/** App ids of the offline provider (demo store and tests: no machine here reaches the providers). */
export const isOfflineAppId = (appId: string): boolean => appId.startsWith('offline-');

/** RFC 4648 §5 base64url without padding, of UTF-8 bytes (names may have accents). */
function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * The offline provider's credential, in the format the reference server verifies
 * (base64url(JSON {sub, email, name, aud}) + '.offline'); `sub` is stable per provider and e-mail (or name,
 * without an e-mail).
 */
export function offlineCredential(provider: SocialProviderName, appId: string, identity: OfflineIdentity): SocialCredential {
  const email = identity.email.trim().toLowerCase();
  const name = identity.name.trim();
  // without an e-mail (an account that gave none) the name stands for the person
  const payload = { sub: `offline-${provider.toLowerCase()}|${email || `~${name}`}`, email, name, aud: appId };
  const credential = `${toBase64Url(new TextEncoder().encode(JSON.stringify(payload)))}.offline`;
  return { appName: provider, appId, credential, nameCustomer: name, emailCustomer: email };
}

/**
 * The offline provider: a small dialog of the page asks for the name and e-mail the provider would give
 * (an empty e-mail plays an account without one). It keeps no session (signing out has nothing to end)
 * and, like Facebook, renews nothing and gives no access token.
 */
export function offlineAdapter(provider: SocialProviderName): SocialAdapter {
  return {
    provider,
    offline: true,
    async signIn(appId, context) {
      const identity = await context.askIdentity(provider);
      if (!identity) throw new SocialError('cancelled');
      return offlineCredential(provider, appId, identity);
    },
    signOut: () => Promise.resolve(),
    refreshToken: () => Promise.reject(new SocialError('refresh-unsupported')),
    accessToken: () => Promise.reject(new SocialError('access-token-unsupported')),
  };
}
