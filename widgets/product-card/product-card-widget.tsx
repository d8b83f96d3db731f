import type { ProductCardData } from '../../src/api/operations';
import type { CardSettings } from '../../src/catalogue/card-settings';
import { ProductCard } from '../../src/catalogue/product-card';
import { useProductCard, type ProductCardState } from './use-product-card';

export interface ProductCardWidgetProps {
  /** The product's id (idProduct). */
  productId?: number;
  /** The product's friendly URL, when there is no id. */
  urlFriendly?: string;
  /** Level of the name heading, 2 to 4. Default 3. */
  headingLevel?: number;
  /** Load the image at once (the card is above the fold). */
  eager?: boolean;
}

/** What the lone card shows. */
export interface ProductCardWidgetModel {
  state: ProductCardState;
  product: ProductCardData | null;
  settings: CardSettings;
  /** Level of the name heading, 2 to 4 (anything else: 3). */
  headingLevel?: number;
  eager?: boolean;
}

/** The lone card as a plain function of its model: the card once ready; hidden when unknown or failed. */
export function ProductCardWidgetView({ state, product, settings, headingLevel, eager }: ProductCardWidgetModel) {
  const level = headingLevel === 2 || headingLevel === 4 ? headingLevel : 3;
  return (
    <div className="jet-product-card" data-state={state} aria-busy={state === 'loading' || undefined} hidden={state === 'empty' || state === 'error'}>
      {product && state === 'ready' && <ProductCard product={product} settings={settings} headingLevel={level} eager={eager} />}
    </div>
  );
}

/** One product card on its own, loaded by id or friendly URL. Hidden when the product is unknown or cannot be loaded. */
export function ProductCardWidget({ productId, urlFriendly, headingLevel, eager }: ProductCardWidgetProps) {
  return <ProductCardWidgetView {...useProductCard(productId, urlFriendly)} headingLevel={headingLevel} eager={eager} />;
}
