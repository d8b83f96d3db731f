import type { SocialProviderName } from '../../api/operations';
import { facebookAdapter } from './facebook';
import { googleAdapter } from './google';
import { isOfflineAppId, offlineAdapter } from './offline';
import { SocialError, type SocialAdapter } from './types';

export { offlineCredential } from './offline';
export { rememberSocialProvider } from './remember';
export { SocialError } from './types';
export type { OfflineIdentity, SocialAdapter, SocialErrorCode } from './types';

/**
 * The adapter of a provider for the store's app id: the offline provider when the app id starts with
 * 'offline-' (demo and tests), Google Identity Services or the Facebook SDK otherwise. A test or a
 * platform may put its own adapter in place: `socialAdapters.override = (provider, appId) => adapter`.
 */
export const socialAdapters: { override?: (provider: SocialProviderName, appId: string) => SocialAdapter | undefined } = {};

export function adapterFor(provider: SocialProviderName, appId: string): SocialAdapter {
  const custom = socialAdapters.override?.(provider, appId);
  if (custom) return custom;
  // provider not found: a name the store's answer should never hold
  if (provider !== 'Google' && provider !== 'Facebook') throw new SocialError('provider-not-found');
  if (isOfflineAppId(appId)) return offlineAdapter(provider);
  return provider === 'Google' ? googleAdapter : facebookAdapter;
}
