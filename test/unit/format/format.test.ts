import { afterEach, describe, expect, it } from 'vitest';
import { configure, resetConfig } from '../../../src/api/config';
import { formatDate, formatDateTime } from '../../../src/format/date';
import { discountPercent, formatDiscount } from '../../../src/format/discount';
import { formatInstallments } from '../../../src/format/installments';
import { formatBRL } from '../../../src/format/money';
import { parseQuantity, QUANTITY_DROPDOWN_MAX, quantityOptions } from '../../../src/format/quantity';
import { formatShippingPrice, formatShippingTime } from '../../../src/format/shipping';
import { limitText } from '../../../src/format/text';

/** Intl puts a non-breaking space after R$; tests compare with a plain one. */
const plain = (text: string | null) => text?.replace(/\u00a0/g, ' ') ?? null;

afterEach(() => resetConfig());

describe('formatBRL', () => {
  it('formats reais with cents', () => {
    expect(plain(formatBRL(1234.5))).toBe('R$ 1.234,50');
    expect(plain(formatBRL(0))).toBe('R$ 0,00');
    expect(plain(formatBRL(Number.NaN))).toBe('R$ 0,00');
  });
});

describe('discount badge', () => {
  it('rounds the percent of (price - promotion) / price', () => {
    expect(discountPercent(100, 85)).toBe(15);
    expect(discountPercent(99.9, 79.9)).toBe(20); // 20.02
    expect(discountPercent(30, 20)).toBe(33); // 33.33
    expect(discountPercent(3, 1)).toBe(67); // 66.67
  });
  it("reads '15% OFF'", () => expect(formatDiscount(100, 85)).toBe('15% OFF'));
  it('shows nothing without a real discount', () => {
    expect(formatDiscount(100, 0)).toBeNull();
    expect(formatDiscount(100, null)).toBeNull();
    expect(formatDiscount(100, 100)).toBeNull();
    expect(formatDiscount(100, 120)).toBeNull();
    expect(formatDiscount(0, 0)).toBeNull();
    expect(formatDiscount(1000, 999.9)).toBeNull(); // rounds to 0 %
  });
  it('follows a store override of the text', () => {
    configure({ messages: { 'price.discountBadge': '-{percent}' } });
    expect(formatDiscount(200, 150)).toBe('-25%');
  });
});

describe('formatInstallments', () => {
  const plan = { maxNumber: 10, value: 12.9, description: 'sem juros' };
  it('reads like a pt-BR price tag', () => {
    expect(plain(formatInstallments(plan, true))).toBe('ou 10x de R$ 12,90 sem juros');
    expect(plain(formatInstallments({ maxNumber: 3, value: 50, description: '' }, true))).toBe('ou 3x de R$ 50,00');
  });
  it('shows nothing when the company does not allow it', () => expect(formatInstallments(plan, false)).toBeNull());
  it('shows nothing for a single installment or no plan', () => {
    expect(formatInstallments({ ...plan, maxNumber: 1 }, true)).toBeNull();
    expect(formatInstallments({ ...plan, maxNumber: 0 }, true)).toBeNull();
    expect(formatInstallments({ ...plan, value: 0 }, true)).toBeNull();
    expect(formatInstallments(null, true)).toBeNull();
  });
});

describe('limitText', () => {
  it('keeps names up to 45 characters', () => {
    const name = 'a'.repeat(45);
    expect(limitText(name)).toBe(name);
  });
  it("cuts longer names at 45 characters and adds '...'", () => {
    expect(limitText('b'.repeat(46))).toBe(`${'b'.repeat(45)}...`);
    expect(limitText('Sofá retrátil e reclinável de três lugares em veludo cinza')).toBe(
      'Sofá retrátil e reclinável de três lugares em...',
    );
  });
  it('takes another limit', () => expect(limitText('Cadeira de escritório', 7)).toBe('Cadeira...'));
  it('never cuts an emoji in half', () => expect(limitText('🛋️🛋️🛋️', 1)).toBe('🛋...'));
});

