import { atom } from 'nanostores';
import type { ListingSort } from '../api/operations';

/** A filter the shopper applied, as the chips above the list name it. */
export interface SelectedFilter {
  kind: 'brand' | 'category' | 'variation' | 'attribute' | 'grouping' | 'price' | 'onSale' | 'inStock';
  /** Value id (idBrand, idCategory, idVariation, idAttribute, idGroupingType); 0 for the price range and the toggles. */
  id: number;
  name: string;
}

/**
 * The listing filter state (catalogue-and-discovery §3), kept in sessionStorage for the listing at
 * `path`: another listing starts fresh, the same one comes back as the shopper left it.
 */
export interface ListingFilterState {
  /** The listing it belongs to: the page path, plus '?n=term' for a search. */
  path: string;
  /** The theme's list view instead of the grid (kept for themes; the widget shows a grid). */
  viewList: boolean;
  /** Friendly URL of the category, brand or group ('casa/sala', 'aurora-casa'); '' for a search or a numeric id. */
  textLink: string;
  pageNumber: number;
  /** Products per request; grows by fetchLength with infinite scrolling. */
  pageSize: number;
  /** The shopper's sort; '' until they choose one (the company default applies). */
  order: ListingSort | '';
  /** Brand filter (idBrand values). */
  brand: number[];
  /** Numeric id of the listed category, when the listing names it by id. */
  category: number | null;
  /** Numeric id of the listed group, when the listing names it by id. */
  group: number | null;
  /** Search term. */
  keyWord: string;
  initialPrice: number | null;
  finalPrice: number | null;
  /** Variation filter (idVariation values). */
  variations: number[];
  /** Attribute filter (idAttribute values). */
  idAttribute: number[];
  idEventList: number | null;
  /** Category filter (sub-categories of a category listing, any category elsewhere). */
  idCategories: number[];
  /** Product grouping filter: one group id from the filters' groupings (one at a time), or null. */
  idGroupingType: number | null;
  /** Only products on promotion (onSale=true). */
  onSale: boolean;
  /** Only products a shopper can buy now (inStock=true). */
  inStock: boolean;
  selectedFilter: SelectedFilter[];
  /** The initial page size: the step of infinite scrolling. */
  fetchLength: number;
}

export const LISTING_FILTER_KEY = 'jet:listing-filter';
export const DEFAULT_PAGE_SIZE = 12;

/** A listing's state before the shopper did anything. */
export function freshListingFilter(path: string, init: Partial<ListingFilterState> = {}): ListingFilterState {
  const pageSize = init.fetchLength ?? init.pageSize ?? DEFAULT_PAGE_SIZE;
  return {
    path,
    viewList: false,
    textLink: '',
    pageNumber: 1,
    pageSize,
    order: '',
    brand: [],
    category: null,
    group: null,
    keyWord: '',
    initialPrice: null,
    finalPrice: null,
    variations: [],
    idAttribute: [],
    idEventList: null,
    idCategories: [],
    idGroupingType: null,
    onSale: false,
    inStock: false,
    selectedFilter: [],
    fetchLength: pageSize,
    ...init,
  };
}

export const $listingFilter = atom<ListingFilterState | null>(null);

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // storage blocked by the browser
  }
}

/** The state stored for `path`, or null (none, another listing's, or unreadable). */
export function readStoredListingFilter(path: string): ListingFilterState | null {
  try {
    const raw = storage()?.getItem(LISTING_FILTER_KEY);
    if (!raw) return null;
    const stored = JSON.parse(raw) as Partial<ListingFilterState>;
    return stored && stored.path === path ? freshListingFilter(path, stored) : null;
  } catch {
    return null;
  }
}

/**
 * Opens the state of the listing at `path`: `restored` (from the address or the history entry) when
 * given, else the stored state of the same listing, else a fresh one from `init`.
 */
export function openListingFilter(
  path: string,
  init: Partial<ListingFilterState> = {},
  restored?: Partial<ListingFilterState> | null,
): ListingFilterState {
  const state = restored
    ? freshListingFilter(path, { ...init, ...restored, path })
    : (readStoredListingFilter(path) ?? freshListingFilter(path, init));
  $listingFilter.set(state);
  return state;
}

/** Changes the current listing's state (and stores it). */
export function updateListingFilter(patch: Partial<ListingFilterState>): ListingFilterState | null {
  const current = $listingFilter.get();
  if (!current) return null;
  const next = { ...current, ...patch, path: current.path };
  $listingFilter.set(next);
  return next;
}

// Side effect in listen(): every change is written to sessionStorage.
$listingFilter.listen((state) => {
  if (!state) return;
  try {
    storage()?.setItem(LISTING_FILTER_KEY, JSON.stringify(state));
  } catch {
    // full or blocked storage: the listing still works, it just will not be restored
  }
});
