import '../../src/i18n/catalogue/product';
import { useStore } from '../../src/stores/use-store';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ProductDetail, ProductImage } from '../../src/api/operations';
import { call } from '../../src/api/client';
import { toApiError } from '../../src/api/errors';
import { cardSettingsFrom } from '../../src/catalogue/card-settings';
import { goToNotFound } from '../../src/catalogue/navigation';
import { emit } from '../../src/events';
import { $company } from '../../src/stores/company';
import { buildUrl, categoryRoute, parseRoute } from '../../src/routes';
// types only: the breadcrumb's code stays in its own chunk
import type { Crumb, TrailEventDetail } from '../breadcrumb/use-breadcrumb';

export type ProductDetailState = 'loading' | 'ready' | 'empty' | 'error';

/** '/produto/{urlFriendly}' -> urlFriendly, or '' when the path is not a product page. */
export function urlFriendlyFromPath(pathname: string): string {
  const route = parseRoute({ pathname, search: '' });
  return route?.page === 'product' ? route.slug : '';
}

/** The price the shopper pays now: the promotion when it is a real one. */
export function salePrice(product: Pick<ProductDetail, 'price' | 'pricePromotion'>): number {
  const { price, pricePromotion } = product;
  return pricePromotion !== null && pricePromotion > 0 && pricePromotion < price ? pricePromotion : price;
}

/**
 * The product's breadcrumb after Home: its category chain by level (each linked to its listing: by
 * friendly URL down to level 3, by id below), then its name.
 */
export function productTrail(product: Pick<ProductDetail, 'categories' | 'name' | 'url'>): Crumb[] {
  const levels = [...(product.categories ?? [])].sort((a, b) => a.levelCode.length - b.levelCode.length);
  return [...levels.map((category) => ({ name: category.name, url: buildUrl(categoryRoute(category)) })), { name: product.name, url: product.url }];
}

/**
 * Gives the trail to <jet-breadcrumb> the way its README documents: the `jet:breadcrumb-trail` event
 * for a breadcrumb already running, and the `trail` attribute for one whose code has not loaded yet
 * (the event is not replayed). A `trail` the theme wrote itself is left alone.
 */
export function announceTrail(trail: Crumb[]): void {
  const detail: TrailEventDetail = { trail };
  document.dispatchEvent(new CustomEvent('jet:breadcrumb-trail', { detail }));
  for (const breadcrumb of document.querySelectorAll('jet-breadcrumb')) {
    if (breadcrumb.hasAttribute('trail') && !breadcrumb.hasAttribute('data-trail-from-product')) continue;
    breadcrumb.setAttribute('data-trail-from-product', '');
    breadcrumb.setAttribute('trail', JSON.stringify(trail));
  }
}

/** An unknown product: the server's 404 (code NOT_FOUND). */
const isNotFound = (error: unknown) => {
  const apiError = toApiError(error);
  return apiError.status === 404 || apiError.code === 'NOT_FOUND';
};

interface Loaded {
  key: string;
  state: ProductDetailState;
  product: ProductDetail | null;
  images: ProductImage[];
}

/**
 * The product page's data (catalogue-and-discovery §7 'product detail', 'product images'): the
 * product by id or friendly URL (from the address when neither is given), its images, and the
 * company settings that say what to show. An unknown product sends the shopper to /404. Once per
 * product shown by this element it emits jet:product-viewed and gives the breadcrumb its trail.
 */
export function useProductDetail(productId?: number, urlFriendly?: string) {
  const company = useStore($company);
  const slug = productId ? '' : urlFriendly || (typeof location === 'undefined' ? '' : urlFriendlyFromPath(location.pathname));
  const key = productId ? `id:${productId}` : slug ? `url:${slug}` : '';
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [attempt, setAttempt] = useState(0);
  const viewed = useRef(new Set<number>());

  useEffect(() => {
    if (!key) {
      goToNotFound();
      return undefined;
    }
    const controller = new AbortController();
    const { signal } = controller;
    setLoaded((previous) => (previous?.key === key ? { ...previous, state: 'loading' } : null));
    (async () => {
      try {
        const product = await call('productDetail', { params: productId ? { idProduct: productId } : { textLink: slug }, signal });
        // The detail carries its images; a platform whose detail does not gets them from productImages.
        let images = product.images ?? [];
        if (images.length === 0) images = await call('productImages', { params: { idProduct: product.idProduct }, signal }).catch(() => []);
        if (!signal.aborted) setLoaded({ key, state: 'ready', product, images });
      } catch (error) {
        if (signal.aborted) return;
        if (isNotFound(error)) {
          setLoaded({ key, state: 'empty', product: null, images: [] });
          goToNotFound();
        } else {
          setLoaded({ key, state: 'error', product: null, images: [] });
        }
      }
    })();
    return () => controller.abort();
  }, [key, productId, slug, attempt]);

  const current = loaded?.key === key ? loaded : null;
  const product = current?.state === 'ready' ? current.product : null;

  useEffect(() => {
    if (!product || viewed.current.has(product.idProduct)) return;
    viewed.current.add(product.idProduct);
    announceTrail(productTrail(product));
    emit('jet:product-viewed', { idProduct: product.idProduct, name: product.name, price: salePrice(product) });
  }, [product]);

  const companyPending = company.status === 'idle' || (company.status === 'loading' && !company.data);
  const state: ProductDetailState = !key ? 'empty' : !current || (current.state === 'ready' && companyPending) ? 'loading' : current.state;
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  return {
    state,
    product: state === 'ready' ? product : null,
    images: current?.images ?? [],
    settings: cardSettingsFrom(company.data),
    retry,
  };
}
