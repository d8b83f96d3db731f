import { pipe } from 'imask';
import type { MaskedDynamicOptions, MaskedPatternOptions } from 'imask';

/**
 * Input masks (imask options) for the Brazilian formats. The field components pass them to
 * react-imask; plain code formats a value with `applyMask` or the format* helpers below.
 * In patterns, 0 is any digit; the other characters are fixed.
 */
export type MaskOptions = MaskedPatternOptions | MaskedDynamicOptions;

const pattern = (mask: string): MaskedPatternOptions => ({ mask });

/** CPF 000.000.000-00 (14 characters). */
export const cpfMask = pattern('000.000.000-00');
/** CNPJ 00.000.000/0000-00 (18 characters). */
export const cnpjMask = pattern('00.000.000/0000-00');
/** CPF up to 11 digits, switching to CNPJ from the 12th digit on (customer-area §5). */
export const cpfCnpjMask: MaskedDynamicOptions = { mask: [cpfMask, cnpjMask] };
/** (DD) NNNN-NNNN up to 10 digits, (DD) NNNNN-NNNN with 11 (customer-area §5). */
export const phoneMask: MaskedDynamicOptions = {
  mask: [pattern('(00) 0000-0000'), pattern('(00) 00000-0000')],
};
/** CEP 00000-000 (9 characters). */
export const cepMask = pattern('00000-000');
/** Birth date dd/mm/aaaa (10 characters, digits only). */
export const birthDateMask = pattern('00/00/0000');
/** Card expiry MM/YY. */
export const cardExpiryMask = pattern('00/00');
/** Card number in groups of four, up to 19 digits. */
export const cardNumberMask = pattern('0000 0000 0000 0000 000');
/** The address number: up to 5 digits (customer-area §5, maximum 99999). */
export const addressNumberMask = pattern('00000');

/** Applies a mask to a raw value: applyMask(cepMask, '01310100') -> '01310-100'. */
export function applyMask(mask: MaskOptions, value: string): string {
  try {
    return pipe(typeof value === 'string' ? value : '', mask as MaskedPatternOptions);
  } catch {
    return '';
  }
}

const digitsOf = (value: string) => (typeof value === 'string' ? value.replace(/\D/g, '') : '');

/** '52998224725' -> '529.982.247-25'; 14 digits -> '11.222.333/0001-81'. */
export const formatCpfCnpj = (value: string) => applyMask(cpfCnpjMask, digitsOf(value));
/** '11987654321' -> '(11) 98765-4321'; '1123456789' -> '(11) 2345-6789'. */
export const formatPhone = (value: string) => applyMask(phoneMask, digitsOf(value));
/** '01310100' -> '01310-100'. */
export const formatCep = (value: string) => applyMask(cepMask, digitsOf(value));
