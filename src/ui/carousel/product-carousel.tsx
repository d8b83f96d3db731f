import type { ReactNode } from 'react';
import type { ProductCardData } from '../../api/operations';
import type { CardSettings } from '../../catalogue/card-settings';
import { ProductCard } from '../../catalogue/product-card';
import { Carousel } from './carousel';

export interface ProductCarouselProps {
  title: string;
  subtitle?: string;
  products: readonly ProductCardData[];
  /** From cardSettingsFrom(company), once per carousel. */
  settings: CardSettings;
  /** Level of the carousel's heading (the cards' names are one level below). Default 2. */
  headingLevel?: 2 | 3;
  /** Extra class on the root. */
  className?: string;
  /** Something beside the heading, e.g. a link to the group's page. */
  headerExtra?: ReactNode;
  /** Something under each card (e.g. the lightning offer's countdown). */
  renderExtra?: (product: ProductCardData) => ReactNode;
}

/**
 * A carousel of product cards (showcases, lightning offers, 'Produtos mais vendidos' …): the Carousel
 * of this folder with a ProductCard in each slide.
 */
export function ProductCarousel({ title, subtitle, products, settings, headingLevel = 2, className, headerExtra, renderExtra }: ProductCarouselProps) {
  const cardHeading = headingLevel === 3 ? 4 : 3;
  return (
    <Carousel
      title={title}
      subtitle={subtitle}
      headingLevel={headingLevel}
      className={className}
      headerExtra={headerExtra}
      items={products}
      getKey={(product) => product.idProduct}
      renderItem={(product, index) => (
        <>
          {/* the slides a wide screen shows first load at once, the rest as they come into view */}
          <ProductCard product={product} settings={settings} headingLevel={cardHeading} eager={index < 4} />
          {renderExtra?.(product)}
        </>
      )}
    />
  );
}
