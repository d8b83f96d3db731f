import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidCnpj, isValidCpf, isValidCpfOrCnpj } from '../../../src/validation';
import { maskCnpj, maskCpf, referenceCnpj, referenceCpf } from './reference';

const repeated = (length: number) => Array.from({ length: 10 }, (_, d) => String(d).repeat(length));

describe('isValidCpf', () => {
  it.each(['52998224725', '529.982.247-25', '11144477735', '111.444.777-35', ' 529.982.247-25 '])(
    'accepts the valid CPF %j',
    (cpf) => expect(isValidCpf(cpf)).toBe(true),
  );

  it.each([
    '52998224724', // wrong second check digit
    '52998224715', // wrong first check digit
    '529.982.247-2', // too short
    '5299822472', // 10 digits
    '529982247250', // 12 digits
    '529.982.24725', // half-masked
    '529-982-247.25', // wrong separators
    'abc.def.ghi-jk',
    '',
  ])('refuses %j', (cpf) => expect(isValidCpf(cpf)).toBe(false));

  it.each(repeated(11))('refuses the repeated-digit number %s', (cpf) => {
    expect(isValidCpf(cpf)).toBe(false);
    expect(isValidCpf(maskCpf(cpf))).toBe(false);
  });

  it('refuses 12345678909 although its check digits are right', () => {
    expect(referenceCpf('123456789')).toBe('12345678909');
    expect(isValidCpf('12345678909')).toBe(false);
    expect(isValidCpf('123.456.789-09')).toBe(false);
  });

  it('refuses a CNPJ', () => expect(isValidCpf('11.222.333/0001-81')).toBe(false));
});

describe('isValidCnpj', () => {
  it.each(['11222333000181', '11.222.333/0001-81', '11444777000161', '11.444.777/0001-61'])(
    'accepts the valid CNPJ %j',
    (cnpj) => expect(isValidCnpj(cnpj)).toBe(true),
  );

  it.each([
    '11222333000182',
    '11222333000191',
    '11.222.333/0001-8',
    '112223330001811',
    '11.222.333.0001-81',
    '52998224725',
    '',
  ])('refuses %j', (cnpj) => expect(isValidCnpj(cnpj)).toBe(false));

  it.each(repeated(14))('refuses the repeated-digit number %s', (cnpj) => {
    expect(isValidCnpj(cnpj)).toBe(false);
    expect(isValidCnpj(maskCnpj(cnpj))).toBe(false);
  });
});

describe('isValidCpfOrCnpj', () => {
  it('accepts either kind, masked or bare', () => {
    expect(isValidCpfOrCnpj('529.982.247-25')).toBe(true);
    expect(isValidCpfOrCnpj('11222333000181')).toBe(true);
  });
  it('refuses the blacklist and broken numbers', () => {
    expect(isValidCpfOrCnpj('12345678909')).toBe(false);
    expect(isValidCpfOrCnpj('00000000000000')).toBe(false);
    expect(isValidCpfOrCnpj('529.982.247-26')).toBe(false);
  });
});

describe('check-digit properties', () => {
  const digits = (length: number) =>
    fc.array(fc.integer({ min: 0, max: 9 }), { minLength: length, maxLength: length }).map((a) => a.join(''));

  it('every CPF built with correct check digits passes, masked and bare', () => {
    fc.assert(
      fc.property(digits(9), (base) => {
        const cpf = referenceCpf(base);
        fc.pre(!/^(\d)\1{10}$/.test(cpf) && cpf !== '12345678909');
        expect(isValidCpf(cpf)).toBe(true);
        expect(isValidCpf(maskCpf(cpf))).toBe(true);
        expect(isValidCpfOrCnpj(maskCpf(cpf))).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('every CNPJ built with correct check digits passes, masked and bare', () => {
    fc.assert(
      fc.property(digits(12), (base) => {
        const cnpj = referenceCnpj(base);
        fc.pre(!/^(\d)\1{13}$/.test(cnpj));
        expect(isValidCnpj(cnpj)).toBe(true);
        expect(isValidCnpj(maskCnpj(cnpj))).toBe(true);
        expect(isValidCpfOrCnpj(cnpj)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('changing a check digit of a valid CPF or CNPJ makes it invalid', () => {
    fc.assert(
      fc.property(digits(9), digits(12), fc.integer({ min: 1, max: 9 }), fc.boolean(), (cpfBase, cnpjBase, shift, last) => {
        const bump = (id: string) => {
          const at = last ? id.length - 1 : id.length - 2;
          return id.slice(0, at) + String((Number(id[at]) + shift) % 10) + id.slice(at + 1);
        };
        expect(isValidCpf(bump(referenceCpf(cpfBase)))).toBe(false);
        expect(isValidCnpj(bump(referenceCnpj(cnpjBase)))).toBe(false);
      }),
      { numRuns: 500 },
    );
  });
});
