import { atom, onMount } from 'nanostores';
import { listen, type JetEventMap } from '../events';

/** One step of the breadcrumb trail. */
export interface Crumb {
  name: string;
  url: string;
}

/**
 * The trail after Home that the page's main widget knows (the product page's category chain and name),
 * read by every breadcrumb on the page. Theme code sets it with the `jet:breadcrumb-trail` event.
 */
export const $breadcrumbTrail = atom<Crumb[] | null>(null);

onMount($breadcrumbTrail, () =>
  listen('jet:breadcrumb-trail', (detail) => {
    if (Array.isArray(detail?.trail)) $breadcrumbTrail.set(detail.trail);
  }),
);

/**
 * The page's own title when its data names one (an institutional page's titlePage): the breadcrumb
 * puts it in document.title's '{name} | {store}' instead of the crumb's name.
 */
export const $pageTitle = atom<string | null>(null);

/**
 * The product the page shows, read by the related showcases: set by the product page, or by theme code
 * with the `jet:product-viewed` event.
 */
export const $viewedProduct = atom<JetEventMap['jet:product-viewed'] | null>(null);

onMount($viewedProduct, () =>
  listen('jet:product-viewed', (detail) => {
    if (detail?.idProduct) $viewedProduct.set(detail);
  }),
);

/** A page that shows nothing yet (tests and stories). */
export function resetPageStores(): void {
  $breadcrumbTrail.set(null);
  $viewedProduct.set(null);
  $pageTitle.set(null);
}
