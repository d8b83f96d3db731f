import { asText, isRepeatedDigits } from './digits';

/** 11 bare digits, or the masked form 000.000.000-00 (surrounding blanks are ignored). */
const CPF_SHAPE = /^(?:\d{11}|\d{3}\.\d{3}\.\d{3}-\d{2})$/;
/**
 * 14 bare characters, or the masked form 00.000.000/0000-00 (surrounding blanks are ignored). Since July
 * 2026 the first 12 may be letters (the alphanumeric CNPJ); the 2 check digits stay digits.
 */
const CNPJ_SHAPE = /^(?:[0-9A-Z]{12}\d{2}|[0-9A-Z]{2}\.[0-9A-Z]{3}\.[0-9A-Z]{3}\/[0-9A-Z]{4}-\d{2})$/;

/** Numbers that pass the check-digit arithmetic but are refused (customer-area §5). */
const CPF_BLACKLIST = new Set(['12345678909']);

/**
 * The check digit for `chars` with the given weights (mod 11, 10 and 11 both give 0). Each character counts
 * as its char code minus 48 (the Receita Federal's rule for the alphanumeric CNPJ): '0'-'9' are 0-9, 'A' 17 … 'Z' 42.
 */
function checkDigit(chars: string, weights: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < weights.length; i += 1) sum += (chars.charCodeAt(i) - 48) * (weights[i] ?? 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

const CPF_WEIGHTS_1 = [10, 9, 8, 7, 6, 5, 4, 3, 2] as const;
const CPF_WEIGHTS_2 = [11, 10, 9, 8, 7, 6, 5, 4, 3, 2] as const;
const CNPJ_WEIGHTS_1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] as const;
const CNPJ_WEIGHTS_2 = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] as const;

/** The two check digits of a CPF base of 9 digits: cpfCheckDigits('123456789') -> '09'. */
export function cpfCheckDigits(base: string): string {
  const first = checkDigit(base, CPF_WEIGHTS_1);
  const second = checkDigit(`${base}${first}`, CPF_WEIGHTS_2);
  return `${first}${second}`;
}

/**
 * The two check digits of a CNPJ base of 12 characters (digits, or upper-case letters and digits for the
 * alphanumeric CNPJ): cnpjCheckDigits('112223330001') -> '81', cnpjCheckDigits('12ABC34501DE') -> '35'.
 */
export function cnpjCheckDigits(base: string): string {
  const first = checkDigit(base, CNPJ_WEIGHTS_1);
  const second = checkDigit(`${base}${first}`, CNPJ_WEIGHTS_2);
  return `${first}${second}`;
}

/**
 * A CPF with correct check digits, bare ('12345678909') or masked ('123.456.789-09').
 * The repeated-digit numbers and 12345678909 are refused (customer-area §5).
 */
export function isValidCpf(value: unknown): boolean {
  const text = asText(value).trim();
  if (!CPF_SHAPE.test(text)) return false;
  const digits = text.replace(/\D/g, '');
  if (isRepeatedDigits(digits) || CPF_BLACKLIST.has(digits)) return false;
  return cpfCheckDigits(digits.slice(0, 9)) === digits.slice(9);
}

/**
 * A CNPJ with correct check digits, bare ('11222333000181') or masked ('11.222.333/0001-81'), numeric or
 * alphanumeric ('12ABC34501DE35', '12.ABC.345/01DE-35'; lower-case letters are read as upper-case).
 * The repeated-digit numbers are refused.
 */
export function isValidCnpj(value: unknown): boolean {
  const text = asText(value).trim().toUpperCase();
  if (!CNPJ_SHAPE.test(text)) return false;
  const chars = normalizeCpfCnpj(text);
  if (isRepeatedDigits(chars)) return false;
  return cnpjCheckDigits(chars.slice(0, 12)) === chars.slice(12);
}

/**
 * A CPF or CNPJ as stored and compared: its digits (and, for an alphanumeric CNPJ, its letters in
 * upper case), without the mask: '12.abc.345/01de-35' -> '12ABC34501DE35', '529.982.247-25' -> '52998224725'.
 */
export function normalizeCpfCnpj(value: unknown): string {
  return asText(value).toUpperCase().replace(/[^0-9A-Z]/g, '');
}

/** A valid CPF or a valid CNPJ, masked or bare. */
export function isValidCpfOrCnpj(value: unknown): boolean {
  return isValidCpf(value) || isValidCnpj(value);
}
