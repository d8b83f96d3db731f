/** The card's brand by its first digits, and the offline sandbox's token (issue 25). */
import { describe, expect, it } from 'vitest';
import { cvvLength, detectCardBrand } from '../../../src/payment/card/brand';
import { decodeSandboxToken, encodeSandboxToken, sandboxOutcome } from '../../../src/payment/card/sandbox';

describe('detectCardBrand', () => {
  it.each([
    ['4111 1111 1111 1111', 'visa'],
    ['4', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['2221000000000009', 'mastercard'],
    ['2720990000000000', 'mastercard'],
    ['5067 0000 0000 0000', 'elo'],
    ['6362970000000000', 'elo'],
    ['4011780000000000', 'elo'],
    ['6500310000000000', 'elo'],
    ['378282246310005', 'amex'],
    ['6062825624254001', 'hipercard'],
    ['3841001111222233334', 'hipercard'],
    ['30569309025904', 'diners'],
    ['36000000000008', 'diners'],
  ] as const)('%s is %s', (number, brand) => expect(detectCardBrand(number)).toBe(brand));

  it('tells nothing for other or no digits', () => {
    for (const number of ['', '9999 9999', '2721 00', '6011111111111117', 'abc']) expect(detectCardBrand(number), number).toBeNull();
  });

  it('asks 4 CVV digits of American Express, 3 of the others', () => {
    expect(cvvLength('amex')).toBe(4);
    expect(cvvLength('visa')).toBe(3);
    expect(cvvLength(null)).toBe(3);
  });
});

describe('the sandbox token', () => {
  it('knows the test cards', () => {
    expect(sandboxOutcome('4111 1111 1111 1111')).toBe('approved');
    expect(sandboxOutcome('5555555555554444')).toBe('approved');
    expect(sandboxOutcome('4000 0000 0000 0002')).toBe('declined');
    expect(sandboxOutcome('4000000000009995')).toBe('insufficient_funds');
    expect(sandboxOutcome('4000 0000 0000 9235')).toBe('in_review');
    expect(sandboxOutcome('4242424242424242')).toBe('unknown');
  });

  it('carries the outcome, brand and last 4, and nothing of the number beyond them', () => {
    const token = encodeSandboxToken({ outcome: 'approved', brand: 'visa', last4: '1111', nonce: 'abcDEF123456' });
    expect(decodeSandboxToken(token)).toEqual({ outcome: 'approved', brand: 'visa', last4: '1111', nonce: 'abcDEF123456' });
    expect(atob(token.slice('sandbox_'.length).replace(/-/g, '+').replace(/_/g, '/'))).not.toMatch(/411111/);
  });

  it('reads anything else as no token', () => {
    const wrong = (payload: unknown) => `sandbox_${btoa(JSON.stringify(payload)).replace(/=+$/, '')}`;
    for (const token of [
      '',
      '4111111111111111',
      'sandbox_',
      'sandbox_!!!',
      wrong({ v: 2, o: 'approved', b: 'visa', l: '1111', n: 'abcdefgh' }),
      wrong({ v: 1, o: 'paid', b: 'visa', l: '1111', n: 'abcdefgh' }),
      wrong({ v: 1, o: 'approved', b: 'discover', l: '1111', n: 'abcdefgh' }),
      wrong({ v: 1, o: 'approved', b: 'visa', l: '11111', n: 'abcdefgh' }),
      wrong({ v: 1, o: 'approved', b: 'visa', l: '1111', n: 'a' }),
      wrong([1, 2]),
    ]) {
      expect(decodeSandboxToken(token), token).toBeNull();
    }
  });
});
