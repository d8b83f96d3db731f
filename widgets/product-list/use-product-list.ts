import '../../src/i18n/catalogue/listing';
import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { FacetValue, ListingFilters, ListingSort, ProductListAnswer } from '../../src/api/operations';
import { isProductList } from '../../src/catalogue/answer-guards';
import { cardSettingsFrom } from '../../src/catalogue/card-settings';
import {
  defaultSort,
  filtersQuery,
  hasFilters,
  listingFilters,
  listingProducts,
  productsQuery,
  resolveListing,
  type ListingSource,
} from '../../src/catalogue/listing-query';
import { goToNotFound, navigation } from '../../src/catalogue/navigation';
import { formatBRL } from '../../src/format/money';
import { parseRoute } from '../../src/routes';
import { whenNear } from '../../src/elements/near';
import { useSeo } from '../../src/seo/use-seo';
import { $company } from '../../src/stores/company';
import type { QueryState } from '../../src/stores/query';
import { useKept } from '../../src/stores/use-query';
import {
  $listingFilter,
  DEFAULT_PAGE_SIZE,
  freshListingFilter,
  openListingFilter,
  updateListingFilter,
  type ListingFilterState,
  type SelectedFilter,
} from '../../src/stores/listing-filter';

type ListingUrl = typeof import('../../src/routes/listing-filters');
/** The address helpers, fetched only for a company whose viewProductFiltersUrl is on. */
let listingUrl: ListingUrl | null = null;
const loadListingUrl = async (): Promise<ListingUrl> => (listingUrl ??= await import('../../src/routes/listing-filters'));
/** The address with the filters, or undefined (keep it) when the company does not want them there. */
const addressOf = (state: ListingFilterState, on: boolean): string | undefined =>
  on && listingUrl ? listingUrl.filtersToUrl(state, window.location.href) : undefined;

export type ProductListState = 'loading' | 'ready' | 'empty' | 'error';

/** What the listing reads before it knows what to ask (no request). */
const nothingAsked = atom<QueryState<ProductListAnswer | ListingFilters>>({ status: 'loading' });
export type FilterKind = Exclude<SelectedFilter['kind'], 'price'>;

/** Infinite scrolling waits this long after the last scroll (catalogue-and-discovery §9). */
export const INFINITE_SCROLL_DEBOUNCE_MS = 150;
/**
 * The listing waits this long for the company settings (page size, default sort) before it reads with
 * the defaults (issue 14: reads that do not depend on each other start together). The settings are one
 * small read that normally arrives well within it, so a healthy page makes one products read with the
 * store's own page size and sort; a slow API no longer makes the listing wait for them.
 */
export const COMPANY_GRACE_MS = 1500;

/** Shortest search term (catalogue-and-discovery §5). */
export const SEARCH_MIN_LENGTH = 3;

const LIST_OF: Record<Exclude<FilterKind, 'grouping'>, 'brand' | 'idCategories' | 'variations' | 'idAttribute'> = {
  brand: 'brand',
  category: 'idCategories',
  variation: 'variations',
  attribute: 'idAttribute',
};

/** The product page never grows a listing by scrolling (§4). */
const onProductPage = () => parseRoute(window.location)?.page === 'product';

interface HistoryWithListing {
  jetListing?: ListingFilterState;
}
const historyListing = (state: unknown): ListingFilterState | undefined => (state as HistoryWithListing | null)?.jetListing;

export interface ProductListOptions {
  source: ListingSource;
  /** Numeric id or friendly URL; read from the address when absent. */
  sourceId?: string;
  /** Grow the list on scroll instead of paging (also when the company's infiniteScrolling is on). */
  infiniteScroll?: boolean;
}

/**
 * The listing's logic (catalogue-and-discovery §2, §3, §4, §9): resolves the source, keeps the filter
 * state (sessionStorage, history, address), loads products and filters, pages or grows on scroll.
 */