describe('shipping labels', () => {
  const option = (mode: object, valueShipping = 10) => ({ shippingMode: { name: 'PAC', ...mode }, valueShipping });
  it("says 'Frete Grátis' when the cost is 0", () => {
    expect(formatShippingPrice(option({}, 0))).toBe('Frete Grátis');
    expect(plain(formatShippingPrice(option({}, 19.9)))).toBe('R$ 19,90');
  });
  it('counts days, business days and the singular', () => {
    expect(formatShippingTime(option({ deliveryTime: 1 }))).toBe('(1 dia)');
    expect(formatShippingTime(option({ deliveryTime: 5 }))).toBe('(5 dias)');
    expect(formatShippingTime(option({ deliveryTime: 5, usefulDay: true }))).toBe('(5 dias úteis)');
    expect(formatShippingTime(option({ deliveryTime: '1', usefulDay: 1 }))).toBe('(1 dia útil)');
    expect(formatShippingTime(option({ deliveryTime: 3, usefulDay: 'S' }))).toBe('(3 dias úteis)');
    expect(formatShippingTime(option({ deliveryTime: 3, usefulDay: false }))).toBe('(3 dias)');
  });
  it("says '(Envio Imediato)' without a time and '(*)' for scheduled delivery", () => {
    expect(formatShippingTime(option({ deliveryTime: 0 }))).toBe('(Envio Imediato)');
    expect(formatShippingTime(option({ deliveryTime: null }))).toBe('(Envio Imediato)');
    expect(formatShippingTime(option({}))).toBe('(Envio Imediato)');
    expect(formatShippingTime(option({ deliveryTime: 5, ScheduledDelivery: true }))).toBe('(*)');
  });
});

describe('parseQuantity', () => {
  it('takes a whole number from 1 to 9999', () => {
    expect(parseQuantity('1')).toBe(1);
    expect(parseQuantity('12')).toBe(12);
    expect(parseQuantity('007')).toBe(7);
    expect(parseQuantity('9999')).toBe(9999);
  });
  it.each(['0', '', ' 2', '-1', '1.5', '1,5', '2e3', 'abc', '10000', '+3', 'Infinity'])('refuses %j', (text) => {
    expect(parseQuantity(text)).toBeNull();
  });
});

describe('quantityOptions', () => {
  it('lists 1 up to the stock, padded to two digits', () => {
    expect(quantityOptions(3)).toEqual(['01', '02', '03']);
    expect(quantityOptions(12).slice(8)).toEqual(['09', '10', '11', '12']);
    expect(quantityOptions(120).at(-1)).toBe('120');
  });
  it('is empty without stock and capped by max', () => {
    expect(quantityOptions(0)).toEqual([]);
    expect(quantityOptions(-2)).toEqual([]);
    expect(quantityOptions(50, 10)).toHaveLength(10);
  });
  it('takes a fractional or unknown stock as its whole part, or none', () => {
    expect(quantityOptions(2.9)).toEqual(['01', '02']);
    expect(quantityOptions(Number.NaN)).toEqual([]);
    expect(quantityOptions(Number.POSITIVE_INFINITY, 3)).toEqual([]);
  });
  it("ends at '99' on the product page's dropdown, whatever the stock", () => {
    const list = quantityOptions(5000, QUANTITY_DROPDOWN_MAX);
    expect(list).toHaveLength(99);
    expect(list.every((label) => /^\d{2}$/.test(label))).toBe(true);
    expect(list.map(Number)).toEqual(Array.from({ length: 99 }, (_, i) => i + 1));
  });
});

describe('formatDate', () => {
  it('writes dd/mm/aaaa', () => {
    expect(formatDate(new Date(2024, 4, 9, 23, 59))).toBe('09/05/2024');
    expect(formatDate('2024-05-09')).toBe('09/05/2024');
    expect(formatDate('2024-05-09T10:30:00')).toBe('09/05/2024');
    expect(formatDateTime('2024-05-09T10:30:00')).toBe('09/05/2024 10:30');
  });
  it('writes nothing for what is not a date', () => {
    expect(formatDate('ontem')).toBe('');
    expect(formatDate(null)).toBe('');
    expect(formatDate(new Date(Number.NaN))).toBe('');
  });
});
