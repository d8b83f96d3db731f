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
import type { AddToCartAnswer, CartContents, CartCount, CartLine, MassiveAddAnswer, MassiveAddItem, ShippingChoice, VoucherSuggestion } from '../../src/api/operations';
import { formatBRL } from '../../src/format/money';
import { HttpError } from '../lib/http-error';
import { fail, invalidInput } from '../lib/messages';
import { toCents, toReais } from '../lib/money';
import type { Repositories } from '../repositories';
import { MAX_ITEM_QUANTITY, type AddFacts, type CartItemRow, type CartOwner, type CartRow, type LockedItem, type ProductLimitRow } from '../repositories/cart/carts';
import type { DiscountKeyRow } from '../repositories/cart/discount-keys';
import type { TakePayRow } from '../repositories/cart/promotions';
import type { FreeShippingRuleRow, ShippingModeRow } from '../repositories/cart/shipping-modes';
import type { StoreLimitRow } from '../repositories/cart/store-limits';
import type { VoucherRow } from '../repositories/cart/vouchers';
import { checkoutRefusal, lineLimits, quantityLimitRefusal, storeLimits } from './cart-limits';
import { takePay } from './cart-promotions';
import { freeShippingTip, freightOptions } from './cart-shipping';
import { availabilityText, effectivePromotion } from '../repositories/catalogue/product-cards';

export type { CartOwner };

const PERCENT = 1;


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
  if (key.maxUses !== null && key.usedCount >= key.maxUses) return 'invalid';
  if (key.startsAt && key.startsAt.getTime() > now.getTime()) return 'invalid';
  if (key.endsAt && key.endsAt.getTime() < now.getTime()) return 'invalid';
  if (subTotalCents < toCents(key.minSubtotal)) return 'minimum';
  return null;
}

/** The discount of a key on a subtotal, in cents (0 when it does not apply). */
function discountCents(key: DiscountKeyRow | undefined, subTotalCents: number, now: Date): number {
  if (!key || discountProblem(key, subTotalCents, now) !== null) return 0;
  if (key.typeDiscount === PERCENT) {
    // Basis points keep the product an integer: 10.5 % of R$ 199,90 = 19990 × 1050 / 10000 = 2098.95 → 2099.
    const basisPoints = Math.round(key.valueDiscount * 100);
    return Math.min(subTotalCents, Math.floor((subTotalCents * basisPoints + 5000) / 10000));
  }
  return Math.min(subTotalCents, toCents(key.valueDiscount));
}

/** Whether a voucher can be used now (unused, inside its window). */
export function voucherUsable(voucher: VoucherRow | undefined, now: Date): voucher is VoucherRow {
  if (!voucher || voucher.used) return false;
  if (voucher.startsAt && voucher.startsAt.getTime() > now.getTime()) return false;
  return !(voucher.endsAt && voucher.endsAt.getTime() < now.getTime());
}

/** What the cart answer is built from, besides its lines. */
export interface CartFacts {
  cart?: Pick<CartRow, 'shippingModeId' | 'postcode' | 'reservationExtended'>;
  voucher?: VoucherRow;
  storeLimits?: StoreLimitRow[];
  productLimits?: Map<number, ProductLimitRow>;
  promotions?: Map<number, TakePayRow>;
  /** The modes the chosen one is looked up in: those of the cart's postcode, or the digital one. */
  shippingModes?: ShippingModeRow[];
  freeShippingRule?: FreeShippingRuleRow;
  removedProducts?: string[];
  /** Minutes a reservation lasts (and one extension adds); DEFAULT_RESERVATION_MINUTES when not given. */
  reservationMinutes?: number;
}

/** CART_RESERVATION_MINUTES when the environment does not set it. */
const DEFAULT_RESERVATION_MINUTES = 30;

/** The cart line of an item (its Q limit and take-X-pay-Y promotion when given). */
function cartLine(item: CartItemRow, limit?: ProductLimitRow, promotion?: TakePayRow): CartLine {
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
    limits: lineLimits(limit),
    reservedUntil: item.reservedUntil?.toISOString() ?? null,
    promotion: flagExhausted ? null : (takePay(promotion, item.quantity, toCents(pricePromotion ?? price))?.line ?? null),
  };
}

