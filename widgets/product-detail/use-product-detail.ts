import '../../src/i18n/catalogue/product-page';
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useRef } from 'react';
import type { ApiError } from '../../src/api/errors';
import type { ProductDetail, ProductImage } from '../../src/api/operations';
import { isProductDetail, objectsOrEmpty } from '../../src/catalogue/answer-guards';
import { cardSettingsFrom } from '../../src/catalogue/card-settings';
import { useHost } from '../../src/elements/host';
import { emit } from '../../src/events';
import { useSeo } from '../../src/seo/use-seo';
import { $company } from '../../src/stores/company';
import { $breadcrumbTrail, $viewedProduct, type Crumb } from '../../src/stores/page';
import { query } from '../../src/stores/query';
import { useQuery } from '../../src/stores/use-query';
import { buildUrl, categoryRoute, parseRoute } from '../../src/routes';
import { goToNotFound } from '../../src/routes/navigation';

export type ProductDetailState = 'loading' | 'ready' | 'empty' | 'error';

/** '/produto/{urlFriendly}' -> urlFriendly, or '' when the path is not a product page. */
function urlFriendlyFromPath(pathname: string): string {
  const route = parseRoute({ pathname, search: '' });
  return route?.page === 'product' ? route.slug : '';
}

/** The price the shopper pays now: the promotion when it is a real one. */
function salePrice(product: Pick<ProductDetail, 'price' | 'pricePromotion'>): number {
  const { price, pricePromotion } = product;
  return pricePromotion !== null && pricePromotion > 0 && pricePromotion < price ? pricePromotion : price;
}

/**
 * The product's breadcrumb after Home: its category chain by level (each linked to its listing: by
 * friendly URL down to level 3, by id below), then its name.
 */
function productTrail(product: Pick<ProductDetail, 'categories' | 'name' | 'url'>): Crumb[] {
  const levels = [...(product.categories ?? [])].sort((a, b) => a.levelCode.length - b.levelCode.length);
  return [...levels.map((category) => ({ name: category.name, url: buildUrl(categoryRoute(category)) })), { name: product.name, url: product.url }];
}

/** An unknown product: the server's 404 (code NOT_FOUND). */
const isNotFound = (error: ApiError | undefined) => error?.status === 404 || error?.code === 'NOT_FOUND';

/**
 * The product page's data (catalogue-and-discovery §7 'product detail', 'product images'): the
 * product by id or friendly URL (from the address when neither is given), its images, and the
 * company settings that say what to show. An unknown product sends the shopper to /404. Once per
 * product shown it sets the page's viewed product and breadcrumb trail (stores the showcases and the
 * breadcrumb read) and emits jet:product-viewed for analytics.
 */
export function useProductDetail(productId?: number, urlFriendly?: string) {
  const company = useStore($company);
  const slug = productId ? '' : urlFriendly || (typeof location === 'undefined' ? '' : urlFriendlyFromPath(location.pathname));
  const params = productId ? { idProduct: productId } : { textLink: slug };
  const known = Boolean(productId || slug);
  const read = useQuery('productDetail', params, known);
  // an answer of an unexpected shape is a failed read (issue 14), never a TypeError in the view
  const detail = read.status === 'ready' && !isProductDetail(read.data) ? { ...read, status: 'error' as const, data: undefined } : read;
  const loaded = detail.status === 'ready' ? detail.data : undefined;
  // The detail carries its images; a platform whose detail does not gets them from productImages.
  const ownImages = objectsOrEmpty<ProductImage>(loaded?.images);
  const extraImages = useQuery('productImages', { idProduct: loaded?.idProduct ?? 0 }, Boolean(loaded) && ownImages.length === 0);
  const notFound = !known || (detail.status === 'error' && isNotFound(detail.error));
  const viewed = useRef(new Set<number>());
  const host = useHost();

  useEffect(() => {
    if (notFound) goToNotFound();
  }, [notFound]);

  const product = loaded ?? null;
  useEffect(() => {
    if (!product || viewed.current.has(product.idProduct)) return;
    viewed.current.add(product.idProduct);
    const seen = { idProduct: product.idProduct, name: product.name, price: salePrice(product) };
    $breadcrumbTrail.set(productTrail(product));
    $viewedProduct.set(seen);
    emit('jet:product-viewed', seen, host);
  }, [product, host]);

  useSeo(product && ((seo) => seo.product(product, ownImages)), product);
  const companyPending = company.status === 'loading' && !company.data;
  const state: ProductDetailState = notFound ? 'empty' : detail.status === 'ready' && companyPending ? 'loading' : detail.status;
  // a product that could not be read: the breadcrumb stops waiting for its trail (Home alone, hidden)
  useEffect(() => {
    if (state === 'error' && $breadcrumbTrail.get() === null) $breadcrumbTrail.set([]);
  }, [state]);
  const retry = useCallback(() => void query('productDetail', productId ? { idProduct: productId } : { textLink: slug }).refresh(), [productId, slug]);

  return {
    state,
    product: state === 'ready' ? product : null,
    images: ownImages.length ? ownImages : objectsOrEmpty<ProductImage>(extraImages.data),
    settings: cardSettingsFrom(company.data),
    retry,
  };
}
