/** The pure cart rules, without a database: installments, shipping rates, take X pay Y, same-site redirects. */
import { describe, expect, it } from 'vitest';
import type { PaymentGateway } from '../../src/api/operations';
import type { ShippingModeRow } from '../../server/repositories/cart/shipping-modes';
import { quantityLimitRefusal } from '../../server/services/cart-limits';
import { takePay } from '../../server/services/cart-promotions';
import { freeShippingTip, freightOptions, isPostcode, rateCents } from '../../server/services/cart-shipping';
import { bestInstallments } from '../../server/services/payments';
import { sameSitePath } from '../../server/services/store';

const card: PaymentGateway = { idGateway: 1, name: 'Cartão', installmentMax: 12, minInstallmentValue: 10, interest: 1.99, interestFreeUpTo: 6 };

describe('bestInstallments', () => {
  it('takes the largest interest-free N whose installment reaches the minimum', () => {
    expect(bestInstallments([card], 1000)).toEqual({ maxNumber: 6, value: 166.67, description: 'sem juros', interest: 0 });
    expect(bestInstallments([card], 30)).toEqual({ maxNumber: 3, value: 10, description: 'sem juros', interest: 0 });
    expect(bestInstallments([card], 19.99)).toBeNull();
    expect(bestInstallments([], 1000)).toBeNull();
    expect(bestInstallments([card, { ...card, idGateway: 2, interestFreeUpTo: 10 }], 1000)?.maxNumber).toBe(10);
  });
});

const mode: ShippingModeRow = {
  id: 1, name: 'Econômica', deliveryTime: 8, usefulDay: true, scheduledDelivery: false, digital: false, freeShippingEligible: true,
  rates: [{ minSubtotal: 0, maxWeightGrams: 2000, price: 19.9 }, { minSubtotal: 0, maxWeightGrams: null, price: 59.9 }, { minSubtotal: 500, maxWeightGrams: null, price: 9.9 }],
};

describe('shipping rates', () => {
  it('picks the highest value band reached, then the smallest weight cap that holds the cart', () => {
    expect(rateCents(mode, 10_000, 1500)).toBe(1990);
    expect(rateCents(mode, 10_000, 2001)).toBe(5990);
    expect(rateCents(mode, 50_000, 100)).toBe(990);
    expect(rateCents({ ...mode, rates: [{ minSubtotal: 0, maxWeightGrams: 1000, price: 5 }] }, 0, 5000)).toBeNull();
  });

  it('makes eligible modes free from the rule on, and tells what is missing', () => {
    const rule = { id: 1, cepStart: null, minSubtotal: 299, cartInformation: 'Faltam [Valor]', cartDisplayInfo: true };
    expect(freightOptions([mode], 29_900, 100, rule)[0]!.valueShipping).toBe(0);
    expect(freightOptions([mode], 29_899, 100, rule)[0]!.valueShipping).toBe(19.9);
    expect(freeShippingTip(rule, 20_000)).toMatchObject({ remainingValue: 99, targetValue: 299 });
    expect(freeShippingTip(undefined, 0)).toBeNull();
  });

  it('accepts exactly 8 digits as a postcode', () => {
    expect(['01310100', '99999999'].every(isPostcode)).toBe(true);
    expect(['0131010', '01310-100', '0131010a', '00000000', ''].some(isPostcode)).toBe(false);
  });
});

describe('take X pay Y and Q limits', () => {
  it('frees take − pay units in every full group', () => {
    expect(takePay({ take: 3, pay: 2 }, 8, 1000)).toEqual({ line: { label: 'Leve 3 Pague 2', take: 3, pay: 2, discount: 20 }, cents: 2000 });
    expect(takePay(undefined, 8, 1000)).toBeNull();
  });

  it('names the broken Q limit', () => {
    const limit = { minimo: 2, maximo: 10, multiplo: 2 };
    expect(quantityLimitRefusal(limit, 'Caneca', 4)).toBeNull();
    expect(quantityLimitRefusal(limit, 'Caneca', 12)?.message).toBe('A quantidade máxima de Caneca é 10.');
    expect(quantityLimitRefusal(limit, 'Caneca', 3)?.message).toBe('Caneca é vendido em múltiplos de 2.');
    expect(quantityLimitRefusal({ ...limit, multiplo: 1 }, 'Caneca', 1)?.message).toBe('A quantidade mínima de Caneca é 2.');
  });
});

describe('sameSitePath', () => {
  it('keeps paths of this site and refuses other hosts', () => {
    expect(sameSitePath('/sofas/', 'loja.example')).toEqual({ path: '/sofas', search: '' });
    expect(sameSitePath('sofas?x=1', 'loja.example')).toEqual({ path: '/sofas', search: '?x=1' });
    expect(sameSitePath('https://loja.example/sofás', 'loja.example').path).toBe('/sofás');
    for (const bad of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', 'data:text/html,x', '/%E0%A4%A']) {
      expect(() => sameSitePath(bad, 'loja.example'), bad).toThrow('Endereço inválido');
    }
  });
});
