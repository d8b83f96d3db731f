import { describe, expect, it } from 'vitest';
import { isBlockedKey, nearestValid, quantityBounds, resolveQuantity, stepKeyOf, stepQuantity } from '../../../src/ui/quantity-stepper/quantity-rules';

describe('quantityBounds', () => {
  it.each([
    [{}, { lo: 1, hi: 9999, step: 1 }],
    [{ max: 5 }, { lo: 1, hi: 5, step: 1 }],
    [{ min: 3, max: 20, multiple: 4 }, { lo: 4, hi: 20, step: 4 }],
    [{ max: 10, multiple: 3 }, { lo: 3, hi: 9, step: 3 }],
    // stock 2, sold in 3s: the only quantity is 3
    [{ max: 2, multiple: 3 }, { lo: 3, hi: 3, step: 3 }],
    // out of 1..9999, a max below the min, a multiple of 0: kept sane
    [{ min: 0, max: 20000, multiple: 0 }, { lo: 1, hi: 9999, step: 1 }],
    [{ min: 5, max: 2 }, { lo: 5, hi: 5, step: 1 }],
  ])('%o gives %o', (limits, bounds) => {
    expect(quantityBounds(limits)).toEqual(bounds);
  });
});

describe('resolveQuantity', () => {
  it.each([
    ['', 'empty'],
    ['   ', 'blank'],
    ['0', 'zero'],
    ['10000', 'above 9999'],
    ['1.5', 'a decimal'],
    ['1,5', 'a decimal with a comma'],
    ['-2', 'negative'],
    ['dois', 'text'],
    ['1e3', 'an exponent'],
  ])('refuses %j (%s) and keeps the current quantity, without a commit', (text) => {
    expect(resolveQuantity(text, 3)).toEqual({ value: 3, commit: false, notice: { kind: 'range' } });
  });

  it('takes a whole number from 1 to 9999 within the limits', () => {
    expect(resolveQuantity('33', 1)).toEqual({ value: 33, commit: true, notice: null });
    expect(resolveQuantity(' 9999 ', 1)).toEqual({ value: 9999, commit: true, notice: null });
    expect(resolveQuantity('007', 1)).toEqual({ value: 7, commit: true, notice: null });
  });

  it('never commits the current quantity', () => {
    expect(resolveQuantity('4', 4)).toEqual({ value: 4, commit: false, notice: null });
  });

  it('caps a number above max to the largest valid quantity, with a notice', () => {
    expect(resolveQuantity('50', 1, { max: 12 })).toEqual({ value: 12, commit: true, notice: { kind: 'max', n: 12 } });
    expect(resolveQuantity('50', 1, { max: 12, multiple: 5 })).toEqual({ value: 10, commit: true, notice: { kind: 'max', n: 10 } });
    // capped to what is there already: told, not committed
    expect(resolveQuantity('50', 12, { max: 12 })).toEqual({ value: 12, commit: false, notice: { kind: 'max', n: 12 } });
  });

  it('raises a number below min to the smallest valid quantity, with a notice', () => {
    expect(resolveQuantity('1', 6, { min: 3 })).toEqual({ value: 3, commit: true, notice: { kind: 'min', n: 3 } });
  });

  it('snaps a number off the multiples to the nearest valid one, with a notice', () => {
    expect(resolveQuantity('7', 6, { multiple: 6 })).toEqual({ value: 6, commit: false, notice: { kind: 'multiple', m: 6, n: 6 } });
    expect(resolveQuantity('10', 6, { multiple: 6 })).toEqual({ value: 12, commit: true, notice: { kind: 'multiple', m: 6, n: 12 } });
    // a tie goes up
    expect(resolveQuantity('9', 6, { multiple: 6 })).toEqual({ value: 12, commit: true, notice: { kind: 'multiple', m: 6, n: 12 } });
    // never below the first multiple
    expect(resolveQuantity('1', 6, { multiple: 6 })).toEqual({ value: 6, commit: false, notice: { kind: 'min', n: 6 } });
  });

  it('nearestValid stays within the bounds', () => {
    expect(nearestValid(100, { lo: 2, hi: 20, step: 2 })).toBe(20);
    expect(nearestValid(0, { lo: 2, hi: 20, step: 2 })).toBe(2);
  });
});

describe('stepQuantity', () => {
  it('steps by one between 1 and max', () => {
    expect(stepQuantity(3, 'up', { max: 5 })).toBe(4);
    expect(stepQuantity(5, 'up', { max: 5 })).toBe(5);
    expect(stepQuantity(3, 'down')).toBe(2);
    expect(stepQuantity(1, 'down')).toBe(1);
  });

  it('steps by the multiple, moving an off-grid quantity to the next multiple in that direction', () => {
    expect(stepQuantity(6, 'up', { multiple: 6 })).toBe(12);
    expect(stepQuantity(7, 'up', { multiple: 6 })).toBe(12);
    expect(stepQuantity(7, 'down', { multiple: 6 })).toBe(6);
    expect(stepQuantity(6, 'down', { multiple: 6 })).toBe(6);
  });

  it('goes to the ends with Home and End, and ten steps with PageUp and PageDown', () => {
    expect(stepQuantity(5, 'home', { min: 2, max: 40 })).toBe(2);
    expect(stepQuantity(5, 'end', { min: 2, max: 40 })).toBe(40);
    expect(stepQuantity(5, 'pageUp', { max: 40 })).toBe(15);
    expect(stepQuantity(35, 'pageUp', { max: 40 })).toBe(40);
    expect(stepQuantity(5, 'pageDown')).toBe(1);
  });
});

describe('keys', () => {
  it('maps the spinbutton keys', () => {
    expect(['ArrowUp', 'ArrowDown', 'PageUp', 'PageDown', 'Home', 'End', 'a'].map(stepKeyOf)).toEqual(['up', 'down', 'pageUp', 'pageDown', 'home', 'end', null]);
  });

  it('blocks printable keys that are not digits, never shortcuts or editing keys', () => {
    for (const key of ['e', 'E', ',', '.', '+', '-', ' ', 'a']) expect(isBlockedKey({ key }), key).toBe(true);
    for (const key of ['0', '9', 'Backspace', 'Delete', 'Tab', 'ArrowLeft']) expect(isBlockedKey({ key }), key).toBe(false);
    expect(isBlockedKey({ key: 'v', ctrlKey: true })).toBe(false);
    expect(isBlockedKey({ key: 'a', metaKey: true })).toBe(false);
  });
});
