import type { SocialProvider, SocialProviderName } from '../api/operations';

/**
 * Which provider the shopper last signed in with on this browser (customer-area §4 "Social login",
 * cart-and-purchase §4: "provider initialisation, then logged-in status, then sign in or out"), so that
 * logging out of the store signs out of that provider too. Only the provider's name and the store's app
 * id are kept (no personal data), in localStorage: the sign-in and the logout are on different pages.
 * Apart from ./social so that the logout paths load no adapter until one is needed.
 */
export const SOCIAL_PROVIDER_KEY = 'jet:social-provider';

export function rememberSocialProvider(provider: Pick<SocialProvider, 'name' | 'appId'>): void {
  try {
    localStorage.setItem(SOCIAL_PROVIDER_KEY, JSON.stringify({ name: provider.name, appId: provider.appId }));
  } catch {
    // storage refused: the logout signs out of the store only
  }
}

function rememberedProvider(): { name: SocialProviderName; appId: string } | null {
  try {
    const kept = JSON.parse(localStorage.getItem(SOCIAL_PROVIDER_KEY) ?? 'null') as { name?: unknown; appId?: unknown } | null;
    localStorage.removeItem(SOCIAL_PROVIDER_KEY);
    if ((kept?.name === 'Google' || kept?.name === 'Facebook') && typeof kept.appId === 'string' && kept.appId) return { name: kept.name, appId: kept.appId };
  } catch {
    // unreadable: nothing to sign out of
  }
  return null;
}

/**
 * After the store's logout: signs out of the provider the shopper signed in with (Google: no automatic
 * choice of the account next time; Facebook: FB.logout), once. A provider that is not signed in, not
 * reachable or not loading changes nothing for the store's logout, which has already succeeded.
 */
export async function signOutOfProvider(): Promise<void> {
  const kept = rememberedProvider();
  if (!kept) return;
  try {
    const { adapterFor } = await import('./social');
    await adapterFor(kept.name, kept.appId).signOut(kept.appId);
  } catch {
    // 'not-signed-in' (already out), or the provider's script did not load: nothing more to do
  }
}
