import '../i18n/catalogue/listing-filters';
import type { ListingFilters, ListingSort } from '../api/operations';
import { LISTING_SORTS } from '../catalogue/listing-query';
import { formatBRL } from '../format/money';
import { t } from '../i18n';
import type { ListingFilterState, SelectedFilter } from '../stores/listing-filter';

// A listing's page, sort and filters in its address (widgets/product-list/README.md, "The listing's
// address"), its canonical and prev/next links. Apart from index.ts: a listing loads it when its
// address carries any of them, on the shopper's first change, or when its end nears the viewport.

type ListKey = 'idCategories' | 'brand' | 'variations' | 'idAttribute';
type ListKind = 'category' | 'brand' | 'variation' | 'attribute';
/** Each id list: its name in the address, its older name (the spec's viewProductFiltersUrl), its chip kind. */
const LISTS: ReadonlyArray<readonly [key: ListKey, name: string, old: string, kind: ListKind]> = [
  ['idCategories', 'category', 'idCategories', 'category'],
  ['brand', 'brand', 'brand', 'brand'],
  ['variations', 'variation', 'variations', 'variation'],
  ['idAttribute', 'attribute', 'idAttribute', 'attribute'],
];
const FLAGS = ['onSale', 'inStock'] as const;
/** Every name this module writes or reads; `n` (the search term) and anything else is left alone. */
const OWN = ['page', 'sort', 'order', 'price', 'initialPrice', 'finalPrice', 'grouping', 'idGroupingType', 'group', 'keyWord', ...FLAGS, ...LISTS.flatMap(([, name, old]) => [name, old])];

/** The name of a price range's chip: 'R$ 100,00 – R$ 500,00', '… – R$ 500,00' (an open end). */
export const priceName = (from: number | null, to: number | null): string => [from, to].map((v) => (v === null ? '…' : formatBRL(v))).join(' – ');

/** The address's `page`: the page, or how many steps an infinitely scrolling listing has grown to. */
const pageOf = (state: ListingFilterState, infinite: boolean): number =>
  infinite ? Math.max(1, Math.round(state.pageSize / (state.fetchLength || state.pageSize))) : state.pageNumber;

/**
 * The listing's address for `state`: `?page=2&sort=menor_preco&category=11,12&brand=1&variation=…
 * &attribute=…&grouping=2&price=100-500&onSale=true&inStock=true` (each only when set, the page from 2).
 * Other parameters of `current` (the search's `n`, a campaign's) stay; the older names are dropped.
 */
export function filtersToUrl(state: ListingFilterState, current: string, infinite = false): string {
  const url = new URL(current);
  const params = url.searchParams;
  for (const key of OWN) params.delete(key);
  const page = pageOf(state, infinite);
  if (page > 1) params.set('page', String(page));
  if (state.order) params.set('sort', state.order);
  for (const [key, name] of LISTS) if (state[key].length) params.set(name, state[key].join(','));
  if (state.idGroupingType !== null) params.set('grouping', String(state.idGroupingType));
  if (state.initialPrice !== null || state.finalPrice !== null) params.set('price', `${state.initialPrice ?? ''}-${state.finalPrice ?? ''}`);
  for (const flag of FLAGS) if (state[flag]) params.set(flag, 'true');
  // commas stay readable ('brand=1,2' rather than 'brand=1%2C2')
  return `${url.pathname}${url.search.replace(/%2C/g, ',')}${url.hash}`;
}

const ids = (params: URLSearchParams, name: string) =>
  params
    .getAll(name)
    .flatMap((v) => v.split(','))
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);
const amount = (value: string | null | undefined): number | null =>
  value === null || value === undefined || value.trim() === '' || !Number.isFinite(Number(value)) || Number(value) < 0 ? null : Number(value);

/**
 * The page, sort and filters an address carries, or null when it carries none. The older names
 * (`order`, `idCategories`, `variations`, `idAttribute`, `initialPrice`/`finalPrice`, `idGroupingType`,
 * repeated keys) are read too, so addresses written before keep working. The chosen filters come with
 * chips whose names the filters answer gives (`nameFilters`); the price and the toggles are named here.
 */
