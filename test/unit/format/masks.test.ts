import { describe, expect, it } from 'vitest';
import {
  applyMask,
  birthDateMask,
  cardExpiryMask,
  cepMask,
  cnpjMask,
  formatCep,
  formatCpfCnpj,
  formatPhone,
} from '../../../src/format';
import { isValidCep, isValidCpfOrCnpj, isValidPhone } from '../../../src/validation';

describe('masks', () => {
  it('formats a CPF up to 11 digits and a CNPJ from the 12th', () => {
    expect(formatCpfCnpj('529982')).toBe('529.982');
    expect(formatCpfCnpj('52998224725')).toBe('529.982.247-25');
    expect(formatCpfCnpj('112223330001')).toBe('11.222.333/0001');
    expect(formatCpfCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatCpfCnpj('11.222.333/0001-81')).toBe('11.222.333/0001-81');
  });

  it('formats the CNPJ alone', () => expect(applyMask(cnpjMask, '11222333000181')).toBe('11.222.333/0001-81'));

  it('formats landlines and mobiles', () => {
    expect(formatPhone('1123456789')).toBe('(11) 2345-6789');
    expect(formatPhone('11987654321')).toBe('(11) 98765-4321');
    expect(formatPhone('119876')).toBe('(11) 9876');
  });

  it('formats the CEP, the birth date and the card expiry', () => {
    expect(formatCep('01310100')).toBe('01310-100');
    expect(applyMask(cepMask, '013101009999')).toBe('01310-100');
    expect(applyMask(birthDateMask, '31121990')).toBe('31/12/1990');
    expect(applyMask(cardExpiryMask, '0729')).toBe('07/29');
  });

  it('masked values pass the validators', () => {
    expect(isValidCpfOrCnpj(formatCpfCnpj('52998224725'))).toBe(true);
    expect(isValidPhone(formatPhone('11987654321'))).toBe(true);
    expect(isValidCep(formatCep('01310100'))).toBe(true);
  });

  it('gives the same answer when a mask is reused', () => {
    expect(formatPhone('11987654321')).toBe(formatPhone('11987654321'));
    expect(formatCpfCnpj('52998224725')).toBe('529.982.247-25');
  });
});
