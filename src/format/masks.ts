import type { MaskedDynamicOptions, MaskedPatternOptions } from 'imask';
import { CEP_PATTERN, CNPJ_PATTERN, CPF_PATTERN, MOBILE_PATTERN, PHONE_PATTERN } from './documents';

/**
 * Input masks (imask options) for the Brazilian formats: plain objects, so importing them does not
 * load imask (only its types are imported here). The field components bind them with useMask
 * (src/forms/use-mask.ts), which fetches imask on a field's first focus; plain code applies one with
 * `applyMask` (apply-mask.ts, which does import imask). To only display a value, documents.ts formats
 * it with the same patterns without imask. Not in the format barrel (index.ts): import from
 * 'src/format/masks' or 'src/forms'.
 * In patterns, 0 is any digit; the other characters are fixed.
 */
export type MaskOptions = MaskedPatternOptions | MaskedDynamicOptions;

const pattern = (mask: string): MaskedPatternOptions => ({ mask });

/** CPF 000.000.000-00 (14 characters). */
export const cpfMask = pattern(CPF_PATTERN);
/**
 * CNPJ 00.000.000/0000-00 (18 characters). The alphanumeric CNPJ (issued since July 2026) has the same
 * mask with letters or digits in its first 12 positions and two check digits: 12.ABC.345/01DE-35.
 * Letters are taken in upper case as typed ('a' becomes 'A').
 */
export const cnpjMask: MaskedPatternOptions = {
  mask: CNPJ_PATTERN.replace(/0(?=.*-)/g, 'X'),
  definitions: { X: /[0-9A-Z]/ },
  prepareChar: (chars: string) => chars.toUpperCase(),
};
/**
 * CPF up to 11 digits, switching to CNPJ from the 12th digit on (customer-area §5), and at once to
 * CNPJ when a letter is typed (an alphanumeric CNPJ).
 */
export const cpfCnpjMask: MaskedDynamicOptions = { mask: [cpfMask, cnpjMask] };
/** (DD) NNNN-NNNN up to 10 digits, (DD) NNNNN-NNNN with 11 (customer-area §5). */
export const phoneMask: MaskedDynamicOptions = {
  mask: [pattern(PHONE_PATTERN), pattern(MOBILE_PATTERN)],
};
/** CEP 00000-000 (9 characters). */
export const cepMask = pattern(CEP_PATTERN);
/** Birth date dd/mm/aaaa (10 characters, digits only). */
export const birthDateMask = pattern('00/00/0000');
/** Card expiry MM/YY. */
export const cardExpiryMask = pattern('00/00');
/** Card number in groups of four, up to 19 digits. */
export const cardNumberMask = pattern('0000 0000 0000 0000 000');
