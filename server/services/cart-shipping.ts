/**
 * Shipping rules (cart-and-purchase §3, §4, §9), pure: a mode's price for a cart, the free-shipping tip.
 *
 * - A mode serves a postcode when one of its CEP ranges holds it (repositories/cart/shipping-modes.ts).
 * - Its price is the rate row with the highest minimum subtotal the cart reaches, then the smallest weight
 *   cap that holds the cart's weight (null cap: any weight); no row fits, no option.
 * - A free-shipping rule (the postcode's CEP range, else the general one) gives its modes marked eligible
 *   for free from its minimum subtotal on. The subtotal compared is what the products cost after
 *   discounts (subTotal − totalDiscount), in cents.
 * - deliveryTime 0 is immediate dispatch; usefulDay counts business days; ScheduledDelivery shows '(*)'.
 */
import type { FreeShippingTip, FreightOption } from '../../src/api/operations';
import { toCents } from '../lib/money';
import type { FreeShippingRuleRow, ShippingModeRow } from '../repositories/cart/shipping-modes';


/** What a postcode (digits only) must look like: exactly 8 digits, not all zeros. */
export const isPostcode = (value: string): boolean => /^\d{8}$/.test(value) && value !== '00000000';

/** A mode's price in cents for a cart (its products' value in cents and weight in grams), or null when no rate fits. */
export function rateCents(mode: ShippingModeRow, basisCents: number, weightGrams: number): number | null {
  const fitting = mode.rates
    .filter((rate) => toCents(rate.minSubtotal) <= basisCents && (rate.maxWeightGrams === null || weightGrams <= rate.maxWeightGrams))
    .sort((a, b) => b.minSubtotal - a.minSubtotal || (a.maxWeightGrams ?? Infinity) - (b.maxWeightGrams ?? Infinity));
  return fitting[0] ? toCents(fitting[0].price) : null;
}

const freeShippingReached = (rule: FreeShippingRuleRow | undefined, basisCents: number): boolean =>
  rule !== undefined && basisCents >= toCents(rule.minSubtotal);

/** The options of the modes for a cart, cheapest first (ties: the store's order). */
export function freightOptions(modes: ShippingModeRow[], basisCents: number, weightGrams: number, rule: FreeShippingRuleRow | undefined): FreightOption[] {
  const free = freeShippingReached(rule, basisCents);
  const options: Array<FreightOption & { order: number }> = [];
  modes.forEach((mode, order) => {
    const cents = rateCents(mode, basisCents, weightGrams);
    if (cents === null) return;
    options.push({
      order,
      shippingMode: {
        idShippingMode: mode.id,
        name: mode.name,
        deliveryTime: mode.deliveryTime,
        usefulDay: mode.usefulDay,
        ScheduledDelivery: mode.scheduledDelivery,
      },
      valueShipping: free && mode.freeShippingEligible ? 0 : cents / 100,
    });
  });
  return options.sort((a, b) => a.valueShipping - b.valueShipping || a.order - b.order).map(({ order: _order, ...option }) => option);
}

/** The tip of a rule for a cart: what is missing (0 when reached) and the target. */
export function freeShippingTip(rule: FreeShippingRuleRow | undefined, basisCents: number): FreeShippingTip | null {
  if (!rule) return null;
  const target = toCents(rule.minSubtotal);
  return {
    idShipping: rule.id,
    cartDisplayInfo: rule.cartDisplayInfo,
    cartInformation: rule.cartInformation,
    remainingValue: Math.max(0, target - basisCents) / 100,
    targetValue: target / 100,
  };
}
