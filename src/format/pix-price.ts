/**
 * The Pix price (issue 25): the store's Pix discount (company `pixDiscountPercent`) is taken off the items
 * after their other discounts (promotion, take-X-pay-Y, discount key), never off the shipping, and rounded
 * to the cent, half up. The cards, the cart, the checkout and the server's placeOrder all use these
 * functions, so the price shown 'no Pix' is the one the Pix code charges.
 */

/** The Pix discount of an amount in cents, in cents: the percent of it rounded half up (5 % of 1.234,50 → 61,73). */
export function pixDiscountCents(cents: number, percent: number | undefined): number {
  // integer arithmetic: percent in hundredths, so 5,5 % of any amount rounds exactly
  const hundredths = Math.round((percent ?? 0) * 100);
  return hundredths > 0 && cents > 0 ? Math.floor((cents * hundredths + 5000) / 10000) : 0;
}

/** A price in reais after the Pix discount; null when nothing is taken off (no discount set, or under a cent). */
export function pixPrice(value: number, percent: number | undefined): number | null {
  const cents = Math.round(value * 100);
  const off = pixDiscountCents(cents, percent);
  return off > 0 ? (cents - off) / 100 : null;
}

/** The totals a Pix discount is worked from: a cart's (CartContents), or the order's being placed. */
export interface PixBasis {
  subTotal: number;
  /** Promotions and the discount key. */
  totalDiscount: number;
  total: number;
}

/**
 * A cart's Pix discount in reais: off its items after their discounts (subTotal − totalDiscount), shipping
 * excluded, never more than its total. A voucher and store credit are means of payment: they pay what is
 * left and do not shrink the discount (a card's 'no Pix' price adds up to the cart's).
 */
export function cartPixDiscount(cart: PixBasis, percent: number | undefined): number {
  const items = Math.round(cart.subTotal * 100) - Math.round(cart.totalDiscount * 100);
  return Math.min(pixDiscountCents(items, percent), Math.round(cart.total * 100)) / 100;
}

/** '5%', '5,5%'. */
export const formatPercent = (percent: number): string => `${String(percent).replace('.', ',')}%`;
