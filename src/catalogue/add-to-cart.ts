import '../i18n/catalogue/added';
import '../i18n/catalogue/commerce';
import '../i18n/catalogue/listing';
import type { CartContents, ProductCardData } from '../api/operations';
import { t } from '../i18n';
import { addToCart as add, currentCart } from '../stores/cart';

export interface AddToCartRequest {
  /** `name`, `price` and `pricePromotion` only go into `jet:product-added` (analytics). */
  product: Pick<ProductCardData, 'idProduct' | 'stock' | 'skUs'> & Partial<Pick<ProductCardData, 'name' | 'price' | 'pricePromotion'>>;
  /** The chosen SKU; null for a product without variations (the server uses its standard SKU). */
  idSku: number | null;
  quantity: number;
  /** The element of the widget that adds: `jet:product-added` is dispatched there. */
  from?: Element | null;
}

/** What the view shows: an alert, success or error (cart-and-purchase §8). */
export type AddToCartResult =
  | { ok: true; kind: 'success'; title: string; message: string }
  | { ok: false; kind: 'error'; title?: string; message: string; sent: boolean };

/** Stock that applies to the request: the SKU's when one is chosen, the product's otherwise. */
function stockFor(product: AddToCartRequest['product'], idSku: number | null): number {
  const sku = idSku === null ? undefined : product.skUs.find((s) => s.idSku === idSku);
  return sku ? sku.stock : product.stock;
}

/** The unit price paid: the SKU's when one is chosen, its promotion when lower (undefined when unknown). */
function unitPrice(product: AddToCartRequest['product'], idSku: number | null): number | undefined {
  const sku = idSku === null ? undefined : product.skUs.find((s) => s.idSku === idSku);
  const { price, pricePromotion } = sku ?? product;
  if (typeof price !== 'number') return undefined;
  return typeof pricePromotion === 'number' && pricePromotion > 0 && pricePromotion < price ? pricePromotion : price;
}

/** Units of this product (of this SKU when one is chosen) the cart already holds. */
function unitsInCart(cart: CartContents, idProduct: number, idSku: number | null): number {
  return cart.items
    .filter((line) => line.idProduct === idProduct && (idSku === null || !line.idSku || line.idSku === idSku))
    .reduce((sum, line) => sum + line.quantity, 0);
}

/**
 * Adds a product to the cart (cart-and-purchase §4, §5, §8) through the cart store:
 * 1. reads the cart: the store's lines when they are fresh, a load otherwise (failure: 'Não foi possível
 *    adicionar o produto no carrinho.');
 * 2. checks stock against what the cart holds ('Temos apenas {n} itens em estoque, e já existe(m) {k}
 *    unidade(s) ...', or 'Temos apenas {n} em estoque.' when the cart has none): no request then;
 * 3. sends the add (the store takes the answer's count and emits jet:product-added); `success: false` is
 *    'Erro ao adicionar ao Carrinho!', an error shows the server's text.
 */
export async function addToCart({ product, idSku, quantity, from }: AddToCartRequest): Promise<AddToCartResult> {
  const cart = await currentCart();
  if (cart.status !== 'done') return { ok: false, kind: 'error', message: t('cart.precheckFailed'), sent: false };
  const stock = stockFor(product, idSku);
  const inCart = unitsInCart(cart.answer, product.idProduct, idSku);
  if (inCart + quantity > stock) {
    const message = inCart > 0 ? t('product.stockLimitInCart', { n: stock, k: inCart }) : t('product.stockLimit', { n: stock });
    return { ok: false, kind: 'error', message, sent: false };
  }
  const added = await add({ idProduct: product.idProduct, idSku, quantity, isRecurrent: false }, { name: product.name, price: unitPrice(product, idSku) }, from);
  if (added.status === 'failed') return { ok: false, kind: 'error', message: added.error.message, sent: true };
  if (added.status !== 'done' || !added.answer?.success) return { ok: false, kind: 'error', message: t('cart.addFailed'), sent: true };
  return { ok: true, kind: 'success', title: t('cart.addedTitle'), message: t('cart.added') };
}
