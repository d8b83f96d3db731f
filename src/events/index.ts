import type { LoginStatus } from '../api/operations';

/**
 * The event bus: DOM CustomEvents named `jet:<noun>-<verb>`, bubbling and composed. An event a widget
 * raises is dispatched on its element (so `el.addEventListener` hears it) and bubbles to document; a
 * request from theme code (the commands, ./commands.ts) is dispatched on document. Our listeners listen
 * on document, so they hear both. `detail` is typed here.
 */
export interface JetEventMap {
  /**
   * A product went into the cart (spec: 'product added'): ids, the quantity added (`idSku` null for the
   * standard SKU). `name` and `price` (the unit price paid, BRL) come with the widgets' own adds, for
   * analytics (AddToCart); theme code may leave them out. On the element that added (a card's list or
   * showcase, `jet-product-card`, `jet-product-detail`, `jet-customer-order-details`); `addProducts()`
   * and theme code: document.
   */
  'jet:product-added': { idProduct: number; idSku: number | null; quantity: number; name?: string; price?: number };
  /** A product left the cart (spec: 'product removed'): its line and product. On `jet-cart` or `jet-cart-preview`. */
  'jet:product-removed': { idProduct?: number; idCartItem?: number };
  /**
   * Ask the cart preview to open. Cancelable: a preview that opens calls preventDefault. `source:
   * 'counter'` is `jet-cart-counter` asking on a plain click, on its element (the preview answers it
   * only with `open-from-counter`; when one does, the counter's link does not navigate); `openCart()`
   * leaves it out and dispatches on document.
   */
  'jet:cart-open': { source?: 'counter' };
  /** Close the cart preview (`closePanels()`, the element's `close()`); on document. */
  'jet:cart-close': Record<string, never>;
  /**
   * An order was placed (for analytics: Purchase): its id, its total (BRL) and its items with their unit
   * prices. On `jet-checkout`; theme code on an order confirmation page may dispatch it too.
   */
  'jet:purchase': { idOrder: number | string; value: number; items: Array<{ idProduct: number; name: string; price: number; quantity: number }> };
  /** The shopper signed in: the new login status. On the widget signed in with (login, register, social login). */
  'jet:login': LoginStatus;
  /** Ask the login modal (`<jet-login-modal>`) to open; an identifier is filled in and locked. `openLogin()`; on document. */
  'jet:login-open': { identifier?: string };
  /** Close the login modal (`closePanels()`, the element's `close()`); on document. */
  'jet:login-close': Record<string, never>;
  /** The shopper signed out. On the widget signed out with (`jet-user-menu`, `jet-customer-home`, `jet-customer-menu`). */
  'jet:logout': Record<string, never>;
  /**
   * Open the quote panel for a product (spec: 'show product budget'). `idSku` is the chosen SKU, null
   * when none is chosen; the panel refuses to open when `hasVariations` and no SKU is chosen. On the
   * card's or product page's element ('Orçar'); `openQuote(product)`: document.
   */
  'jet:product-budget-show': PanelProduct;
  /** Close the quote panel (spec: 'close'); on document. */
  'jet:product-budget-close': Record<string, never>;
  /** Open the back-in-stock panel for a product ('Esgotado'); same refusal rule and targets as the quote panel's (`openAlert(product)`). */
  'jet:alert-me-open': PanelProduct;
  /** Close the back-in-stock panel; on document. */
  'jet:alert-me-close': Record<string, never>;
  /** The product page showed a product (for analytics: ViewContent): its price as sold now. On `jet-product-detail`. */
  'jet:product-viewed': { idProduct: number; name: string; price: number };
  /**
   * The shopper chose a variation (a colour, a size) of a product: the SKU the choice now makes, null
   * until every variation is chosen or when none matches. On the card's or product page's element; the
   * product page's structured data follows it.
   */
  'jet:variation-change': { idProduct: number; idSku: number | null };
  /** Theme code sets the breadcrumb's trail after Home (the product page sets its own through the page's store). */
  'jet:breadcrumb-trail': { trail: Array<{ name: string; url: string }> };
  /**
   * A customer area page has loaded (customer-area §2, §9: dispatched 300 ms after the page's widget
   * mounted, 500 ms on a phone); `title` is the page's title ('Meus Produtos Digitais'). On that widget.
   */
  'jet:customer-area-loaded': { title: string };
  /** A widget showed an alert banner (for themes that mirror alerts elsewhere). On that widget. */
  'jet:alert-show': { kind: AlertKind; title?: string; message: string };
}

/** The product a panel (quote, back-in-stock) is about. */
export interface PanelProduct {
  idProduct: number;
  name: string;
  /** The image's address, shown in the panel. */
  image: string;
  /** The chosen SKU; null when none is (or the product has no variations). */
  idSku: number | null;
  /** True when the product has variations: then a panel opens only with `idSku` set. */
  hasVariations: boolean;
}

export type AlertKind = 'success' | 'error' | 'info';
export type JetEventName = keyof JetEventMap;
export type JetEvent<N extends JetEventName> = CustomEvent<JetEventMap[N]>;

/** Every `jet:*` event as the DOM event it is, for the DOM's own maps below. */
type JetDomEventMap = { [N in JetEventName]: JetEvent<N> };

// Declaration merging: the bus's events join the DOM's own maps, so
// `document.addEventListener('jet:product-added', (event) => event.detail.idProduct)` is typed, in the
// package's typings too (theme code written in TypeScript); on elements too (events that bubble).
declare global {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface DocumentEventMap extends JetDomEventMap {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface HTMLElementEventMap extends JetDomEventMap {}
}

/**
 * Dispatches `name` with `detail`, bubbling and composed, on `from` (the element of the widget that
 * raised it) while that is in the page, else on document: a widget removed meanwhile (an add that
 * ended after it left) still reaches the listeners on document.
 */
function dispatch<N extends JetEventName>(name: N, detail: JetEventMap[N], from: Element | null | undefined, cancelable: boolean): boolean {
  return (from?.isConnected ? from : document).dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable }));
}

/** Dispatches `name` with `detail` on `from` (a widget's element; see dispatch) or on document. */
export function emit<N extends JetEventName>(name: N, detail: JetEventMap[N], from?: Element | null): void {
  dispatch(name, detail, from, false);
}

/**
 * Dispatches a cancelable request, as emit does; true when a listener took it (called preventDefault),
 * e.g. the counter asking the cart preview to open instead of following its link.
 */
export function request<N extends JetEventName>(name: N, detail: JetEventMap[N], from?: Element | null): boolean {
  return !dispatch(name, detail, from, true);
}

/** Listens to `name` on document; returns the function that stops listening. */
export function listen<N extends JetEventName>(
  name: N,
  handler: (detail: JetEventMap[N], event: JetEvent<N>) => void,
): () => void {
  const listener = (event: Event) => {
    const custom = event as JetEvent<N>;
    handler(custom.detail, custom);
  };
  document.addEventListener(name, listener);
  return () => document.removeEventListener(name, listener);
}
