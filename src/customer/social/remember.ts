import type { SocialProvider, SocialProviderName } from '../../api/operations';

/**
 * Which provider the shopper last signed in with on this browser, so that the store's logout signs out of
 * it too (../social-session.ts). Only the provider's name and the store's app id are kept (no personal
 * data), in localStorage: the sign-in and the logout are on different pages.
 */
export const SOCIAL_PROVIDER_KEY = 'jet:social-provider';

export function rememberSocialProvider(provider: Pick<SocialProvider, 'name' | 'appId'>): void {
  try {
    localStorage.setItem(SOCIAL_PROVIDER_KEY, JSON.stringify({ name: provider.name, appId: provider.appId }));
  } catch {
    // storage refused: the logout signs out of the store only
  }
}

/** The remembered provider, forgotten as it is read (a logout signs out of it once). */
export function takeRememberedProvider(): { name: SocialProviderName; appId: string } | null {
  try {
    const kept = JSON.parse(localStorage.getItem(SOCIAL_PROVIDER_KEY) ?? 'null') as { name?: unknown; appId?: unknown } | null;
    localStorage.removeItem(SOCIAL_PROVIDER_KEY);
    if ((kept?.name === 'Google' || kept?.name === 'Facebook') && typeof kept.appId === 'string' && kept.appId) return { name: kept.name, appId: kept.appId };
  } catch {
    // unreadable: nothing to sign out of
  }
  return null;
}
