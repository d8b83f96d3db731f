import type { JetEventMap } from '../events';
import type { Tracked } from './boot';
import { CURRENCY, injectScript, money } from './script';

/** Google Tag Manager: the container script and GA4 ecommerce events pushed to `window.dataLayer`. */

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export const GTM_SCRIPT = 'https://www.googletagmanager.com/gtm.js?id=';

/** A GA4 ecommerce item. */
interface GtmItem {
  item_id: string;
  item_name?: string;
  item_variant?: string;
  price?: number;
  quantity: number;
}

export interface GtmEvent {
  event: 'view_item' | 'add_to_cart' | 'purchase';
  ecommerce: { currency: string; value?: number; transaction_id?: string; items: GtmItem[] };
}

function addedItem(detail: JetEventMap['jet:product-added']): GtmItem {
  const item: GtmItem = { item_id: String(detail.idProduct), quantity: detail.quantity };
  if (detail.name) item.item_name = detail.name;
  if (detail.idSku) item.item_variant = String(detail.idSku);
  if (typeof detail.price === 'number') item.price = money(detail.price);
  return item;
}

/** The GA4 ecommerce event of a bus event. */
export function gtmEvent([name, detail]: Tracked): GtmEvent {
  switch (name) {
    case 'jet:product-viewed':
      return {
        event: 'view_item',
        ecommerce: {
          currency: CURRENCY,
          value: money(detail.price),
          items: [{ item_id: String(detail.idProduct), item_name: detail.name, price: money(detail.price), quantity: 1 }],
        },
      };
    case 'jet:product-added': {
      const item = addedItem(detail);
      const ecommerce: GtmEvent['ecommerce'] = { currency: CURRENCY, items: [item] };
      if (item.price !== undefined) ecommerce.value = money(item.price * item.quantity);
      return { event: 'add_to_cart', ecommerce };
    }
    case 'jet:purchase':
      return {
        event: 'purchase',
        ecommerce: {
          transaction_id: String(detail.idOrder),
          currency: CURRENCY,
          value: money(detail.value),
          items: detail.items.map((i) => ({ item_id: String(i.idProduct), item_name: i.name, price: money(i.price), quantity: i.quantity })),
        },
      };
  }
}

/** Loads the container (once) and returns the tracker: each event is pushed after clearing the last ecommerce object. */
export function installGtm(id: string): (event: Tracked) => void {
  const layer = (window.dataLayer ??= []);
  const src = GTM_SCRIPT + encodeURIComponent(id);
  if (![...document.scripts].some((s) => s.src === src)) {
    layer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    injectScript(src);
  }
  return (event) => {
    // the current layer: the container's script may have replaced the array's push
    const current = (window.dataLayer ??= []);
    current.push({ ecommerce: null });
    current.push(gtmEvent(event));
  };
}
