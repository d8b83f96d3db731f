import type { ReactNode } from 'react';
import type { ProductCardData } from '../../api/catalogue-types';
import { Carousel } from './carousel';

// TODO(card): switch to `CardSettings` from src/catalogue/card-settings.ts and `ProductCard` when they land.
type CardSettings = object;

export interface ProductCarouselProps {
  title: string;
  subtitle?: string;
  products: ProductCardData[];
  settings: CardSettings;
  headingLevel?: 2 | 3;
  /** Extra class on the root. */
  className?: string;
  /** Something beside the heading, e.g. a link to the group's page. */
  headerExtra?: ReactNode;
  /** Renders one slide; default: the product card. */
  renderCard?: (product: ProductCardData, settings: CardSettings) => ReactNode;
}

function PlaceholderCard({ product }: { product: ProductCardData }) {
  return (
    <a className="jet-carousel__card" href={product.url}>
      <img src={product.imageHome} alt="" loading="lazy" width="240" height="240" />
      <span>{product.name}</span>
    </a>
  );
}

/** A carousel of product cards (showcases, lightning offers, 'Produtos mais vendidos' …). */
export function ProductCarousel({ title, subtitle, products, settings, headingLevel, className, headerExtra, renderCard }: ProductCarouselProps) {
  return (
    <Carousel
      title={title}
      subtitle={subtitle}
      headingLevel={headingLevel}
      className={className}
      headerExtra={headerExtra}
      items={products}
      getKey={(product) => product.idProduct}
      renderItem={(product) => (renderCard ? renderCard(product, settings) : <PlaceholderCard product={product} />)}
    />
  );
}
