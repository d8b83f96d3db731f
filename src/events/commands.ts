import { emit, type PanelProduct } from './index';

/**
 * Commands for theme code: functions to call, not events to fake. Each one dispatches its request on
 * document for whichever widget answers it (a panel not loaded yet loads on it), e.g.
 * `import { openCart } from '/dist/jet.js'; openCart();`.
 */

/** Asks the cart preview to open (dispatches `jet:cart-open`). */
export const openCart = (): void => emit('jet:cart-open', {});

/** Asks the login modal to open (`jet:login-open`); an identifier given is filled in and locked. */
export const openLogin = (identifier?: string): void => emit('jet:login-open', identifier ? { identifier } : {});

/** Opens the quote panel for a product (`jet:product-budget-show`); refused when it has variations and no SKU is chosen. */
export const openQuote = (product: PanelProduct): void => emit('jet:product-budget-show', product);

/** Opens the back-in-stock panel for a product (`jet:alert-me-open`); same refusal as the quote panel. */
export const openAlert = (product: PanelProduct): void => emit('jet:alert-me-open', product);

/**
 * The panels' element methods (defineWidget's `methods`: `cartPreview.open()`): `open` is the command
 * above, `close` asks that panel alone to close. One object, so each element file imports one name
 * (three of them live in the core chunk, which is at its budget).
 */
export const panelMethods = {
  cartPreview: { open: openCart, close: (): void => emit('jet:cart-close', {}) },
  loginModal: { open: openLogin, close: (): void => emit('jet:login-close', {}) },
  quotePanel: { open: openQuote, close: (): void => emit('jet:product-budget-close', {}) },
  alertMe: { open: openAlert, close: (): void => emit('jet:alert-me-close', {}) },
};

/** Closes every panel: the cart preview, the login modal, the quote and back-in-stock panels. */
export function closePanels(): void {
  for (const panel of Object.values(panelMethods)) panel.close();
}
