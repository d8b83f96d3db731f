/**
 * The Pix price (issue 25): the store's Pix discount (company `pixDiscountPercent`) is taken off the items
 * after their other discounts (promotion, take-X-pay-Y, discount key), never off the shipping, and rounded
 * to the cent, half up. The cards, the cart (src/cart/pix-discount.ts), the checkout and the server's
 * placeOrder all use this function, so the price shown 'no Pix' is the one the Pix code charges.
 */

/**
 * A price in reais after the Pix discount: the percent of it taken off, rounded to the cent half up (5 % of
 * R$ 299,90 is R$ 14,995: R$ 15,00 off, R$ 284,90); null when nothing is taken off (no discount set, or under
 * a cent). One small function: it is on almost every page, in every card.
 */
export function pixPrice(value: number, percent = 0): number | null {
  const cents = Math.round(value * 100);
  // integer arithmetic: the percent in hundredths, so 5,5 % of any amount rounds exactly
  const off = Math.floor((cents * Math.round(percent * 100) + 5000) / 10000);
  return off > 0 ? (cents - off) / 100 : null;
}
