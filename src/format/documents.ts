/**
 * Formatting of Brazilian numbers for display, without the input-mask library (so a widget that only
 * shows a CPF or phone does not load imask). Same patterns as the input masks in masks.ts: fixed
 * characters appear only up to the last digit given, extra digits are dropped.
 */
const digitsOf = (value: string) => (typeof value === 'string' ? value.replace(/\D/g, '') : '');

/** Fills a pattern's 0s with the value's digits: formatPattern('01310100', '00000-000') -> '01310-100'. */
export function formatPattern(value: string, pattern: string): string {
  const digits = digitsOf(value);
  let out = '';
  let next = 0;
  for (const char of pattern) {
    if (next >= digits.length) break;
    out += char === '0' ? digits[next++] : char;
  }
  return out;
}

export const CPF_PATTERN = '000.000.000-00';
export const CNPJ_PATTERN = '00.000.000/0000-00';
export const PHONE_PATTERN = '(00) 0000-0000';
export const MOBILE_PATTERN = '(00) 00000-0000';
export const CEP_PATTERN = '00000-000';

/**
 * '52998224725' -> '529.982.247-25'; from 12 digits on, a CNPJ: '11.222.333/0001-81'. A value with letters
 * is an alphanumeric CNPJ (issued since July 2026), same mask, letters upper-cased: '12abc34501de35' ->
 * '12.ABC.345/01DE-35'.
 */
export const formatCpfCnpj = (value: string) => {
  const chars = typeof value === 'string' ? value.toUpperCase().replace(/[^0-9A-Z]/g, '') : '';
  if (!/[A-Z]/.test(chars)) return formatPattern(value, digitsOf(value).length > 11 ? CNPJ_PATTERN : CPF_PATTERN);
  let out = '';
  let next = 0;
  for (const char of CNPJ_PATTERN) {
    if (next >= chars.length) break;
    out += char === '0' ? chars[next++] : char;
  }
  return out;
};

/** '11987654321' -> '(11) 98765-4321'; '1123456789' -> '(11) 2345-6789'. */
export const formatPhone = (value: string) =>
  formatPattern(value, digitsOf(value).length > 10 ? MOBILE_PATTERN : PHONE_PATTERN);

/** '01310100' -> '01310-100'. */
export const formatCep = (value: string) => formatPattern(value, CEP_PATTERN);
