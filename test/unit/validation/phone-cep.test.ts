import { describe, expect, it } from 'vitest';
import { BRAZILIAN_AREA_CODES, isValidCep, isValidPhone, phoneProblem } from '../../../src/validation';

describe('isValidPhone', () => {
  it.each([
    '(11) 98765-4321',
    '(11) 2345-6789',
    '11987654321',
    '1123456789',
    '(21) 99999-1234',
    '(31) 3222-1000',
    '(47) 3333-4444',
    '(61) 98888-7777',
    '(85) 4002-8922',
    '(99) 91234-5678',
    '(011) 98765-4321', // a leading 0 is dropped
    '011 2345-6789',
  ])('accepts %j', (phone) => expect(isValidPhone(phone)).toBe(true));

  it.each(['20', '23', '25', '26', '29', '30', '36', '39', '40', '50', '52', '56', '57', '58', '59', '60', '70', '72', '76', '78', '80', '90'])(
    'refuses the area code %s, which does not exist',
    (ddd) => {
      expect(isValidPhone(`(${ddd}) 98765-4321`)).toBe(false);
      expect(isValidPhone(`${ddd}23456789`)).toBe(false);
      expect(phoneProblem(`(${ddd}) 98765-4321`)).toBe('pattern');
    },
  );

  it('knows the 67 area codes in use and none of 00-10', () => {
    expect(BRAZILIAN_AREA_CODES).toHaveLength(67);
    expect(BRAZILIAN_AREA_CODES.some((code) => Number(code) <= 10)).toBe(false);
  });

  it('refuses a mobile (11 digits) that does not start with 9 after the area code', () => {
    expect(isValidPhone('(11) 88765-4321')).toBe(false);
    expect(isValidPhone('(11) 28765-4321')).toBe(false);
  });

  it('refuses a landline (10 digits) that starts with 0, 1, 6, 7, 8 or 9', () => {
    for (const first of '016789') expect(isValidPhone(`(11) ${first}345-6789`)).toBe(false);
  });

  it("reports fewer than 10 digits as 'incorrect'", () => {
    expect(phoneProblem('(11) 2345-678')).toBe('incorrect');
    expect(phoneProblem('(011) 2345-678')).toBe('incorrect');
    expect(phoneProblem('')).toBe('incorrect');
    expect(isValidPhone('(11) 2345-678')).toBe(false);
  });

  it("reports more than 11 digits as 'pattern'", () => {
    expect(phoneProblem('119876543210')).toBe('pattern');
    expect(phoneProblem('5511987654321')).toBe('pattern');
  });

  it('passes a valid number with no problem', () => expect(phoneProblem('(11) 98765-4321')).toBeNull());
});

describe('isValidCep', () => {
  it.each(['01310-100', '01310100', '70040-010', ' 22041-001 '])('accepts %j', (cep) =>
    expect(isValidCep(cep)).toBe(true),
  );
  it.each(['01310-10', '0131010', '013101000', '01310 100', '01.310-100', 'abcde-fgh', '00000-000', ''])(
    'refuses %j',
    (cep) => expect(isValidCep(cep)).toBe(false),
  );
});
