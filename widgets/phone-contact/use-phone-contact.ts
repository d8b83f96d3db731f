import { useStore } from '@nanostores/react';
import { formatPhone } from '../../src/format/documents';
import { $company } from '../../src/stores/company';

/** '1140028922' -> '(11) 4002-8922'; '11940028922' -> '(11) 94002-8922'; 0800 numbers grouped. */
export function formatPhoneDisplay(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  if (/^0[38]00\d{7}$/.test(digits)) return `${digits.slice(0, 4)} ${digits.slice(4, 7)} ${digits.slice(7)}`;
  const local = digits.replace(/^0/, '');
  return local.length === 10 || local.length === 11 ? formatPhone(local) : raw;
}

/** The store's phone from the company settings, for display and for a tel: link. */
export function usePhoneContact() {
  const company = useStore($company);
  const digits = (company.data?.phoneContact ?? '').replace(/\D/g, '');
  return {
    state: company.data ? (digits ? 'ready' : 'empty') : company.status === 'error' ? 'error' : 'loading',
    display: formatPhoneDisplay(digits),
    href: digits ? `tel:+55${digits.replace(/^0(?!800|300)/, '')}` : '',
  } as const;
}
