import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as validation from '../../../src/validation';

const validators = {
  isValidCpf: validation.isValidCpf,
  isValidCnpj: validation.isValidCnpj,
  isValidCpfOrCnpj: validation.isValidCpfOrCnpj,
  isValidPhone: validation.isValidPhone,
  isValidCep: validation.isValidCep,
  isValidEmail: validation.isValidEmail,
  isValidBirthDate: (v: unknown) => validation.isValidBirthDate(v),
  isValidFullName: validation.isValidFullName,
  isValidCompanyName: validation.isValidCompanyName,
  looksLikeCompanyName: validation.looksLikeCompanyName,
  isValidCardExpiry: (v: unknown) => validation.isValidCardExpiry(v),
  isValidCardNumber: validation.isValidCardNumber,
  isValidUrl: validation.isValidUrl,
  isDigitsOnly: validation.isDigitsOnly,
  isValidStateCode: validation.isValidStateCode,
  isValidIdentifier: (v: unknown) => validation.isValidIdentifier(v),
  looksLikeFullName: validation.looksLikeFullName,
  matchesSearch: (v: unknown) => validation.matchesSearch(v, 'a'),
};

const anyText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.string({ unit: 'binary' }),
  fc.string({ unit: fc.constantFrom(...'0123456789.-/() @'.split('')) }),
);
const anything = fc.oneof(anyText, fc.anything(), fc.constantFrom(undefined, null, Number.NaN, {}, [], () => '1'));

describe('no validator throws', () => {
  it.each(Object.entries(validators))('%s answers a boolean for any string', (_name, validate) => {
    fc.assert(
      fc.property(anyText, (text) => {
        expect(typeof validate(text)).toBe('boolean');
      }),
      { numRuns: 400 },
    );
  });

  it.each(Object.entries(validators))('%s answers false for any non-string', (_name, validate) => {
    fc.assert(
      fc.property(anything.filter((v) => typeof v !== 'string'), (value) => {
        expect(validate(value)).toBe(false);
      }),
      { numRuns: 200 },
    );
  });

  it('phoneProblem and the helpers never throw either', () => {
    fc.assert(
      fc.property(anything, (value) => {
        expect(['incorrect', 'pattern', null]).toContain(validation.phoneProblem(value));
        expect(typeof validation.onlyDigits(value)).toBe('string');
        expect(validation.parseBrDate(value) === null || typeof validation.parseBrDate(value) === 'object').toBe(true);
      }),
    );
  });

  it('the date validators survive any today', () => {
    fc.assert(
      fc.property(anyText, fc.date({ noInvalidDate: false }), (text, today) => {
        expect(typeof validation.isValidBirthDate(text, today)).toBe('boolean');
        expect(typeof validation.isValidCardExpiry(text, today)).toBe('boolean');
      }),
    );
  });
});