const buyable = (items: CartItemRow[]) => items.filter((item) => !isExhausted(item));
const unitCents = (item: CartItemRow) => {
  const { price, pricePromotion } = unitPrices(item);
  return toCents(pricePromotion ?? price);
};
const subTotalOf = (items: CartItemRow[]) => buyable(items).reduce((sum, item) => sum + item.quantity * unitCents(item), 0);
const promotionCents = (items: CartItemRow[], promotions: Map<number, TakePayRow> | undefined) =>
  buyable(items).reduce((sum, item) => sum + (takePay(promotions?.get(item.idProduct), item.quantity, unitCents(item))?.cents ?? 0), 0);
/** Grams to ship: the physical lines that can be bought. */
const weightOf = (items: CartItemRow[]) => buyable(items).reduce((sum, item) => sum + (item.isVirtual ? 0 : item.quantity * item.weightGrams), 0);
const onlyVirtual = (items: CartItemRow[]) => items.length > 0 && items.every((item) => item.isVirtual);

/** The products' value after promotions and the discount key, in cents (what shipping bands and free shipping compare). */
function productsValueCents(items: CartItemRow[], key: DiscountKeyRow | undefined, promotions: Map<number, TakePayRow> | undefined, now: Date) {
  const subTotal = subTotalOf(items);
  const promotion = promotionCents(items, promotions);
  const keyDiscount = discountCents(key, subTotal - promotion, now);
  return { subTotal, totalDiscount: promotion + keyDiscount, basis: subTotal - promotion - keyDiscount };
}

/**
 * The whole cart: subTotal (Σ quantity × unit price of the lines that can be bought), totalDiscount
 * (take-X-pay-Y promotions, then the discount key on what is left), totalShipping (the chosen option
 * recomputed now; null choice when it no longer applies), totalVoucher (the voucher, never above what is
 * left to pay) and total = subTotal − totalDiscount − totalVoucher + totalShipping. All in integer cents.
 */
export function cartContents(items: CartItemRow[], key: DiscountKeyRow | undefined, now: Date, facts: CartFacts = {}): CartContents {
  const { subTotal, totalDiscount, basis } = productsValueCents(items, key, facts.promotions, now);
  const virtual = onlyVirtual(items);
  const postcode = facts.cart?.postcode ?? null;
  let shipping: ShippingChoice | null = null;
  const modeId = facts.cart?.shippingModeId ?? null;
  const mode = modeId === null ? undefined : facts.shippingModes?.find((m) => m.id === modeId);
  if (mode && items.length > 0 && (mode.digital ? virtual : postcode !== null)) {
    const option = freightOptions([mode], basis, weightOf(items), mode.digital ? undefined : facts.freeShippingRule)[0];
    if (option) shipping = { ...option, postcode: mode.digital ? '' : postcode! };
  }
  const totalShipping = shipping ? toCents(shipping.valueShipping) : 0;
  const voucherUsed = facts.voucher && voucherUsable(facts.voucher, now) ? Math.min(toCents(facts.voucher.value), basis + totalShipping) : 0;
  const reservations = items.map((item) => item.reservedUntil?.getTime()).filter((time): time is number => time !== undefined);
  return {
    items: items.map((item) => cartLine(item, facts.productLimits?.get(item.idProduct), facts.promotions?.get(item.idProduct))),
    total: toReais(Math.max(0, subTotal - totalDiscount - voucherUsed + totalShipping)),
    subTotal: toReais(subTotal),
    totalDiscount: toReais(totalDiscount),
    totalShipping: toReais(totalShipping),
    quantityTotalItens: items.reduce((sum, item) => sum + item.quantity, 0),
    cartHasOnlyVirtualProducts: virtual,
    ...storeLimits(facts.storeLimits ?? []),
    discountKey: key?.key ?? null,
    voucher: facts.voucher ? { code: facts.voucher.code, value: toReais(voucherUsed) } : null,
    totalVoucher: toReais(voucherUsed),
    shipping,
    postcode,
    freeShipping: freeShippingTip(facts.freeShippingRule, basis),
    reservedUntil: reservations.length ? new Date(Math.min(...reservations)).toISOString() : null,
    reservationExtended: facts.cart?.reservationExtended ?? false,
    reservationMinutes: facts.reservationMinutes ?? DEFAULT_RESERVATION_MINUTES,
    removedProducts: facts.removedProducts ?? [],
  };
}

