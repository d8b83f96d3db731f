import { useStore } from '../../src/stores/use-store';
import { call } from '../../src/api/client';
import { fetchedStore } from '../../src/stores/fetched-store';
import { buildUrl } from '../../src/routes';

/** Featured brands, loaded once per page however many brand lists it has. */
export const $featuredBrands = fetchedStore(() => call('brands', { params: { onlyFeatured: true } }));

/** The friendly URL of a brand's listing: '/{urlFriendly}/m'. */
export const brandUrl = (urlFriendly: string): string => buildUrl({ page: 'brand', slug: urlFriendly });

export function useBrands() {
  const brands = useStore($featuredBrands);
  const list = brands.data ?? [];
  const state = brands.status === 'error' && !brands.data ? 'error' : brands.data ? (list.length ? 'ready' : 'empty') : 'loading';
  return { state, brands: list } as const;
}
