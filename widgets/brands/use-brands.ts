import { useStore } from '@nanostores/react';
import { useCallback } from 'react';
import type { Brand } from '../../src/api/operations';
import { query, shownStatus } from '../../src/stores/query';
import { buildUrl } from '../../src/routes';
import { useFailureNotice } from '../../src/ui/failure-notice';

/** Featured brands, loaded once per page however many brand lists it has. */
const $featuredBrands = query('brands', { onlyFeatured: true });

/** The friendly URL of a brand's listing: '/{urlFriendly}/m'. */
export const brandUrl = (urlFriendly: string): string => buildUrl({ page: 'brand', slug: urlFriendly });

const isBrand = (value: unknown): value is Brand => {
  const brand = value as Partial<Brand> | null;
  return (
    typeof brand === 'object' &&
    brand !== null &&
    !Array.isArray(brand) &&
    typeof brand.idBrand === 'number' &&
    typeof brand.name === 'string' &&
    typeof brand.urlFriendly === 'string' &&
    (brand.logo === undefined || brand.logo === null || typeof brand.logo === 'string')
  );
};

/**
 * The featured brands (the home's strip), or with `all` every brand of the store (the /marcas page; the
 * same store as the breadcrumb's brand names). An answer that is not a list is a failed read (issue 14),
 * brands of another shape are dropped. The strip's failed read joins the page's one message for failed
 * catalogue blocks (src/ui/failure-notice.tsx): `notice` when this strip is the one that shows it.
 */
export function useBrands(all = false) {
  const store = all ? query('brands') : $featuredBrands;
  const brands = useStore(store);
  const valid = brands.data === undefined || Array.isArray(brands.data);
  const list = Array.isArray(brands.data) ? brands.data.filter(isBrand) : [];
  const state = !valid ? 'error' : brands.data !== undefined && list.length === 0 ? 'empty' : shownStatus(brands);
  const retry = useCallback(() => void store.refresh(), [store]);
  const notice = useFailureNotice(!all && state === 'error', retry);
  return { state, brands: list, retry, notice } as const;
}