/**
 * Whether an add may go on (null) or the shopper's message why not: an active product that is not sold on
 * request; a SKU of its own (the standard one only for a product without variations); not exhausted; the
 * units in the cart plus the new ones within what is free of other carts' reservations ('Temos apenas {n}
 * ...'), within the product's Q limit and within 9999.
 */
function addRefusal(facts: AddFacts, quantity: number): HttpError | null {
  const { product, sku, inCart } = facts;
  if (!product) return fail(404, 'api.productNotFound', 'NOT_FOUND');
  if (product.idTypeProduct === 3) return fail(400, 'cart.onRequest', 'ON_REQUEST');
  if (facts.hasVariations) return fail(400, 'product.selectVariationsToBuy', 'VARIATIONS_REQUIRED');
  if (!sku) return invalidInput('cart.skuNotFound');
  if (product.flagExhausted || (inCart === 0 && sku.stock === 0)) return fail(409, 'cart.soldOut', 'OUT_OF_STOCK');
  const available = Math.max(0, sku.stock - facts.reservedElsewhere);
  if (inCart + quantity > available) {
    return inCart > 0
      ? fail(409, 'product.stockLimitInCart', 'OUT_OF_STOCK', { n: available, k: inCart })
      : fail(409, 'product.stockLimit', 'OUT_OF_STOCK', { n: available });
  }
  if (inCart + quantity > MAX_ITEM_QUANTITY) return invalidInput('cart.itemLimit', { k: inCart });
  return quantityLimitRefusal(product.limit, product.name, inCart + quantity);
}

/** A new quantity against the locked SKU: within what other carts leave free and the product's Q limit. */
function quantityRefusal(quantity: number) {
  return (item: LockedItem) => {
    if (item.productExhausted || item.stock <= 0) return fail(409, 'cart.soldOut', 'OUT_OF_STOCK');
    const available = Math.max(0, item.stock - item.reservedElsewhere);
    if (quantity > available) return fail(409, 'product.stockLimit', 'OUT_OF_STOCK', { n: available });
    return quantityLimitRefusal(item.limit, item.productName, quantity);
  };
}

const itemNotFound = () => fail(404, 'cart.itemNotFound', 'NOT_FOUND');

export interface CartServiceOptions {
  /** Minutes a line's units stay reserved after its last add or change (CART_RESERVATION_MINUTES). */
  reservationMinutes?: number;
}

/** One item of a massive add: as sent (echoed when refused), and the checked add or the schema's text. */
export interface MassiveAddEntry {
  sent: MassiveAddItem;
  request?: AddRequest;
  error?: string;
}

/** An add, checked by the route's schema. */
export interface AddRequest {
  productId: number;
  skuId: number | null;
  quantity: number;
}

