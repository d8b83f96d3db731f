/**
 * Take X pay Y ('Leve 3 Pague 2', cart-and-purchase §4, §7), per product or per category: in every
 * complete group of `take` units of a line, `take − pay` units are free. The discount is the free units
 * at the line's unit price (the promotional one when it counts); it joins totalDiscount.
 */
import type { LinePromotion } from '../../src/api/operations';
import type { TakePayRow } from '../repositories/cart/promotions';

/** The line's promotion and the discount it gives now, in cents. */
export function takePay(promotion: TakePayRow | undefined, quantity: number, unitCents: number): { line: LinePromotion; cents: number } | null {
  if (!promotion) return null;
  const cents = Math.floor(quantity / promotion.take) * (promotion.take - promotion.pay) * unitCents;
  return {
    line: { label: `Leve ${promotion.take} Pague ${promotion.pay}`, take: promotion.take, pay: promotion.pay, discount: cents / 100 },
    cents,
  };
}
