/**
 * User agents of search engines: they get every image eagerly (spec §9, lazy images). Not audit tools
 * such as Lighthouse ('Chrome-Lighthouse'): they must measure the page a shopper gets.
 */
const CRAWLER_PATTERN = /bot|crawl|spider|slurp/i;

let cached: boolean | undefined;

/** True when the page is read by a crawler, which must see images without scrolling. Read once per page. */
export function isCrawler(): boolean {
  if (cached === undefined) cached = typeof navigator !== 'undefined' && CRAWLER_PATTERN.test(navigator.userAgent);
  return cached;
}

/** Forget the cached answer (tests that change the user agent). */
export function resetCrawlerCheck(): void {
  cached = undefined;
}

/** The `loading` attribute of a product image: eager for crawlers and for images asked to be eager. */
export function imageLoading(eager = false): 'eager' | 'lazy' {
  return eager || isCrawler() ? 'eager' : 'lazy';
}
