import type { Tracked } from './boot';
import { CURRENCY, injectScript, money } from './script';

/** The Meta (Facebook) pixel: its base code, then ViewContent, AddToCart and Purchase through `fbq('track', …)`. */

type Fbq = ((...args: unknown[]) => void) & {
  callMethod?: (...args: unknown[]) => void;
  queue: unknown[][];
  push: Fbq;
  loaded: boolean;
  version: string;
};

declare global {
  interface Window {
    fbq?: Fbq;
    _fbq?: Fbq;
  }
}

export const PIXEL_SCRIPT = 'https://connect.facebook.net/en_US/fbevents.js';

export type PixelEvent = ['ViewContent' | 'AddToCart' | 'Purchase', Record<string, unknown>];

/** The pixel's standard event of a bus event. */
export function pixelEvent([name, detail]: Tracked): PixelEvent {
  switch (name) {
    case 'jet:product-viewed':
      return ['ViewContent', { content_ids: [String(detail.idProduct)], content_type: 'product', content_name: detail.name, value: money(detail.price), currency: CURRENCY }];
    case 'jet:product-added': {
      const data: Record<string, unknown> = {
        content_ids: [String(detail.idProduct)],
        content_type: 'product',
        contents: [{ id: String(detail.idProduct), quantity: detail.quantity }],
        currency: CURRENCY,
      };
      if (detail.name) data.content_name = detail.name;
      if (typeof detail.price === 'number') data.value = money(detail.price * detail.quantity);
      return ['AddToCart', data];
    }
    case 'jet:purchase':
      return [
        'Purchase',
        {
          content_ids: detail.items.map((i) => String(i.idProduct)),
          content_type: 'product',
          contents: detail.items.map((i) => ({ id: String(i.idProduct), quantity: i.quantity, item_price: money(i.price) })),
          num_items: detail.items.reduce((n, i) => n + i.quantity, 0),
          value: money(detail.value),
          currency: CURRENCY,
        },
      ];
  }
}

/** Meta's base code: a queueing `fbq` until fbevents.js takes over, and the script (once). */
function baseCode(): Fbq {
  if (window.fbq) return window.fbq;
  const fbq = function (...args: unknown[]) {
    if (fbq.callMethod) fbq.callMethod(...args);
    else fbq.queue.push(args);
  } as Fbq;
  fbq.push = fbq;
  fbq.loaded = true;
  fbq.version = '2.0';
  fbq.queue = [];
  window.fbq = fbq;
  window._fbq ??= fbq;
  injectScript(PIXEL_SCRIPT);
  return fbq;
}

/** Loads the pixel, initialises `id` (with its PageView) and returns the tracker. */
export function installPixel(id: string): (event: Tracked) => void {
  baseCode()('init', id);
  window.fbq?.('track', 'PageView');
  return (event) => window.fbq?.('track', ...pixelEvent(event));
}
