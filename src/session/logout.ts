/**
 * After the store's logout (`jet:logout`, from whichever widget logged out), the social provider the
 * shopper signed in with signs out too (src/customer/social-session, cart-and-purchase §4 "then sign in
 * or out"). Its code loads only then; a failed load leaves the provider as it was (the store's logout has
 * succeeded). One listener of jet.js rather than a call in each logout path: the header's chunk, which
 * holds the account menu, is at its budget.
 */
export function watchLogout(load = () => import('../customer/social-session')): () => void {
  const signOut = () => void load().then((module) => module.signOutOfProvider(), () => undefined);
  document.addEventListener('jet:logout', signOut);
  return () => document.removeEventListener('jet:logout', signOut);
}
