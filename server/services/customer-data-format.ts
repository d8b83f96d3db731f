/** How the customer area shows stored values: masked CPF/CNPJ, phones and CEPs, dd/mm/aaaa dates. */
import { formatCep, formatPhone } from '../../src/format/documents';

/** '1985-03-14' -> '14/03/1985'; '' for none. */
export function formatIsoDate(value: string | null): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value ?? '');
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '';
}

/** '11987654321' -> '(11) 98765-4321'; '' stays ''. */
export const formatPhoneDigits = (value: string): string => (value ? formatPhone(value) : '');

/** '01310100' -> '01310-100'. */
export const formatZip = (value: string): string => formatCep(value.trim());
