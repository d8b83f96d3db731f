import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cartPixDiscount, formatPercent } from '../../../src/cart/pix-discount';
import { pixPrice } from '../../../src/format/pix-price';

describe('the Pix price', () => {
  it('takes the percent off to the cent, half up', () => {
    expect(pixPrice(170, 5)).toBe(161.5);
    // 5 % of R$ 110,10 is R$ 5,505 and of R$ 299,90 R$ 14,995: half up, not to the even cent
    expect(pixPrice(110.1, 5)).toBe(104.59);
    expect(pixPrice(299.9, 5)).toBe(284.9);
    expect(pixPrice(1234.5, 5)).toBe(1172.77);
    // a fractional percent, exactly: 5,5 % of R$ 10,10 is R$ 0,5555
    expect(pixPrice(10.1, 5.5)).toBe(9.54);
  });

  it('takes nothing off at 0 %, without a percent, below 0 %, or where the discount is under a cent', () => {
    expect(pixPrice(170, 0)).toBeNull();
    expect(pixPrice(170, undefined)).toBeNull();
    expect(pixPrice(170, -5)).toBeNull();
    expect(pixPrice(0.09, 5)).toBeNull();
  });

  it("takes a cart's discount off its items after their discounts, never off the shipping, never below 0", () => {
    // items R$ 2.599,70, discount R$ 100,00, shipping R$ 30,00: 5 % of R$ 2.499,70 (R$ 124,985)
    expect(cartPixDiscount({ subTotal: 2599.7, totalDiscount: 100, total: 2529.7 }, 5)).toBe(124.99);
    // a voucher paid almost all of it: the discount is never more than what is left
    expect(cartPixDiscount({ subTotal: 100, totalDiscount: 0, total: 2 }, 5)).toBe(2);
    expect(cartPixDiscount({ subTotal: 100, totalDiscount: 0, total: 0 }, 5)).toBe(0);
    expect(cartPixDiscount({ subTotal: 100, totalDiscount: 0, total: 100 }, 0)).toBe(0);
  });

  it('takes off no less than 0 and no more than the price, within half a cent of the exact percent', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: 1, max: 9999 }), (cents, hundredths) => {
        const after = pixPrice(cents / 100, hundredths / 100);
        const off = after === null ? 0 : cents - Math.round(after * 100);
        expect(off).toBeGreaterThanOrEqual(0);
        expect(off).toBeLessThanOrEqual(cents);
        expect(Math.abs(off - (cents * hundredths) / 10000)).toBeLessThanOrEqual(0.5);
      }),
    );
  });

  it('writes the percent as a Brazilian reads it', () => {
    expect(formatPercent(5)).toBe('5%');
    expect(formatPercent(5.5)).toBe('5,5%');
  });
});
