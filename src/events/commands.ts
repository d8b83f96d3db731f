import { emit, type PanelProduct } from './index';

/**
 * Commands for theme code: functions to call, not events to fake. Each one dispatches its request on
 * document for whichever widget answers it (a panel not loaded yet loads on it), e.g.
 * `import { openCart } from '/dist/jet.js'; openCart();`. The panels' elements have the same as
 * methods (`cartPreview.open()`, defineWidget's `methods`).
 */

/** Asks the cart preview to open (dispatches `jet:cart-open`). */
export const openCart = (): void => emit('jet:cart-open', {});

/** Asks the login modal to open (`jet:login-open`); an identifier given is filled in and locked. */
export const openLogin = (identifier?: string): void => emit('jet:login-open', identifier ? { identifier } : {});

/** Opens the quote panel for a product (`jet:product-budget-show`); refused when it has variations and no SKU is chosen. */
export const openQuote = (product: PanelProduct): void => emit('jet:product-budget-show', product);

/** Opens the back-in-stock panel for a product (`jet:alert-me-open`); same refusal as the quote panel. */
export const openAlert = (product: PanelProduct): void => emit('jet:alert-me-open', product);

/** Each panel's close request, for the elements' `close()`. */
export const closeCart = (): void => emit('jet:cart-close', {});
export const closeLogin = (): void => emit('jet:login-close', {});
export const closeQuote = (): void => emit('jet:product-budget-close', {});
export const closeAlert = (): void => emit('jet:alert-me-close', {});

/** Closes every panel: the cart preview, the login modal, the quote and back-in-stock panels. */
export function closePanels(): void {
  closeCart();
  closeLogin();
  closeQuote();
  closeAlert();
}
