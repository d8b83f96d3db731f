import { useEffect } from 'react';
import { isCrawler } from '../catalogue/crawler';
import { whenInteracted } from '../elements/first-interaction';

/** The metadata module (structured data, meta tags, 2.5 kB gzip), fetched once a widget has its data. */
export type SeoModule = typeof import('./apply');

/** What a widget does with the module: write its page's metadata; may return a cleanup. */
export type SeoWrite = (seo: SeoModule) => void | (() => void);

/**
 * The SKU each product's choice made last (jet:variation-change), heard from the start: the click that
 * chooses a variation may be the interaction that loads the module, which then reads it here.
 */
const chosen = new Map<number, number | null>();
if (typeof document !== 'undefined') document.addEventListener('jet:variation-change', (event) => chosen.set(event.detail.idProduct, event.detail.idSku));
export const chosenSku = (idProduct: number): number | null => chosen.get(idProduct) ?? null;

/** Once the shopper has interacted, later writes (the next page of a listing) need not wait for another. */
let interacted = false;

const idle = (then: () => void): void => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(then, { timeout: 2000 });
  else setTimeout(then, 1);
};

/**
 * One line in a widget: `useSeo(data && ((seo) => seo.product(data)), data)`. Nothing is fetched before
 * the data is there. A crawler (src/catalogue/crawler.ts, as for eager images) gets the module in idle time
 * then; a shopper, whose screen needs none of it, at the first interaction with the page, so the first
 * paint carries only this hook (src/seo/README.md, "Loading"). `key` says when to write again.
 */
export function useSeo(write: SeoWrite | null | undefined | false | '' | 0, key: unknown): void {
  useEffect(() => {
    if (!write) return undefined;
    let live = true;
    let cleanup: void | (() => void);
    const load = () => {
      if (live) void import('./apply').then((seo) => (live ? (cleanup = write(seo)) : undefined));
    };
    const stop =
      isCrawler() || interacted
        ? (idle(load), undefined)
        : whenInteracted(() => {
            interacted = true;
            load();
          });
    return () => {
      live = false;
      stop?.();
      cleanup?.();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` is the data the write depends on
  }, [key]);
}
