import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cartPixDiscount, formatPercent } from '../../../src/cart/pix-discount';
import { pixDiscountCents, pixPrice } from '../../../src/format/pix-price';

describe('the Pix price', () => {
  it('takes the percent off to the cent, half up', () => {
    expect(pixDiscountCents(17000, 5)).toBe(850);
    // 5 % of R$ 110,10 is R$ 5,505 and of R$ 299,90 R$ 14,995: half up, not to the even cent
    expect(pixDiscountCents(11010, 5)).toBe(551);
    expect(pixDiscountCents(29990, 5)).toBe(1500);
    expect(pixDiscountCents(123450, 5)).toBe(6173);
    // a fractional percent, exactly: 5,5 % of R$ 10,10 is R$ 0,5555
    expect(pixDiscountCents(1010, 5.5)).toBe(56);
    expect(pixPrice(170, 5)).toBe(161.5);
    expect(pixPrice(299.9, 5)).toBe(284.9);
  });

  it('takes nothing off at 0 %, without a percent, or where the discount is under a cent', () => {
    expect(pixPrice(170, 0)).toBeNull();
    expect(pixPrice(170, undefined)).toBeNull();
    expect(pixPrice(0.09, 5)).toBeNull();
    expect(pixDiscountCents(10000, -5)).toBe(0);
  });

  it("takes a cart's discount off its items after their discounts, never off the shipping, never below 0", () => {
    // items R$ 2.599,70, discount R$ 100,00, shipping R$ 30,00: 5 % of R$ 2.499,70
    expect(cartPixDiscount({ subTotal: 2599.7, totalDiscount: 100, total: 2529.7 }, 5)).toBe(124.99);
    // a voucher paid almost all of it: the discount is never more than what is left
    expect(cartPixDiscount({ subTotal: 100, totalDiscount: 0, total: 2 }, 5)).toBe(2);
    expect(cartPixDiscount({ subTotal: 100, totalDiscount: 0, total: 0 }, 5)).toBe(0);
  });

  it('is never negative nor more than the amount, and matches the exact percent within half a cent', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 9999 }), (cents, hundredths) => {
        const off = pixDiscountCents(cents, hundredths / 100);
        expect(off).toBeGreaterThanOrEqual(0);
        expect(off).toBeLessThanOrEqual(cents);
        expect(Math.abs(off - (cents * hundredths) / 10000)).toBeLessThanOrEqual(0.5);
      }),
    );
  });

  it("writes the percent as a Brazilian reads it", () => {
    expect(formatPercent(5)).toBe('5%');
    expect(formatPercent(5.5)).toBe('5,5%');
  });
});
