/**
 * Cart rules (cart-and-purchase §3, §5, §7), between the cart routes and the cart repositories:
 *
 * - whose cart: the signed-in customer's, else the session's (a visitor without a session has none);
 * - a line's prices: the SKU's own price, else the product's; a promotion counts only when it is positive
 *   and below the price (the product card's rule); a line is exhausted when the product is marked so, its
 *   SKU has no stock, or it can no longer be sold (deactivated, SKU hidden, sold on request);
 * - quantities 1..9999 and never above the SKU's stock ('Temos apenas {n} em estoque.');
 * - totals in integer cents (no float drift), answered in reais: subTotal = Σ quantity × unit price of the
 *   lines that can be bought; totalDiscount from the discount key; total = subTotal − totalDiscount +
 *   totalShipping (shipping is not chosen yet: 0); quantityTotalItens counts every line, as the counter;
 * - a discount key applies while active and inside its window, from its minimum subtotal on: a percent of
 *   the subtotal (rounded half up to the cent) or a value (never more than the subtotal). A key that stops
 *   applying (window ended, subtotal below the minimum) stays on the cart and discounts 0.
 */
import type { AddToCartAnswer, CartContents, CartCount, CartLine } from '../../src/api/operations';
import { formatBRL } from '../../src/format/money';
import type { HttpError } from '../lib/http-error';
import { fail, invalidInput } from '../lib/messages';
import type { Repositories } from '../repositories';
import { MAX_ITEM_QUANTITY, type AddFacts, type AddItemInput, type CartItemRow, type CartOwner, type LockedItem } from '../repositories/cart/carts';
import type { DiscountKeyRow } from '../repositories/cart/discount-keys';
import { availabilityText, effectivePromotion } from '../repositories/catalogue/product-cards';

export { MAX_ITEM_QUANTITY } from '../repositories/cart/carts';
export type { CartOwner };

const PERCENT = 1;

export const toCents = (reais: number): number => Math.round(reais * 100);
const toReais = (cents: number): number => cents / 100;

/** Unit price and promotion of a line (the SKU's, else the product's). */
export function unitPrices(item: Pick<CartItemRow, 'productPrice' | 'productPromotion' | 'skuPrice' | 'skuPromotion'>) {
  const price = item.skuPrice ?? item.productPrice;
  const pricePromotion = effectivePromotion(price, item.skuPromotion ?? (item.skuPrice === null ? item.productPromotion : null));
  return { price, pricePromotion };
}

const isExhausted = (item: CartItemRow) => !item.available || item.productExhausted || item.stock <= 0 || item.idTypeProduct === 3;

/** Whether a key applies now to a subtotal; why not otherwise. */
export function discountProblem(key: DiscountKeyRow | undefined, subTotalCents: number, now: Date): 'invalid' | 'minimum' | null {
  if (!key || !key.active) return 'invalid';
  if (key.startsAt && key.startsAt.getTime() > now.getTime()) return 'invalid';
  if (key.endsAt && key.endsAt.getTime() < now.getTime()) return 'invalid';
  if (subTotalCents < toCents(key.minSubtotal)) return 'minimum';
  return null;
}

/** The discount of a key on a subtotal, in cents (0 when it does not apply). */
export function discountCents(key: DiscountKeyRow | undefined, subTotalCents: number, now: Date): number {
  if (!key || discountProblem(key, subTotalCents, now) !== null) return 0;
  if (key.typeDiscount === PERCENT) {
    // Basis points keep the product an integer: 10.5 % of R$ 199,90 = 19990 × 1050 / 10000 = 2098.95 → 2099.
    const basisPoints = Math.round(key.valueDiscount * 100);
    return Math.min(subTotalCents, Math.floor((subTotalCents * basisPoints + 5000) / 10000));
  }
  return Math.min(subTotalCents, toCents(key.valueDiscount));
}

/** The cart line of an item. */
export function cartLine(item: CartItemRow): CartLine {
  const { price, pricePromotion } = unitPrices(item);
  const flagExhausted = isExhausted(item);
  return {
    idCartItem: item.idCartItem,
    idProduct: item.idProduct,
    idSku: item.idSku,
    quantity: item.quantity,
    name: item.name,
    originalName: item.name,
    urlProduct: `/produto/${item.urlFriendly}`,
    price,
    pricePromotion,
    stock: item.available ? item.stock : 0,
    flagExhausted,
    etiquetaDisponibilidade: availabilityText(item.stock, flagExhausted, item.idTypeProduct),
    productImage: { imageDefault: item.image ?? '' },
    cartItemVariations: item.variations,
    categoria: item.categories,
    limits: [],
    reservedUntil: null,
    promotion: null,
  };
}

const subTotalOf = (items: CartItemRow[]) =>
  items.filter((item) => !isExhausted(item)).reduce((sum, item) => {
    const { price, pricePromotion } = unitPrices(item);
    return sum + item.quantity * toCents(pricePromotion ?? price);
  }, 0);

/** The whole cart from its items and its discount key. */
export function cartContents(items: CartItemRow[], key: DiscountKeyRow | undefined, now: Date): CartContents {
  const subTotal = subTotalOf(items);
  const totalDiscount = discountCents(key, subTotal, now);
  const totalShipping = 0;
  return {
    items: items.map(cartLine),
    total: toReais(subTotal - totalDiscount + totalShipping),
    subTotal: toReais(subTotal),
    totalDiscount: toReais(totalDiscount),
    totalShipping: toReais(totalShipping),
    quantityTotalItens: items.reduce((sum, item) => sum + item.quantity, 0),
    cartHasOnlyVirtualProducts: items.length > 0 && items.every((item) => item.isVirtual),
    limits: [],
    discountKey: key?.key ?? null,
    voucher: null,
    totalVoucher: 0,
    shipping: null,
    postcode: null,
    freeShipping: null,
    reservedUntil: null,
    reservationExtended: false,
    removedProducts: [],
  };
}

