import '../i18n/catalogue/commerce';
import '../i18n/catalogue/listing';
import type { CartContents, ProductCardData } from '../api/operations';
import { call } from '../api/client';
import { toApiError } from '../api/errors';
import { emit } from '../events';
import { t } from '../i18n';

export interface AddToCartRequest {
  product: Pick<ProductCardData, 'idProduct' | 'stock' | 'skUs'>;
  /** The chosen SKU; null for a product without variations (the server uses its standard SKU). */
  idSku: number | null;
  quantity: number;
}

/** What the view shows: an alert, success or error (cart-and-purchase §8). */
export type AddToCartResult =
  | { ok: true; kind: 'success'; title: string; message: string }
  | { ok: false; kind: 'error'; title?: string; message: string; sent: boolean };

/** Stock that applies to the request: the SKU's when one is chosen, the product's otherwise. */
export function stockFor(product: AddToCartRequest['product'], idSku: number | null): number {
  const sku = idSku === null ? undefined : product.skUs.find((s) => s.idSku === idSku);
  return sku ? sku.stock : product.stock;
}

/** Units of this product (of this SKU when one is chosen) the cart already holds. */
export function unitsInCart(cart: CartContents, idProduct: number, idSku: number | null): number {
  return cart.items
    .filter((line) => line.idProduct === idProduct && (idSku === null || !line.idSku || line.idSku === idSku))
    .reduce((sum, line) => sum + line.quantity, 0);
}

/**
 * Adds a product to the cart (cart-and-purchase §4, §5, §8):
 * 1. reads the cart (failure: 'Não foi possível adicionar o produto no carrinho.');
 * 2. checks stock against what the cart holds ('Temos apenas {n} itens em estoque, e já existe(m) {k}
 *    unidade(s) ...', or 'Temos apenas {n} em estoque.' when the cart has none): no request then;
 * 3. sends addToCart; `success: false` is 'Erro ao adicionar ao Carrinho!', an error shows the server's text;
 * 4. on success emits jet:product-added.
 */
export async function addToCart({ product, idSku, quantity }: AddToCartRequest): Promise<AddToCartResult> {
  let cart: CartContents;
  try {
    cart = await call('cartContents');
  } catch {
    return { ok: false, kind: 'error', message: t('cart.precheckFailed'), sent: false };
  }
  const stock = stockFor(product, idSku);
  const inCart = unitsInCart(cart, product.idProduct, idSku);
  if (inCart + quantity > stock) {
    const message = inCart > 0 ? t('product.stockLimitInCart', { n: stock, k: inCart }) : t('product.stockLimit', { n: stock });
    return { ok: false, kind: 'error', message, sent: false };
  }
  try {
    const answer = await call('addToCart', { json: { idProduct: product.idProduct, idSku, quantity, isRecurrent: false } });
    if (!answer?.success) return { ok: false, kind: 'error', message: t('cart.addFailed'), sent: true };
  } catch (error) {
    return { ok: false, kind: 'error', message: toApiError(error).message, sent: true };
  }
  emit('jet:product-added', { idProduct: product.idProduct, idSku, quantity });
  return { ok: true, kind: 'success', title: t('cart.addedTitle'), message: t('cart.added') };
}
