import { takeRememberedProvider } from './social/remember';

/**
 * After the store's logout (src/session/logout.ts, on `jet:logout`): signs out of the provider the shopper
 * signed in with (cart-and-purchase §4: "provider initialisation, then logged-in status, then sign in or
 * out"; Google: no automatic choice of the account next time; Facebook: FB.logout), once. The adapters load
 * only when a provider is remembered. A provider that is not signed in, not reachable or not loading
 * changes nothing for the store's logout, which has already succeeded.
 */
export async function signOutOfProvider(): Promise<void> {
  const kept = takeRememberedProvider();
  if (!kept) return;
  try {
    const { adapterFor } = await import('./social');
    await adapterFor(kept.name, kept.appId).signOut(kept.appId);
  } catch {
    // 'not-signed-in' (already out), or the provider's script did not load: nothing more to do
  }
}
