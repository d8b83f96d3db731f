import '../../src/i18n/catalogue/listing';
import { lazy, Suspense } from 'react';
import type { ProductCardData } from '../../src/api/operations';
import type { CardSettings } from '../../src/catalogue/card-settings';
import { t } from '../../src/i18n';
import { CarouselSkeleton } from '../../src/ui/carousel/carousel-skeleton';
import { useEmptyCarousels } from './use-empty-carousels';

/** A carousel shows only with at least this many products. */
const EMPTY_CAROUSEL_MIN = 4;

// The carousel (and Embla) is fetched only when an empty listing has one to show.
const ProductCarousel = lazy(() => import('../../src/ui/carousel/product-carousel').then((m) => ({ default: m.ProductCarousel })));

/** What the carousels under an empty listing show. */
export interface EmptyCarouselsModel {
  mostSold: readonly ProductCardData[];
  newArrivals: readonly ProductCardData[];
  settings: CardSettings;
  /** Either list is still loading: their place is held. */
  loading?: boolean;
}

/** The carousels' place while their products or their code load, so the page's end does not jump. */
const CarouselsPlaceholder = () => (
  <div className="jet-product-list__carousels" aria-busy="true">
    <CarouselSkeleton />
    <CarouselSkeleton />
  </div>
);

/** 'Produtos mais vendidos' and 'Recém chegados' as a plain function of the model, each only with ≥ 4 products. */
export function EmptyCarouselsView({ mostSold, newArrivals, settings, loading = false }: EmptyCarouselsModel) {
  if (loading) return <CarouselsPlaceholder />;
  const carousels = [
    { key: 'most-sold', title: t('listing.mostSold'), products: mostSold },
    { key: 'new-arrivals', title: t('listing.newArrivals'), products: newArrivals },
  ].filter((c) => c.products.length >= EMPTY_CAROUSEL_MIN);
  if (!carousels.length) return null;
  return (
    <div className="jet-product-list__carousels">
      <Suspense fallback={<CarouselsPlaceholder />}>
        {carousels.map((c) => (
          <ProductCarousel key={c.key} title={c.title} products={c.products} settings={settings} />
        ))}
      </Suspense>
    </div>
  );
}

/** 'Produtos mais vendidos' and 'Recém chegados' under an empty, unfiltered listing, each only with ≥ 4 products. */
export function EmptyCarousels({ settings }: { settings: CardSettings }) {
  return <EmptyCarouselsView {...useEmptyCarousels()} settings={settings} />;
}
