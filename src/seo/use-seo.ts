import { useEffect } from 'react';

/** The metadata module (structured data, meta tags), fetched in idle time once a widget has its data. */
export type SeoModule = typeof import('./apply');

/** What a widget does with the module: write its page's metadata; may return a cleanup. */
export type SeoWrite = (seo: SeoModule) => void | (() => void);

const idle = (then: () => void): void => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(then, { timeout: 2000 });
  else setTimeout(then, 1);
};

/**
 * One line in a widget: `useSeo(data && ((seo) => seo.product(data)), [data])`. Nothing is fetched
 * before the data is there, and then only in idle time (the module is not part of the first paint);
 * `key` says when to write again (the data's identity).
 */
export function useSeo(write: SeoWrite | null | undefined | false | '' | 0, key: unknown): void {
  useEffect(() => {
    if (!write) return undefined;
    let live = true;
    let cleanup: void | (() => void);
    idle(() => {
      if (live) void import('./apply').then((seo) => (live ? (cleanup = write(seo)) : undefined));
    });
    return () => {
      live = false;
      cleanup?.();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` is the data the write depends on
  }, [key]);
}
