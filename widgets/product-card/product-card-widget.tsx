import { ProductCard } from '../../src/catalogue/product-card';
import { useProductCard } from './use-product-card';

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

/** One product card on its own, loaded by id or friendly URL. Hidden when the product is unknown or cannot be loaded. */
export function ProductCardWidget({ productId, urlFriendly, headingLevel, eager }: ProductCardWidgetProps) {
  const { state, product, settings } = useProductCard(productId, urlFriendly);
  const level = headingLevel === 2 || headingLevel === 4 ? headingLevel : 3;
  return (
    <div className="jet-product-card" data-state={state} aria-busy={state === 'loading' || undefined} hidden={state === 'empty' || state === 'error'}>
      {product && state === 'ready' && <ProductCard product={product} settings={settings} headingLevel={level} eager={eager} />}
    </div>
  );
}
