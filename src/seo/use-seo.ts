import { useEffect } from 'react';
import { isCrawler } from '../catalogue/crawler';
import { whenInteracted } from '../elements/first-interaction';

/** The metadata module (structured data, meta tags, 2.5 kB gzip), fetched once a widget has its data. */
type SeoModule = typeof import('./apply');

/** What a widget does with the module: write its page's metadata. */
export type SeoWrite = (seo: SeoModule) => void;

/**
 * One line in a widget: `useSeo(data && ((seo) => seo.product(data)), data)`. Nothing is fetched before
 * the data is there. A crawler (src/catalogue/crawler.ts, as for eager images) gets the module at once
 * then; a shopper, whose screen needs none of it, at the next interaction with the page, so the first paint
 * carries only this hook, in the core chunk (src/seo/README.md, "Loading"). `key` says when to write again.
 */
export function useSeo(write: SeoWrite | null | undefined | false | '' | 0, key: unknown): void {
  useEffect(() => {
    if (!write) return;
    // (writes keep their order: a newer key's import resolves after an older one's)
    const load = () => void import('./apply').then(write);
    return isCrawler() ? void setTimeout(load) : whenInteracted(load);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` is the data the write depends on
  }, [key]);
}
