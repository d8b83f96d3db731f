import '../../src/i18n/catalogue/listing-filters';
import type { FacetValue, ListingSort } from '../../src/api/operations';
import { t } from '../../src/i18n';
import { priceName } from '../../src/routes/listing-filters';
import type { ListingFilterState, SelectedFilter } from '../../src/stores/listing-filter';

// What each of the shopper's changes does to the listing's state, with the address helpers: one chunk,
// loaded with the first change (or with an address that carries a page, sort or filter), so a listing
// nobody touched pays for none of it. Every change but the page's goes back to page 1 and the initial
// page size.
export { filtersFromUrl, filtersToUrl, nameFilters, writeHeadLinks } from '../../src/routes/listing-filters';

/** The filters a facet value toggles (the price range and the switches have their own changes). */
export type FilterKind = Exclude<SelectedFilter['kind'], 'price' | FlagKind>;
/** The promotion and availability switches. */
export type FlagKind = 'onSale' | 'inStock';
type Patch = Partial<ListingFilterState>;

const LIST_OF: Record<Exclude<FilterKind, 'grouping'>, 'brand' | 'idCategories' | 'variations' | 'idAttribute'> = {
  brand: 'brand',
  category: 'idCategories',
  variation: 'variations',
  attribute: 'idAttribute',
};

const firstPage = (now: ListingFilterState): Patch => ({ pageNumber: 1, pageSize: now.fetchLength });
const without = (now: ListingFilterState, kind: SelectedFilter['kind']) => now.selectedFilter.filter((f) => f.kind !== kind);

export const sortBy = (now: ListingFilterState, order: ListingSort): Patch => ({ order, ...firstPage(now) });

export function setFlag(now: ListingFilterState, kind: FlagKind, on: boolean): Patch {
  const others = without(now, kind);
  return { [kind]: on, selectedFilter: on ? [...others, { kind, id: 0, name: t(`filters.${kind}`) }] : others, ...firstPage(now) };
}

export function toggleFilter(now: ListingFilterState, kind: FilterKind, value: FacetValue): Patch {
  const chosen = { kind, id: value.id, name: value.name };
  if (kind === 'grouping') {
    // one grouping at a time (idGroupingType): choosing another replaces it
    const on = now.idGroupingType === value.id;
    const others = without(now, 'grouping');
    return { idGroupingType: on ? null : value.id, selectedFilter: on ? others : [...others, chosen], ...firstPage(now) };
  }
  const field = LIST_OF[kind];
  const on = now[field].includes(value.id);
  return {
    [field]: on ? now[field].filter((id) => id !== value.id) : [...now[field], value.id],
    selectedFilter: on ? now.selectedFilter.filter((f) => !(f.kind === kind && f.id === value.id)) : [...now.selectedFilter, chosen],
    ...firstPage(now),
  };
}

export function setPrice(now: ListingFilterState, initialPrice: number | null, finalPrice: number | null): Patch {
  const others = without(now, 'price');
  const selected = initialPrice === null && finalPrice === null ? others : [...others, { kind: 'price' as const, id: 0, name: priceName(initialPrice, finalPrice) }];
  return { initialPrice, finalPrice, selectedFilter: selected, ...firstPage(now) };
}

/** Takes back one chosen filter (its chip). */
export function removeFilter(now: ListingFilterState, filter: SelectedFilter): Patch {
  if (filter.kind === 'price') return setPrice(now, null, null);
  if (filter.kind === 'onSale' || filter.kind === 'inStock') return setFlag(now, filter.kind, false);
  return toggleFilter(now, filter.kind, { id: filter.id, name: filter.name, count: 0 });
}

/** 'Limpar filtros': every filter off. */
export const clearFilters = (now: ListingFilterState): Patch => ({
  brand: [],
  idCategories: [],
  variations: [],
  idAttribute: [],
  idGroupingType: null,
  initialPrice: null,
  finalPrice: null,
  onSale: false,
  inStock: false,
  selectedFilter: [],
  ...firstPage(now),
});
