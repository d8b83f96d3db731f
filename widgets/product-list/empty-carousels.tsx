import '../../src/i18n/catalogue/listing';
import '../../src/i18n/catalogue/showcase';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { ProductCardData } from '../../src/api/operations';
import { call } from '../../src/api/client';
import type { CardSettings } from '../../src/catalogue/card-settings';
import { t } from '../../src/i18n';

/** Best sellers and new arrivals requested for an empty listing (catalogue-and-discovery §9). */
export const EMPTY_CAROUSEL_QUANTITY = 12;
/** A carousel shows only with at least this many products. */
export const EMPTY_CAROUSEL_MIN = 4;

// The carousel (and Embla) is fetched only when an empty listing has one to show.
const ProductCarousel = lazy(() => import('../../src/ui/carousel/product-carousel').then((m) => ({ default: m.ProductCarousel })));

/** 'Produtos mais vendidos' and 'Recém chegados' under an empty, unfiltered listing, each only with ≥ 4 products. */
export function EmptyCarousels({ settings }: { settings: CardSettings }) {
  const [mostSold, setMostSold] = useState<ProductCardData[]>([]);
  const [newArrivals, setNewArrivals] = useState<ProductCardData[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    const params = { quantity: EMPTY_CAROUSEL_QUANTITY };
    // a failed carousel is just not shown
    call('mostSold', { params, signal: controller.signal }).then(setMostSold, () => undefined);
    call('newArrivals', { params, signal: controller.signal }).then(setNewArrivals, () => undefined);
    return () => controller.abort();
  }, []);
  const carousels = [
    { key: 'most-sold', title: t('listing.mostSold'), products: mostSold },
    { key: 'new-arrivals', title: t('listing.newArrivals'), products: newArrivals },
  ].filter((c) => c.products.length >= EMPTY_CAROUSEL_MIN);
  if (!carousels.length) return null;
  return (
    <div className="jet-product-list__carousels">
      <Suspense fallback={null}>
        {carousels.map((c) => (
          <ProductCarousel key={c.key} title={c.title} products={c.products} settings={settings} />
        ))}
      </Suspense>
    </div>
  );
}
