import { useStore } from '@nanostores/react';
import { query, shownStatus } from '../../src/stores/query';
import { buildUrl } from '../../src/routes';

/** Featured brands, loaded once per page however many brand lists it has. */
export const $featuredBrands = query('brands', { onlyFeatured: true });

/** The friendly URL of a brand's listing: '/{urlFriendly}/m'. */
export const brandUrl = (urlFriendly: string): string => buildUrl({ page: 'brand', slug: urlFriendly });

export function useBrands() {
  const brands = useStore($featuredBrands);
  const list = brands.data ?? [];
  const state = shownStatus(brands);
  return { state, brands: list } as const;
}
