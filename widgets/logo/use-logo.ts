import { useStore } from '@nanostores/react';
import { $company } from '../../src/stores/company';

/** The store's logo and name from the company settings. */
export function useLogo() {
  const company = useStore($company);
  const data = company.data;
  return {
    state: data ? 'ready' : company.status === 'error' ? 'error' : 'loading',
    src: data?.logo ?? '',
    name: data?.fantasyName || data?.nameStore || '',
  } as const;
}
