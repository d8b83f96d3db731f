import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCep, formatCpfCnpj, formatPhone } from '../../../src/format/documents';
import { applyMask } from '../../../src/format/apply-mask';
import {
  birthDateMask,
  cardExpiryMask,
  cardNumberMask,
  cepMask,
  cnpjMask,
  cpfCnpjMask,
  phoneMask,
} from '../../../src/format/masks';
import { isValidCep, isValidCpfOrCnpj, isValidPhone } from '../../../src/validation';

describe('display formatters', () => {
  it('format a CPF up to 11 digits and a CNPJ from the 12th', () => {
    expect(formatCpfCnpj('529982')).toBe('529.982');
    expect(formatCpfCnpj('52998224725')).toBe('529.982.247-25');
    expect(formatCpfCnpj('112223330001')).toBe('11.222.333/0001');
    expect(formatCpfCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatCpfCnpj('11.222.333/0001-81')).toBe('11.222.333/0001-81');
  });

  it('format landlines and mobiles', () => {
    expect(formatPhone('1123456789')).toBe('(11) 2345-6789');
    expect(formatPhone('11987654321')).toBe('(11) 98765-4321');
    expect(formatPhone('119876')).toBe('(11) 9876');
  });

  it('format the CEP and drop extra digits', () => {
    expect(formatCep('01310100')).toBe('01310-100');
    expect(formatCep('013101009999')).toBe('01310-100');
  });

  it('give values the validators accept', () => {
    expect(isValidCpfOrCnpj(formatCpfCnpj('52998224725'))).toBe(true);
    expect(isValidPhone(formatPhone('11987654321'))).toBe(true);
    expect(isValidCep(formatCep('01310100'))).toBe(true);
  });
});

describe('input masks', () => {
  it('mask the CNPJ alone, the CEP, the birth date, the card expiry and number', () => {
    expect(applyMask(cnpjMask, '11222333000181')).toBe('11.222.333/0001-81');
    expect(applyMask(cepMask, '013101009999')).toBe('01310-100');
    expect(applyMask(birthDateMask, '31121990')).toBe('31/12/1990');
    expect(applyMask(cardExpiryMask, '0729')).toBe('07/29');
    expect(applyMask(cardNumberMask, '4111111111111111')).toBe('4111 1111 1111 1111');
  });

  it('agree with the display formatters on any run of digits', () => {
    const digits = fc.string({ unit: fc.constantFrom(...'0123456789'.split('')), maxLength: 16 });
    fc.assert(
      fc.property(digits, (value) => {
        expect(applyMask(cpfCnpjMask, value)).toBe(formatCpfCnpj(value));
        expect(applyMask(phoneMask, value)).toBe(formatPhone(value));
        expect(applyMask(cepMask, value)).toBe(formatCep(value));
      }),
      { numRuns: 300 },
    );
  });

  it('give the same answer when a mask is reused', () => {
    expect(applyMask(phoneMask, '11987654321')).toBe('(11) 98765-4321');
    expect(applyMask(phoneMask, '1123456789')).toBe('(11) 2345-6789');
    expect(applyMask(cpfCnpjMask, '52998224725')).toBe('529.982.247-25');
  });
});
