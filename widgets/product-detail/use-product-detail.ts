import '../../src/i18n/catalogue/product';
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ProductDetail, ProductImage } from '../../src/api/catalogue-types';
import { call } from '../../src/api/client';
import { toApiError } from '../../src/api/errors';
import { cardSettingsFrom } from '../../src/catalogue/card-settings';
import { goToNotFound } from '../../src/catalogue/navigation';
import { emit } from '../../src/events';
import { $company } from '../../src/stores/company';

export type ProductDetailState = 'loading' | 'ready' | 'empty' | 'error';

/** '/produto/{urlFriendly}' -> urlFriendly, or '' when the path is not a product page. */
export function urlFriendlyFromPath(pathname: string): string {
  const match = /\/produto\/([^/?#]+)\/?$/.exec(pathname);
  return match ? decodeURIComponent(match[1]!) : '';
}

/** The price the shopper pays now: the promotion when it is a real one. */
export function salePrice(product: Pick<ProductDetail, 'price' | 'pricePromotion'>): number {
  const { price, pricePromotion } = product;
  return pricePromotion !== null && pricePromotion > 0 && pricePromotion < price ? pricePromotion : price;
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
 * company settings that say what to show. An unknown product sends the shopper to /404. Emits
 * jet:product-viewed once per product shown by this element.
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
