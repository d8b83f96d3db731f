/**
 * Cart limits (cart-and-purchase §2, §3, §4): 'V' the cart's total value and 'C' its item count, set per
 * store; 'Q' one line's quantity (minimum, maximum, multiple), set per product. Q is checked on every add
 * and quantity change; V and C only before checkout (verifyCartLimits), so a cart can be filled freely.
 * Each refusal names the broken limit and its amount (texts in src/i18n/catalogue/api.ts).
 */
import type { CartContents, CartLimit } from '../../src/api/operations';
import { formatBRL } from '../../src/format/money';
import type { HttpError } from '../lib/http-error';
import { fail } from '../lib/messages';
import type { ProductLimitRow } from '../repositories/cart/carts';
import type { StoreLimitRow } from '../repositories/cart/store-limits';

const LIMIT = 'CART_LIMIT';

/** A line's Q limit as the cart answers it. */
export const lineLimits = (limit: ProductLimitRow | undefined): CartLimit[] =>
  limit ? [{ tipo: 'Q', minimo: limit.minimo, maximo: limit.maximo, multiplo: limit.multiplo }] : [];

/**
 * The store's limits as the cart answers them: the value limit as the spec's minValue/maxValue (0: no
 * bound), the item-count limit in `limits` (C).
 */
export function storeLimits(rows: StoreLimitRow[]): { minValue: number; maxValue: number; limits: CartLimit[] } {
  const value = rows.find((row) => row.tipo === 'V');
  const limits = rows.filter((row) => row.tipo === 'C').map((row): CartLimit => ({ tipo: 'C', minimo: row.minimo, maximo: row.maximo }));
  return { minValue: value?.minimo ?? 0, maxValue: value?.maximo ?? 0, limits };
}

/** Whether a line may hold `quantity` units of a product with this Q limit (null), or why not. */
export function quantityLimitRefusal(limit: ProductLimitRow | undefined, name: string, quantity: number): HttpError | null {
  if (!limit) return null;
  if (limit.maximo > 0 && quantity > limit.maximo) return fail(400, 'cart.limitItemMax', LIMIT, { name, n: limit.maximo });
  if (limit.multiplo > 1 && quantity % limit.multiplo !== 0) return fail(400, 'cart.limitItemMultiple', LIMIT, { name, n: limit.multiplo });
  if (limit.minimo > 0 && quantity < limit.minimo) return fail(400, 'cart.limitItemMin', LIMIT, { name, n: limit.minimo });
  return null;
}

/**
 * The pre-checkout check: a cart with items, none sold out ('Ops.. Exclua os produtos esgotados do
 * carrinho.'), its total within V, its item count within C, each line within its Q. Null when it may go on.
 */
export function checkoutRefusal(cart: CartContents): HttpError | null {
  if (cart.items.length === 0) return fail(400, 'cart.empty', 'EMPTY_CART');
  if (cart.items.some((item) => item.flagExhausted || item.stock <= 0)) return fail(400, 'cart.soldOutCheckout', 'OUT_OF_STOCK');
  if (cart.minValue > 0 && cart.total < cart.minValue) return fail(400, 'cart.limitValueMin', LIMIT, { value: formatBRL(cart.minValue) });
  if (cart.maxValue > 0 && cart.total > cart.maxValue) return fail(400, 'cart.limitValueMax', LIMIT, { value: formatBRL(cart.maxValue) });
  for (const limit of cart.limits.filter((l) => l.tipo === 'C')) {
    if (limit.minimo > 0 && cart.quantityTotalItens < limit.minimo) return fail(400, 'cart.limitCountMin', LIMIT, { value: String(limit.minimo) });
    if (limit.maximo > 0 && cart.quantityTotalItens > limit.maximo) return fail(400, 'cart.limitCountMax', LIMIT, { value: String(limit.maximo) });
  }
  for (const item of cart.items) {
    const [limit] = item.limits;
    const refusal = limit ? quantityLimitRefusal({ minimo: limit.minimo, maximo: limit.maximo, multiplo: limit.multiplo ?? 1 }, item.name, item.quantity) : null;
    if (refusal) return refusal;
  }
  return null;
}
