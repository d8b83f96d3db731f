/** A cart's Pix discount (issue 25): the Pix price of src/format/pix-price.ts over a whole cart or order. */
import { pixPrice } from '../format/pix-price';

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
  const after = pixPrice(items / 100, percent);
  const off = after === null ? 0 : items - Math.round(after * 100);
  return Math.min(off, Math.round(cart.total * 100)) / 100;
}

/** '5%', '5,5%'. */
export const formatPercent = (percent: number): string => `${String(percent).replace('.', ',')}%`;