export function cartService(repos: Repositories, clock: () => Date = () => new Date(), options: CartServiceOptions = {}) {
  const minutes = options.reservationMinutes ?? DEFAULT_RESERVATION_MINUTES;
  const reservedUntil = (now: Date) => new Date(now.getTime() + minutes * 60_000);

  /** A cart not created yet: empty, with the store's limits and general free-shipping tip. */
  async function empty(): Promise<CartContents> {
    const [limits, freeShippingRule] = await Promise.all([repos.storeLimits.all(), repos.shippingModes.freeShippingRule(null)]);
    return cartContents([], undefined, clock(), { storeLimits: limits, freeShippingRule, reservationMinutes: minutes });
  }

  /** The cart answer of an owner, after releasing its expired lines; pending removal notices are reported (once). */
  async function contents(owner: CartOwner | null): Promise<CartContents> {
    if (!owner) return empty();
    const now = clock();
    await repos.carts.releaseExpired(owner, now);
    const cart = await repos.carts.find(owner);
    if (!cart) return empty();
    const items = await repos.carts.items(cart.id);
    const productIds = [...new Set(items.map((item) => item.idProduct))];
    const [key, voucher, limits, productLimits, promotions, shippingModes, freeShippingRule, removedProducts] = await Promise.all([
      cart.discountKeyId === null ? undefined : repos.discountKeys.findById(cart.discountKeyId),
      cart.voucherId === null ? undefined : repos.vouchers.findById(cart.voucherId),
      repos.storeLimits.all(),
      repos.carts.productLimits(productIds),
      repos.promotions.takePayFor(productIds),
      modesOfChoice(cart),
      repos.shippingModes.freeShippingRule(cart.postcode),
      repos.carts.takeRemovedProducts(cart.id),
    ]);
    return cartContents(items, key, now, {
      cart, voucher, storeLimits: limits, productLimits, promotions, shippingModes, freeShippingRule, removedProducts, reservationMinutes: minutes,
    });
  }

  /** The modes a chosen option is looked up in: the cart postcode's, or the digital one. */
  async function modesOfChoice(cart: CartRow): Promise<ShippingModeRow[]> {
    if (cart.shippingModeId === null) return [];
    const [physical, digital] = await Promise.all([
      cart.postcode ? repos.shippingModes.forPostcode(cart.postcode) : [],
      repos.shippingModes.digital(),
    ]);
    return digital ? [...physical, digital] : physical;
  }

  /** An add on a cart whose expired lines were released already. */
  async function addReleased(owner: CartOwner, input: AddRequest, now: Date): Promise<AddToCartAnswer> {
    const result = await repos.carts.addItem(owner, { ...input, now, reservedUntil: reservedUntil(now) }, (facts) => addRefusal(facts, input.quantity));
    if (!result.ok) throw result.refusal;
    return { success: true, quantity: result.quantity };
  }

  async function add(owner: CartOwner, input: AddRequest): Promise<AddToCartAnswer> {
    const now = clock();
    await repos.carts.releaseExpired(owner, now);
    return addReleased(owner, input, now);
  }

  return {
    contents,
    add,

    async count(owner: CartOwner | null): Promise<CartCount> {
      if (!owner) return { quantity: 0, removedProducts: [] };
      await repos.carts.releaseExpired(owner, clock());
      const cart = await repos.carts.find(owner);
      const [quantity, removedProducts] = await Promise.all([repos.carts.countItems(owner), cart ? repos.carts.takeRemovedProducts(cart.id) : []]);
      return { quantity, removedProducts };
    },

    /**
     * Several adds, one after the other, each through the add rules; a refused one comes back with its
     * text and never stops the others. Malformed items (the route's schema) are refused the same way.
     */
    async massiveAdd(owner: CartOwner, items: MassiveAddEntry[]): Promise<MassiveAddAnswer> {
      const answer: MassiveAddAnswer = { quantity: 0, added: [], refused: [] };
      // expired lines are released once for the whole batch, not once per product
      const now = clock();
      await repos.carts.releaseExpired(owner, now);
      for (const { sent, request, error } of items) {
        if (!request) {
          answer.refused.push({ ...sent, error: error ?? '' });
          continue;
        }
        try {
          await addReleased(owner, request, now);
          answer.added.push({ idProduct: request.productId, idSku: request.skuId, quantity: request.quantity });
        } catch (failure) {
          if (!(failure instanceof HttpError)) throw failure;
          answer.refused.push({ ...sent, error: failure.message });
        }
      }
      answer.quantity = await repos.carts.countItems(owner);
      return answer;
    },

    /** 1..9999 (the schema), within the stock other carts leave free and the Q limit; another cart's item is a 404. */
    async changeQuantity(owner: CartOwner | null, idCartItem: number, quantity: number): Promise<CartContents> {
      if (!owner) throw itemNotFound();
      const now = clock();
      await repos.carts.releaseExpired(owner, now);
      const result = await repos.carts.setQuantity(owner, idCartItem, quantity, { now, until: reservedUntil(now) }, quantityRefusal(quantity));
      if (!result.ok) throw result.reason === 'not-found' ? itemNotFound() : result.refusal;
      return contents(owner);
    },

    async deleteItem(owner: CartOwner | null, idCartItem: number): Promise<CartContents> {
      if (!owner || !(await repos.carts.deleteItem(owner, idCartItem))) throw itemNotFound();
      return contents(owner);
    },

    /** Applies a key (case and blanks ignored) that is valid now for the cart's products value. */
    async applyDiscount(owner: CartOwner, typed: string): Promise<CartContents> {
      const key = await repos.discountKeys.findByKey(typed.trim().toUpperCase());
      // the minimum is checked on the lines the cart still holds
      await repos.carts.releaseExpired(owner, clock());
      const cart = await repos.carts.ensure(owner);
      const items = await repos.carts.items(cart.id);
      const promotions = await repos.promotions.takePayFor([...new Set(items.map((item) => item.idProduct))]);
      const base = subTotalOf(items) - promotionCents(items, promotions);
      const problem = discountProblem(key, base, clock());
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

    /** A voucher code (case and blanks ignored) that exists, is unused, inside its window, and the owner's if issued to someone. */
    async applyVoucher(owner: CartOwner, typed: string): Promise<CartContents> {
      const voucher = await repos.vouchers.findByCode(typed.trim().toUpperCase());
      // a voucher issued to a customer is theirs alone: for anyone else it does not exist
      const foreign = voucher?.customerId != null && voucher.customerId !== owner.customerId;
      if (foreign || !voucherUsable(voucher, clock())) throw fail(400, 'cart.voucherInvalid', 'INVALID_VOUCHER');
      const cart = await repos.carts.ensure(owner);
      await repos.carts.setVoucher(cart.id, voucher.id);
      return contents(owner);
    },

    async removeVoucher(owner: CartOwner | null): Promise<CartContents> {
      const cart = owner ? await repos.carts.find(owner) : undefined;
      if (cart) await repos.carts.setVoucher(cart.id, null);
      return contents(owner);
    },

    /**
     * The voucher to suggest: the signed-in customer's own (issued to them), unused, valid now, of the
     * highest value, and not the one on the cart already. A visitor gets null: a code issued to nobody is
     * never shown, since whoever has it can spend it.
     */
    async voucherSuggestion(owner: CartOwner | null): Promise<VoucherSuggestion | null> {
      if (!owner?.customerId) return null;
      const cart = await repos.carts.find(owner);
      const best = await repos.vouchers.bestOf(owner.customerId, clock(), cart?.voucherId ?? null);
      return best ? { code: best.code, value: best.value } : null;
    },

    /** The clean-cart call: every line goes; the postcode, key and voucher stay on the (empty) cart. */
    async clean(owner: CartOwner | null): Promise<CartContents> {
      const cart = owner ? await repos.carts.find(owner) : undefined;
      if (cart) await repos.carts.clearItems(cart.id);
      return contents(owner);
    },

    /** Pushes every line's reservation once; the second time is a 409. */
    async extendReservation(owner: CartOwner | null): Promise<CartContents> {
      if (!owner) return empty();
      await repos.carts.releaseExpired(owner, clock());
      const cart = await repos.carts.find(owner);
      if (!cart) return empty();
      if (!(await repos.carts.extendReservation(cart.id, minutes))) throw fail(409, 'cart.reservationExtended', 'ALREADY_EXTENDED');
      return contents(owner);
    },

    /** Before checkout: the cart within its limits and without sold-out lines. */
    async verifyLimits(owner: CartOwner | null): Promise<{ valid: true }> {
      const refusal = checkoutRefusal(await contents(owner));
      if (refusal) throw refusal;
      return { valid: true };
    },

    /** The cart's shipping facts: its products' value (cents) and weight, whether it is only virtual. */
    async shippingBasis(owner: CartOwner | null): Promise<{ cart: CartRow | undefined; basis: number; weight: number; virtual: boolean; empty: boolean }> {
      // prices and weight of the lines the cart still holds
      if (owner) await repos.carts.releaseExpired(owner, clock());
      const cart = owner ? await repos.carts.find(owner) : undefined;
      if (!cart) return { cart, basis: 0, weight: 0, virtual: false, empty: true };
      const items = await repos.carts.items(cart.id);
      const [key, promotions] = await Promise.all([
        cart.discountKeyId === null ? undefined : repos.discountKeys.findById(cart.discountKeyId),
        repos.promotions.takePayFor([...new Set(items.map((item) => item.idProduct))]),
      ]);
      return { cart, basis: productsValueCents(items, key, promotions, clock()).basis, weight: weightOf(items), virtual: onlyVirtual(items), empty: items.length === 0 };
    },

    /** At login: the session's cart becomes (or joins) the customer's, with its postcode, choice, key and voucher. */
    adoptSessionCart: (sessionId: string, customerId: number) => repos.carts.adoptSessionCart(sessionId, customerId),
  };
}

export type CartService = ReturnType<typeof cartService>;

