import type { CompanyAddress, CompanyInfo } from '../../src/api/operations';
import { CNPJ_PATTERN, formatCep, formatPattern } from '../../src/format/documents';
import { useQuery } from '../../src/stores/use-query';

/** 'Avenida Paulista, 1000 - Conjunto 42 - Bela Vista - São Paulo/SP'. */
function addressLine(address: CompanyAddress | null | undefined): string {
  if (!address || typeof address !== 'object') return '';
  const street = [address.street, address.number].filter(Boolean).join(', ');
  const city = [address.city, address.state].filter(Boolean).join('/');
  return [street, address.complement, address.district, city].filter((part) => typeof part === 'string' && part.trim()).join(' - ');
}

/** The company's name, CNPJ (formatted, '' when not fourteen digits) and address, from getCompanyInfo. */
export function useCompanyInfo() {
  const info = useQuery('companyInfo');
  const data = info.data && typeof info.data === 'object' ? (info.data as CompanyInfo) : undefined;
  const digits = typeof data?.cnpj === 'string' ? data.cnpj.replace(/\D/g, '') : '';
  const name = typeof data?.name === 'string' && data.name ? data.name : typeof data?.nameStore === 'string' ? data.nameStore : '';
  const address = addressLine(data?.address);
  const postcode = typeof data?.address?.postcode === 'string' && /^\d{8}$/.test(data.address.postcode) ? formatCep(data.address.postcode) : '';
  const state = info.status === 'loading' && !data ? 'loading' : name || address ? 'ready' : info.status === 'error' ? 'error' : 'empty';
  return { state, name, cnpj: digits.length === 14 ? formatPattern(digits, CNPJ_PATTERN) : '', address, postcode } as const;
}