export function useProductList({ source, sourceId, infiniteScroll = false }: ProductListOptions) {
  const company = useStore($company);
  const stored = useStore($listingFilter);
  const target = useMemo(() => resolveListing(source, sourceId, window.location), [source, sourceId]);
  const companyReady = company.status === 'ready' || (company.status === 'error' && !company.data) || Boolean(company.data);
  const settings = useMemo(() => cardSettingsFrom(company.data), [company.data]);
  // settings that came after the listing opened without them do not switch its sort mid-read
  const [openedWithout, setOpenedWithout] = useState(false);
  const sort = defaultSort(openedWithout ? null : company.data);
  const infinite = infiniteScroll || Boolean(company.data?.infiniteScrolling);
  const filtersInUrl = Boolean(company.data?.viewProductFiltersUrl);
  const tooShort = target.ok && target.source === 'search' && target.keyWord.length < SEARCH_MIN_LENGTH;

  // the filter panel (and its call) waits until the shopper opens it
  const [filtersOpen, setFiltersOpen] = useState(false);

  useEffect(() => {
    if (!target.ok) goToNotFound();
  }, [target]);

  // Waits COMPANY_GRACE_MS at most for the company settings, then opens with the defaults.
  const [graceOver, setGraceOver] = useState(false);
  useEffect(() => {
    if (companyReady || graceOver) return undefined;
    const timer = setTimeout(() => setGraceOver(true), COMPANY_GRACE_MS);
    return () => clearTimeout(timer);
  }, [companyReady, graceOver]);
  const canOpen = companyReady || graceOver;

  // Open this listing's state once the company settings are known (page size, filters in the address).
  useEffect(() => {
    if (!target.ok || !canOpen) return undefined;
    let live = true;
    const open = (fromAddress: Partial<ListingFilterState> | null) => {
      if (!live) return;
      setOpenedWithout(!companyReady);
      const pageSize = company.data?.quantityItemsPage || DEFAULT_PAGE_SIZE;
      const fromHistory = historyListing(window.history.state);
      openListingFilter(
        target.path,
        {
          pageSize,
          fetchLength: pageSize,
          textLink: target.textLink,
          keyWord: target.keyWord,
          category: target.source === 'category' ? target.id : null,
          group: target.source === 'group' ? target.id : null,
        },
        fromHistory?.path === target.path ? fromHistory : fromAddress,
      );
    };
    if (filtersInUrl) void loadListingUrl().then((url) => open(url.filtersFromUrl(window.location.search)));
    else open(null);
    const onPopState = (event: PopStateEvent) => {
      const back = historyListing(event.state);
      if (back?.path === target.path) $listingFilter.set(freshListingFilter(target.path, back));
    };
    window.addEventListener('popstate', onPopState);
    return () => {
      live = false;
      window.removeEventListener('popstate', onPopState);
    };
    // the company's data is read once it is ready; later changes do not reopen the listing
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [target, canOpen]);

  const state = target.ok && stored?.path === target.path ? stored : null;

  // The history entry (and, with viewProductFiltersUrl, the address) always holds the current state.
  useEffect(() => {
    if (!state) return;
    navigation.replaceState({ ...(window.history.state as object | null), jetListing: state }, addressOf(state, filtersInUrl));
  }, [state, filtersInUrl]);

  const asking = state && target.ok && !tooShort ? target : null;
  const $products = asking && state ? listingProducts(asking.source, productsQuery(asking, state, sort)) : null;
  const current = useStore($products ?? nothingAsked);
  // without filters the listing still works: the panel just shows none
  const filtersAnswer = useStore(filtersOpen && asking && state ? listingFilters(asking.source, filtersQuery(asking, state)) : nothingAsked);
  // the panel keeps the last filters while the next ones load (each choice asks for new counts)
  const filters = useKept(filtersAnswer.data as ListingFilters | undefined, filtersAnswer.status === 'error') ?? null;

  const notFound = current.status === 'error' && current.error?.status === 404;
  useEffect(() => {
    if (notFound) goToNotFound();
  }, [notFound]);

  // The last answer stays on screen while the next page, sort or filter loads, and after it fails.
  // an answer of an unexpected shape is a failed read (issue 14): never kept, never a TypeError
  const wrongShape = current.status !== 'loading' && current.data !== undefined && !isProductList(current.data);
  const answer = useKept(wrongShape ? undefined : (current.data as ProductListAnswer | undefined));
  const loading = Boolean($products) && current.status === 'loading';
  const failed = Boolean($products) && ((current.status === 'error' && !notFound) || wrongShape);
  const products = answer?.products ?? [];
  const total = answer?.settings.totalItemCount ?? 0;
  let listState: ProductListState;
  if (tooShort && state) listState = 'empty';
  else if (failed) listState = 'error';
  else if (!$products || loading || notFound) listState = 'loading';
  else listState = products.length ? 'ready' : 'empty';

  useSeo(listState === 'ready' && answer && ((seo) => seo.listing(products.map((product) => product.url), (answer.settings.pageNumber - 1) * (state?.pageSize ?? 0) + 1)), answer);
  const change = useCallback(
    (patch: Partial<ListingFilterState>, push = false) => {
      const now = $listingFilter.get();
      if (!now) return;
      const next = { ...now, ...patch };
      if (push) navigation.pushState({ ...(window.history.state as object | null), jetListing: next }, addressOf(next, filtersInUrl));
      updateListingFilter(next);
    },
    [filtersInUrl],
  );
  const firstPage = (now: ListingFilterState) => ({ pageNumber: 1, pageSize: now.fetchLength });

  const setPage = useCallback((pageNumber: number) => change({ pageNumber }, true), [change]);
  const setOrder = useCallback((order: ListingSort) => state && change({ order, ...firstPage(state) }), [change, state]);
  const toggleFilter = useCallback(
    (kind: FilterKind, value: FacetValue) => {
      if (!state) return;
      const chosen = { kind, id: value.id, name: value.name };
      if (kind === 'grouping') {
        // one grouping at a time (idGroupingType): choosing another replaces it
        const on = state.idGroupingType === value.id;
        const others = state.selectedFilter.filter((f) => f.kind !== 'grouping');
        change({ idGroupingType: on ? null : value.id, selectedFilter: on ? others : [...others, chosen], ...firstPage(state) });
        return;
      }
      const field = LIST_OF[kind];
      const on = state[field].includes(value.id);
      change({
        [field]: on ? state[field].filter((id) => id !== value.id) : [...state[field], value.id],
        selectedFilter: on ? state.selectedFilter.filter((f) => !(f.kind === kind && f.id === value.id)) : [...state.selectedFilter, chosen],
        ...firstPage(state),
      });
    },
    [change, state],
  );
  const setPrice = useCallback(
    (initialPrice: number | null, finalPrice: number | null) => {
      if (!state) return;
      const others = state.selectedFilter.filter((f) => f.kind !== 'price');
      const name = [initialPrice, finalPrice].map((v) => (v === null ? '…' : formatBRL(v))).join(' – ');
      const selected = initialPrice === null && finalPrice === null ? others : [...others, { kind: 'price' as const, id: 0, name }];
      change({ initialPrice, finalPrice, selectedFilter: selected, ...firstPage(state) });
    },
    [change, state],
  );
  const removeFilter = useCallback(
    (filter: SelectedFilter) => {
      if (filter.kind === 'price') setPrice(null, null);
      else toggleFilter(filter.kind, { id: filter.id, name: filter.name, count: 0 });
    },
    [setPrice, toggleFilter],
  );
  const clearFilters = useCallback(
    () =>
      state &&
      change({ brand: [], idCategories: [], variations: [], idAttribute: [], idGroupingType: null, initialPrice: null, finalPrice: null, selectedFilter: [], ...firstPage(state) }),
    [change, state],
  );

  // Infinite scrolling: grow the page size by fetchLength when the end of the list is reached.
  const latest = useRef({ loading, state, answer, infinite });
  latest.current = { loading, state, answer, infinite };
  const loadMore = useCallback(() => {
    const { loading: busy, state: now, answer: last, infinite: on } = latest.current;
    if (!on || busy || !now || !last || onProductPage()) return;
    if (now.pageSize >= last.settings.totalItemCount || last.products.length < now.pageSize) return;
    change({ pageSize: now.pageSize + now.fetchLength });
  }, [change]);

  const sentinelRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!infinite || !sentinel || listState !== 'ready') return undefined;
    // The end of the list near the viewport: the next step, 150 ms later (§9). Watched again after each
    // answer, so a sentinel still in view then loads the step after.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = whenNear(sentinel, () => {
      timer = setTimeout(loadMore, INFINITE_SCROLL_DEBOUNCE_MS);
    });
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, [infinite, listState, answer, loadMore]);

  return {
    state: listState,
    loading,
    target,
    filter: state,
    products,
    total,
    page: answer?.settings.pageNumber ?? state?.pageNumber ?? 1,
    pageCount: answer?.settings.pageCount ?? 0,
    filters,
    filtersOpen,
    toggleFilters: () => setFiltersOpen((open) => !open),
    settings,
    sort: state?.order || sort,
    infinite,
    tooShort,
    filtered: state ? hasFilters(state) : false,
    // a request the store refused (4xx: 'Faixa de preço inválida.', too many requests ...) says why in
    // the store's words; a network or server failure keeps the listing's own text
    errorText: failed && current.error && current.error.status >= 400 && current.error.status < 500 ? current.error.message : null,
    sentinelRef,
    setPage,
    setOrder,
    toggleFilter,
    setPrice,
    removeFilter,
    clearFilters,
    loadMore,
    retry: () => void $products?.refresh(),
  };
}
