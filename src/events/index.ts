import type { LoginStatus } from '../api/operations';

/**
 * The event bus: DOM CustomEvents on `document`, named `jet:<noun>-<verb>`. Widgets and theme code
 * dispatch and listen to the same names; `detail` is typed here.
 */
export interface JetEventMap {
  /**
   * A product went into the cart (spec: 'product added'). `name` and `price` (the unit price paid, BRL)
   * come with the widgets' own adds, for analytics (AddToCart); theme code may leave them out.
   */
  'jet:product-added': { idProduct: number; idSku: number | null; quantity: number; name?: string; price?: number };
  /** A product left the cart (spec: 'product removed'). */
  'jet:product-removed': { idProduct?: number; idCartItem?: number };
  /**
   * Ask the cart preview to open. `source: 'counter'` is the header counter asking (the preview answers
   * it only with `open-from-counter`); a preview that opens calls preventDefault, so the counter's
   * link does not navigate.
   */
  'jet:cart-open': { source?: 'counter' };
  /**
   * An order was placed (for analytics: Purchase). The checkout emits it; theme code on an order
   * confirmation page may dispatch it too.
   */
  'jet:purchase': { idOrder: number | string; value: number; items: Array<{ idProduct: number; name: string; price: number; quantity: number }> };
  /** The shopper logged in. */
  'jet:login': LoginStatus;
  /** Ask the login modal (`<jet-login-modal>`) to open; an identifier is filled in and locked. */
  'jet:login-open': { identifier?: string };
  /** The shopper logged out. */
  'jet:logout': Record<string, never>;
  /**
   * Open the quote panel for a product (spec: 'show product budget'). `idSku` is the chosen SKU, null
   * when none is chosen; the panel refuses to open when `hasVariations` and no SKU is chosen.
   */
  'jet:product-budget-show': PanelProduct;
  /** Close the quote panel (spec: 'close'). */
  'jet:product-budget-close': Record<string, never>;
  /** Open the back-in-stock panel for a product; same refusal rule as the quote panel. */
  'jet:alert-me-open': PanelProduct;
  /** Close the back-in-stock panel. */
  'jet:alert-me-close': Record<string, never>;
  /** The product page showed a product (for analytics: ViewContent). */
  'jet:product-viewed': { idProduct: number; name: string; price: number };
  /** Set the breadcrumb's trail after Home (the product page sends its category chain and name). */
  'jet:breadcrumb-trail': { trail: Array<{ name: string; url: string }> };
  /**
   * A customer area page has loaded (customer-area §2, §9: dispatched 300 ms after the page's widget
   * mounted, 500 ms on a phone); `title` is the page's title ('Meus Produtos Digitais').
   */
  'jet:customer-area-loaded': { title: string };
  /** An alert banner was shown by a widget (for themes that mirror alerts elsewhere). */
  'jet:alert-show': { kind: AlertKind; title?: string; message: string };
}

/** The product a panel (quote, back-in-stock) is about. */
export interface PanelProduct {
  idProduct: number;
  name: string;
  image: string;
  idSku: number | null;
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

/** Dispatches `name` on document with `detail`. */
export function emit<N extends JetEventName>(name: N, detail: JetEventMap[N]): void {
  document.dispatchEvent(new CustomEvent(name, { detail }));
}

/**
 * Dispatches a cancelable request on document; true when a listener took it (called preventDefault),
 * e.g. the counter asking the cart preview to open instead of following its link.
 */
export function request<N extends JetEventName>(name: N, detail: JetEventMap[N]): boolean {
  return !document.dispatchEvent(new CustomEvent(name, { detail, cancelable: true }));
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
