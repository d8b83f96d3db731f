import '../i18n/catalogue/cart-page';
import type { CartContents, CartLimit, CartLimitType, CartLine } from '../api/operations';
import { formatBRL } from '../format/money';
import { t } from '../i18n';

/**
 * The cart's rules as the widgets read them (cart-and-purchase §2, §4, §5), with no React: sold-out
 * lines, limits and `cartIsValid`, the rules box, each line's quantity bounds. The server checks the
 * same limits before checkout (verifyCartLimits); these decide what the shopper sees first.
 */

/** A line that cannot be bought: stock 0 or marked exhausted (the sold-out list of §4). */
export const isSoldOut = (line: CartLine): boolean => line.stock <= 0 || line.flagExhausted;

export const soldOutLines = (cart: CartContents): CartLine[] => cart.items.filter(isSoldOut);

/** A limit of one type, or undefined. */
const limitOf = (limits: readonly CartLimit[] | undefined, tipo: CartLimitType): CartLimit | undefined =>
  limits?.find((limit) => limit.tipo === tipo);

/** Whether `value` is within a limit; 0 (or less) on either side means no bound there. */
function withinLimit(value: number, limit: CartLimit | undefined): boolean {
  if (!limit) return true;
  if (limit.minimo > 0 && value < limit.minimo) return false;
  if (limit.maximo > 0 && value > limit.maximo) return false;
  return true;
}

/** The Q multiple of a line (1: any quantity). */
const multipleOf = (line: CartLine): number => Math.max(1, Math.floor(limitOf(line.limits, 'Q')?.multiplo ?? 1));

/** Whether a line's quantity meets its own Q limit and multiple. */
function lineIsValid(line: CartLine): boolean {
  return withinLimit(line.quantity, limitOf(line.limits, 'Q')) && line.quantity % multipleOf(line) === 0;
}

/** The order-value limit (V) of the cart answer's minValue/maxValue (0 on either side: no bound there). */
const valueLimit = (cart: CartContents): CartLimit | undefined =>
  cart.minValue > 0 || cart.maxValue > 0 ? { tipo: 'V', minimo: cart.minValue, maximo: cart.maxValue } : undefined;

/** The store set any limit: the order value, a cart-wide C, or a Q on some line. */
export const hasLimits = (cart: CartContents): boolean =>
  valueLimit(cart) !== undefined || limitOf(cart.limits, 'C') !== undefined || cart.items.some((line) => limitOf(line.limits, 'Q') !== undefined);

/**
 * cartIsValid (§4): the total within the price limit, the item count within the quantity limit, and
 * each item's quantity within its own limits.
 */
export function cartIsValid(cart: CartContents): boolean {
  return (
    withinLimit(cart.total, valueLimit(cart)) &&
    withinLimit(cart.quantityTotalItens, limitOf(cart.limits, 'C')) &&
    cart.items.every(lineIsValid)
  );
}

/** The rules box (§2): minimum and maximum value and item count, and each Q line's bounds. */
export function rulesOf(cart: CartContents): string[] {
  const rules: string[] = [];
  const value = valueLimit(cart);
  const count = limitOf(cart.limits, 'C');
  if (value && value.minimo > 0) rules.push(t('cart.ruleValueMin', { value: formatBRL(value.minimo) }));
  if (value && value.maximo > 0) rules.push(t('cart.ruleValueMax', { value: formatBRL(value.maximo) }));
  if (count && count.minimo > 0) rules.push(t('cart.ruleCountMin', { count: count.minimo }));
  if (count && count.maximo > 0) rules.push(t('cart.ruleCountMax', { count: count.maximo }));
  for (const line of cart.items) {
    const limit = limitOf(line.limits, 'Q');
    if (!limit) continue;
    const name = line.name;
    if (limit.minimo > 1) rules.push(t('cart.ruleItemMin', { name, count: limit.minimo }));
    if (limit.maximo > 0) rules.push(t('cart.ruleItemMax', { name, count: limit.maximo }));
    if (multipleOf(line) > 1) rules.push(t('cart.ruleItemMultiple', { name, count: multipleOf(line) }));
  }
  return rules;
}

/**
 * The stepper's limits for a line: its Q minimum, maximum and multiple, never above its stock (the
 * stepper keeps them within 1..9999 and snaps to the multiple itself).
 */
export function lineLimits(line: CartLine): { min?: number; max?: number; multiple: number } {
  const limit = limitOf(line.limits, 'Q');
  const caps = [limit && limit.maximo > 0 ? limit.maximo : Infinity, line.stock > 0 ? line.stock : Infinity];
  const max = Math.min(...caps);
  return { min: limit?.minimo || undefined, max: Number.isFinite(max) ? max : undefined, multiple: multipleOf(line) };
}

/** The unit price a line is sold at (the promotion when there is one). */
export const unitPrice = (line: CartLine): number => line.pricePromotion ?? line.price;

/** The line's total before take-X-pay-Y, in reais, summed in cents to avoid float drift. */
export const lineTotal = (line: CartLine): number => Math.round(unitPrice(line) * 100) * line.quantity / 100;

/** Seconds left until `until` (ISO), never negative; null without a reservation. */
export function secondsLeft(until: string | null, now: number): number | null {
  if (!until) return null;
  const end = Date.parse(until);
  if (!Number.isFinite(end)) return null;
  return Math.max(0, Math.ceil((end - now) / 1000));
}

/** 'mm:ss' for a number of seconds (the reservation timer). */
export function clock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}