export function filtersFromUrl(search: string, grow?: { pageSize: number; max: number }): Partial<ListingFilterState> | null {
  const params = new URLSearchParams(search);
  const found: Partial<ListingFilterState> = {};
  const selected: SelectedFilter[] = [];
  for (const [key, name, old, kind] of LISTS) {
    if (!params.has(name) && !params.has(old)) continue;
    const values = [...new Set(ids(params, params.has(name) ? name : old))];
    found[key] = values;
    for (const id of values) selected.push({ kind, id, name: '' });
  }
  const grouping = ids(params, params.has('grouping') ? 'grouping' : 'idGroupingType')[0];
  if (grouping) {
    found.idGroupingType = grouping;
    selected.push({ kind: 'grouping', id: grouping, name: '' });
  }
  const range = params.get('price')?.split('-');
  const [from, to] = range?.length === 2 ? range.map(amount) : [amount(params.get('initialPrice')), amount(params.get('finalPrice'))];
  if (from !== null || to !== null) {
    Object.assign(found, { initialPrice: from ?? null, finalPrice: to ?? null });
    selected.push({ kind: 'price', id: 0, name: priceName(from ?? null, to ?? null) });
  }
  for (const flag of FLAGS)
    if (params.get(flag) === 'true') {
      found[flag] = true;
      selected.push({ kind: flag, id: 0, name: t(`filters.${flag}`) });
    }
  const order = params.get('sort') ?? params.get('order');
  if (order && (LISTING_SORTS as readonly string[]).includes(order)) found.order = order as ListingSort;
  const page = Number(params.get('page'));
  // an infinitely scrolling listing (`grow`) opened at page N shows its first N steps
  if (Number.isInteger(page) && page > 1) Object.assign(found, grow ? { pageSize: Math.min(page * grow.pageSize, grow.max) } : { pageNumber: page });
  if (selected.length) found.selectedFilter = selected;
  return Object.keys(found).length ? found : null;
}

/**
 * The chosen filters with the names the filters answer gives those that came from an address without
 * one; null when there is nothing to name (a value the answer does not list keeps its empty name).
 */
export function nameFilters(selected: readonly SelectedFilter[], filters: ListingFilters): SelectedFilter[] | null {
  const lists = {
    category: filters.categories,
    brand: filters.brands,
    grouping: filters.groupings ?? [],
    variation: filters.variations.flatMap((f) => f.values),
    attribute: filters.attributes.flatMap((f) => f.values),
  };
  let named = false;
  const next = selected.map((chosen) => {
    if (chosen.name || !(chosen.kind in lists)) return chosen;
    const name = lists[chosen.kind as keyof typeof lists].find((v) => v.id === chosen.id)?.name;
    named ||= Boolean(name);
    return name ? { ...chosen, name } : chosen;
  });
  return named ? next : null;
}

/**
 * The listing's canonical address: its path (and the search's `n`) with the page, without sort and
 * filters, which only reorder or narrow the same products.
 */
export function canonicalUrl(state: ListingFilterState, current: string, infinite = false, page = pageOf(state, infinite)): string {
  const url = new URL(current);
  const term = url.searchParams.get('n');
  url.search = '';
  if (term !== null) url.searchParams.set('n', term);
  if (page > 1) url.searchParams.set('page', String(page));
  url.hash = '';
  return url.href;
}

/** Sets (or, with null, removes) the page's `<link rel>` of that kind. */
function headLink(rel: string, href: string | null): void {
  let link = document.head.querySelector<HTMLLinkElement>(`link[rel="${rel}"]`);
  if (!href) return link?.remove();
  if (!link) {
    link = document.createElement('link');
    link.rel = rel;
    document.head.append(link);
  }
  link.href = href;
}

/**
 * Keeps the head's canonical, prev and next links on the listing's current page, of `pageCount` (an
 * infinite listing: of its steps, `total` products in steps of its initial page size).
 */
export function writeHeadLinks(state: ListingFilterState, { pageCount, totalItemCount }: { pageCount: number; totalItemCount: number }, current: string, infinite = false): void {
  const page = pageOf(state, infinite);
  if (infinite) pageCount = Math.ceil(totalItemCount / state.fetchLength);
  headLink('canonical', canonicalUrl(state, current, infinite, page));
  headLink('prev', page > 1 ? canonicalUrl(state, current, infinite, page - 1) : null);
  headLink('next', page < pageCount ? canonicalUrl(state, current, infinite, page + 1) : null);
}
