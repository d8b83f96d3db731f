import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCpfCnpj } from '../../../src/format/documents';
import { cnpjCheckDigits, isValidCnpj, isValidCpfOrCnpj } from '../../../src/validation';
import { normalizeCpfCnpj } from '../../../src/validation/cpf-cnpj';

/** The Receita Federal's rule written out independently: value = char code − 48, weights 2..9 from the right, mod 11. */
function referenceDigits(base: string): string {
  const digit = (chars: string) => {
    let sum = 0;
    let weight = 2;
    for (let i = chars.length - 1; i >= 0; i -= 1) {
      sum += (chars.charCodeAt(i) - 48) * weight;
      weight = weight === 9 ? 2 : weight + 1;
    }
    const rest = sum % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  const first = digit(base);
  return `${first}${digit(`${base}${first}`)}`;
}

const ALNUM = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');
const base12 = fc.array(fc.constantFrom(...ALNUM), { minLength: 12, maxLength: 12 }).map((a) => a.join(''));
const mask = (cnpj: string) => `${cnpj.slice(0, 2)}.${cnpj.slice(2, 5)}.${cnpj.slice(5, 8)}/${cnpj.slice(8, 12)}-${cnpj.slice(12)}`;

describe('alphanumeric CNPJ (issued from July 2026)', () => {
  it("gives the Receita Federal's published example 12ABC34501DE the check digits 35", () => {
    expect(cnpjCheckDigits('12ABC34501DE')).toBe('35');
    expect(referenceDigits('12ABC34501DE')).toBe('35');
  });

  it.each(['12ABC34501DE35', '12.ABC.345/01DE-35', '12abc34501de35', ' 12.abc.345/01de-35 '])('accepts %j', (cnpj) => {
    expect(isValidCnpj(cnpj)).toBe(true);
    expect(isValidCpfOrCnpj(cnpj)).toBe(true);
  });

  it.each([
    '12ABC34501DE36', // wrong check digit
    '12ABC34501DE3A', // letters in the check digits
    '12ABC34501D35', // 13 characters
    '12.ABC.345/01DE35', // half-masked
    '12-ABC-345/01DE.35', // wrong separators
    '12ÀBC34501DE35', // not ASCII
  ])('refuses %j', (cnpj) => expect(isValidCnpj(cnpj)).toBe(false));

  it('keeps the numeric CNPJ as it was', () => {
    expect(cnpjCheckDigits('112223330001')).toBe('81');
    expect(isValidCnpj('11.222.333/0001-81')).toBe(true);
  });

  it('matches the reference arithmetic for any 12-character base, bare and masked', () => {
    fc.assert(
      fc.property(base12, (base) => {
        const digits = referenceDigits(base);
        expect(cnpjCheckDigits(base)).toBe(digits);
        const cnpj = `${base}${digits}`;
        const valid = !/^(\d)\1*$/.test(cnpj);
        expect(isValidCnpj(cnpj)).toBe(valid);
        expect(isValidCnpj(mask(cnpj))).toBe(valid);
        expect(isValidCnpj(mask(cnpj).toLowerCase())).toBe(valid);
      }),
    );
  });

  it('refuses any single changed check digit', () => {
    fc.assert(
      fc.property(base12, fc.integer({ min: 1, max: 9 }), fc.integer({ min: 0, max: 1 }), (base, shift, position) => {
        const digits = referenceDigits(base).split('');
        digits[position] = String((Number(digits[position]) + shift) % 10);
        expect(isValidCnpj(`${base}${digits.join('')}`)).toBe(false);
      }),
    );
  });

  it('formats with the same mask, letters upper-cased, and normalizes back', () => {
    expect(formatCpfCnpj('12abc34501de35')).toBe('12.ABC.345/01DE-35');
    expect(formatCpfCnpj('12ABC')).toBe('12.ABC');
    expect(formatCpfCnpj('52998224725')).toBe('529.982.247-25');
    fc.assert(
      fc.property(base12, (base) => {
        const cnpj = `${base}${referenceDigits(base)}`;
        if (/[A-Z]/.test(cnpj)) expect(formatCpfCnpj(cnpj)).toBe(mask(cnpj));
        expect(normalizeCpfCnpj(mask(cnpj).toLowerCase())).toBe(cnpj);
      }),
    );
  });
});