export const EMPTY_CART: CartContents = cartContents([], undefined, new Date(0));

/**
 * Whether an add may go on (null) or the shopper's message why not: an active product that is not sold on
 * request; a SKU of its own (the standard one only for a product without variations); not exhausted; the
 * units in the cart plus the new ones within the stock ('Temos apenas {n} ...') and within 9999.
 */
export function addRefusal(facts: AddFacts, quantity: number): HttpError | null {
  const { product, sku, inCart } = facts;
  if (!product) return fail(404, 'api.productNotFound', 'NOT_FOUND');
  if (product.idTypeProduct === 3) return fail(400, 'cart.onRequest', 'ON_REQUEST');
  if (facts.hasVariations) return fail(400, 'product.selectVariationsToBuy', 'VARIATIONS_REQUIRED');
  if (!sku) return invalidInput('cart.skuNotFound');
  if (product.flagExhausted || (inCart === 0 && sku.stock === 0)) return fail(409, 'cart.soldOut', 'OUT_OF_STOCK');
  if (inCart + quantity > sku.stock) {
    return inCart > 0
      ? fail(409, 'product.stockLimitInCart', 'OUT_OF_STOCK', { n: sku.stock, k: inCart })
      : fail(409, 'product.stockLimit', 'OUT_OF_STOCK', { n: sku.stock });
  }
  if (inCart + quantity > MAX_ITEM_QUANTITY) return invalidInput('cart.itemLimit', { k: inCart });
  return null;
}

/** A new quantity against the locked SKU: never above its stock. */
function quantityRefusal(quantity: number) {
  return (item: LockedItem) => {
    if (item.productExhausted || item.stock <= 0) return fail(409, 'cart.soldOut', 'OUT_OF_STOCK');
    if (quantity > item.stock) return fail(409, 'product.stockLimit', 'OUT_OF_STOCK', { n: item.stock });
    return null;
  };
}

const itemNotFound = () => fail(404, 'cart.itemNotFound', 'NOT_FOUND');

export function cartService(repos: Repositories, clock: () => Date = () => new Date()) {
  async function contents(owner: CartOwner | null): Promise<CartContents> {
    if (!owner) return EMPTY_CART;
    const cart = await repos.carts.find(owner);
    if (!cart) return EMPTY_CART;
    const [items, key] = await Promise.all([
      repos.carts.items(cart.id),
      cart.discountKeyId === null ? undefined : repos.discountKeys.findById(cart.discountKeyId),
    ]);
    return cartContents(items, key, clock());
  }

  return {
    contents,

    async count(owner: CartOwner | null): Promise<CartCount> {
      return { quantity: owner ? await repos.carts.countItems(owner) : 0, removedProducts: [] };
    },

    async add(owner: CartOwner, input: AddItemInput): Promise<AddToCartAnswer> {
      const result = await repos.carts.addItem(owner, input, (facts) => addRefusal(facts, input.quantity));
      if (!result.ok) throw result.refusal;
      return { success: true, quantity: result.quantity };
    },

    /** 1..9999 (the schema) and within the SKU's stock; an item of another cart is a 404. */
    async changeQuantity(owner: CartOwner | null, idCartItem: number, quantity: number): Promise<CartContents> {
      if (!owner) throw itemNotFound();
      const result = await repos.carts.setQuantity(owner, idCartItem, quantity, quantityRefusal(quantity));
      if (!result.ok) throw result.reason === 'not-found' ? itemNotFound() : result.refusal;
      return contents(owner);
    },

    async deleteItem(owner: CartOwner | null, idCartItem: number): Promise<CartContents> {
      if (!owner || !(await repos.carts.deleteItem(owner, idCartItem))) throw itemNotFound();
      return contents(owner);
    },

    /** Applies a key (case and blanks ignored) that is valid now for the cart's subtotal. */
    async applyDiscount(owner: CartOwner, typed: string): Promise<CartContents> {
      const key = await repos.discountKeys.findByKey(typed.trim().toUpperCase());
      const cart = await repos.carts.ensure(owner);
      const subTotal = subTotalOf(await repos.carts.items(cart.id));
      const problem = discountProblem(key, subTotal, clock());
      if (problem === 'invalid') throw fail(400, 'cart.discountInvalid', 'INVALID_DISCOUNT');
      if (problem === 'minimum') throw fail(400, 'cart.discountMinimum', 'INVALID_DISCOUNT', { value: formatBRL(key!.minSubtotal) });
      await repos.carts.setDiscountKey(cart.id, key!.id);
      return contents(owner);
    },

    async removeDiscount(owner: CartOwner | null): Promise<CartContents> {
      const cart = owner ? await repos.carts.find(owner) : undefined;
      if (cart) await repos.carts.setDiscountKey(cart.id, null);
      return contents(owner);
    },

    /** At login: the session's cart becomes (or joins) the customer's. */
    adoptSessionCart: (sessionId: string, customerId: number) => repos.carts.adoptSessionCart(sessionId, customerId),
  };
}

export type CartService = ReturnType<typeof cartService>;
