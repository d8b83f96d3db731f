import type { ListingSort } from '../api/operations';
import { LISTING_SORTS } from '../catalogue/listing-query';
import type { ListingFilterState } from '../stores/listing-filter';

// The listing filters in a listing's address (catalogue-and-discovery §2 '/busca?n=': the company's
// filter-URL setting). Apart from index.ts so that only a listing of such a company loads it.

const URL_LISTS = ['idCategories', 'brand', 'variations', 'idAttribute'] as const;

/**
 * The filters as address parameters (company viewProductFiltersUrl): idCategories, brand, group and
 * keyWord (the spec's list for a search), plus variations, idAttribute, initialPrice, finalPrice,
 * order and page. Other parameters of the address (such as ?n=) are kept.
 */
export function filtersToUrl(state: ListingFilterState, current: string): string {
  const url = new URL(current);
  for (const key of [...URL_LISTS, 'group', 'keyWord', 'initialPrice', 'finalPrice', 'order', 'page']) url.searchParams.delete(key);
  for (const key of URL_LISTS) for (const value of state[key]) url.searchParams.append(key, String(value));
  if (state.group !== null) url.searchParams.set('group', String(state.group));
  if (state.keyWord) url.searchParams.set('keyWord', state.keyWord);
  if (state.initialPrice !== null) url.searchParams.set('initialPrice', String(state.initialPrice));
  if (state.finalPrice !== null) url.searchParams.set('finalPrice', String(state.finalPrice));
  if (state.order) url.searchParams.set('order', state.order);
  if (state.pageNumber > 1) url.searchParams.set('page', String(state.pageNumber));
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The filters an address carries, or null when it carries none. */
export function filtersFromUrl(search: string): Partial<ListingFilterState> | null {
  const params = new URLSearchParams(search);
  const ids = (key: string) => params.getAll(key).flatMap((v) => v.split(',')).map(Number).filter((n) => Number.isInteger(n) && n > 0);
  const number = (key: string) => {
    const value = params.get(key);
    return value === null || value === '' || !Number.isFinite(Number(value)) ? null : Number(value);
  };
  const found: Partial<ListingFilterState> = {};
  for (const key of URL_LISTS) if (params.has(key)) found[key] = ids(key);
  if (params.has('group')) found.group = number('group');
  if (params.has('initialPrice')) found.initialPrice = number('initialPrice');
  if (params.has('finalPrice')) found.finalPrice = number('finalPrice');
  const order = params.get('order');
  if (order && (LISTING_SORTS as readonly string[]).includes(order)) found.order = order as ListingSort;
  const page = number('page');
  if (page !== null && page >= 1) found.pageNumber = Math.floor(page);
  return Object.keys(found).length ? found : null;
}
