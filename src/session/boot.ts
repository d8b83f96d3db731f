/**
 * The session check (cart-and-purchase §6, §7): each time the page is shown (`pageshow`, also when the
 * back-forward cache restores it) and it holds a widget that acts on the shopper's cart or account,
 * `verifySession` is called once; when the server refuses the session the page reloads (./verify). When
 * the back-forward cache restores such a page, `verifyLogin` also brings its login status up to date.
 *
 * Which pages: those with a cart widget (`jet-cart*` other than the header's `jet-cart-counter` and the
 * closed-until-asked `jet-cart-preview`, which themes put on every page), a
 * checkout one (`jet-checkout*`, `jet-order-confirmation`) or a customer one (`jet-customer*`, `jet-digital-products`, `jet-login*`). The header's count and
 * account menu, on every page, do not count: they only read the count and the login status, which the
 * server answers for whatever session the cookie holds, so the home and the listings make no extra call.
 * This part lives in the boot chunk; the call itself is a chunk of its own, loaded only on such pages.
 */
const SESSION_TAG = /^jet-(cart(?!-counter$|-preview$)|checkout|customer|digital-products|login|order-confirmation)/;

/** True when the page holds a tag that needs a live session. */
export function needsSession(root: ParentNode = document): boolean {
  for (const element of root.querySelectorAll('*')) if (SESSION_TAG.test(element.localName)) return true;
  return false;
}

/** Checks the session on every page show of a page that needs it; returns the stop function. */
export function watchSession(
  load: () => Promise<{ verifySession(): Promise<unknown>; verifyLogin(): Promise<unknown> }> = () => import('./verify'),
): () => void {
  const check = (event?: PageTransitionEvent) => {
    if (!needsSession()) return;
    const restored = Boolean(event?.persisted);
    load()
      .then((module) => Promise.all([module.verifySession(), restored && module.verifyLogin()]))
      .catch((error: unknown) => console.error('[jet] session check', error));
  };
  addEventListener('pageshow', check);
  // the script ran after the first show (added late, or async): check now for that one
  if (document.readyState === 'complete') check();
  return () => removeEventListener('pageshow', check);
}
