import { pipe } from 'imask';
import type { MaskedPatternOptions } from 'imask';
import type { MaskOptions } from './masks';

/**
 * Applies a mask to a raw value: applyMask(cepMask, '01310100') -> '01310-100'. Apart from masks.ts
 * because it imports imask (~15 kB gzip): a module that imports it puts imask in its page's JavaScript.
 * To display a CPF, phone or CEP use documents.ts (formatCpfCnpj, formatPhone, formatCep) instead.
 */
export function applyMask(mask: MaskOptions, value: string): string {
  try {
    return pipe(typeof value === 'string' ? value : '', mask as MaskedPatternOptions);
  } catch {
    return '';
  }
}
