/**
 * The Pix price (issue 25): the store's Pix discount (company `pixDiscountPercent`) is taken off the items
 * after their other discounts (promotion, take-X-pay-Y, discount key), never off the shipping, and rounded
 * to the cent, half up. The cards, the cart (src/cart/pix-discount.ts), the checkout and the server's
 * placeOrder all use these functions, so the price shown 'no Pix' is the one the Pix code charges. (The
 * cards' part alone: it is on almost every page.)
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
