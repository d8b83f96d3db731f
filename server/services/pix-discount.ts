/**
 * The Pix price at the checkout (issue 25): an order paid by Pix takes the store's Pix discount (company
 * pixDiscountPercent) off its items after their other discounts, shipping excluded, rounded to the cent half
 * up, never below 0 — the same function the cards, the cart and the checkout's summary show it with
 * (src/format/pix-price.ts, src/cart/pix-discount.ts). Boleto and card pay the full total.
 */
import type { CartContents } from '../../src/api/operations';
import type { PaymentMethod } from '../../src/api/operations/orders.types';
import { cartPixDiscount } from '../../src/cart/pix-discount';
import { toCents } from '../lib/money';
import type { Repositories } from '../repositories';

/** The Pix discount of an order being placed, in cents: 0 unless it is paid by Pix. */
export async function orderPixDiscountCents(repos: Pick<Repositories, 'company'>, method: PaymentMethod, contents: CartContents): Promise<number> {
  if (method !== 'pix') return 0;
  const { pixDiscountPercent } = await repos.company.get();
  return toCents(cartPixDiscount(contents, pixDiscountPercent));
}
