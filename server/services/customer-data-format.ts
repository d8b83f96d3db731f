/** How the customer area shows stored values: masked CPF/CNPJ, phones and CEPs, dd/mm/aaaa dates. */
import { formatCep, formatPhone } from '../../src/format/documents';

/** Fills a pattern's 0s with the value's characters (letters kept: the alphanumeric CNPJ). */
function fill(value: string, pattern: string): string {
  let out = '';
  let next = 0;
  for (const char of pattern) {
    if (next >= value.length) break;
    out += char === '0' ? value[next++] : char;
  }
  return out;
}

/** '52998224725' -> '529.982.247-25'; '11222333000181' -> '11.222.333/0001-81'; letters of a CNPJ kept. */
export function formatDocument(value: string): string {
  const bare = value.replace(/[^0-9A-Za-z]/g, '').toUpperCase();
  if (bare.length === 11) return fill(bare, '000.000.000-00');
  if (bare.length === 14) return fill(bare, '00.000.000/0000-00');
  return bare;
}

/** '1985-03-14' -> '14/03/1985'; '' for none. */
export function formatIsoDate(value: string | null): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value ?? '');
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '';
}

/** '11987654321' -> '(11) 98765-4321'; '' stays ''. */
export const formatPhoneDigits = (value: string): string => (value ? formatPhone(value) : '');

/** '01310100' -> '01310-100'. */
export const formatZip = (value: string): string => formatCep(value.trim());
