import '../../src/i18n/catalogue/listing';
import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
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
import { parseRoute } from '../../src/routes';
import { whenNear } from '../../src/elements/near';
import { goToNotFound, navigation } from '../../src/routes/navigation';
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
import type { FilterKind, FlagKind } from './listing-changes';

type ListingChanges = typeof import('./listing-changes');
/**
 * The shopper's changes and the address helpers (page, sort and filters in the address; canonical,
 * prev and next), fetched when the address carries any, on the shopper's first change, or when the
 * end of the list nears the viewport: a first page reached by a clean address is already its own
 * canonical address.
 */
let loaded: ListingChanges | null = null;
const loadChanges = async (): Promise<ListingChanges> => (loaded ??= await import('./listing-changes'));
/** Whether the address says more than the search term (`n`): page, sort, filters, older names. */
const addressSays = (search: string) => [...new URLSearchParams(search).keys()].some((key) => key !== 'n');

/** The sidebar shows from this width on; below it the filters open in a drawer. */
export const SIDEBAR_QUERY = '(min-width: 64rem)';
const sidebarMedia = () => (typeof matchMedia === 'function' ? matchMedia(SIDEBAR_QUERY) : null);
const watchWidth = (changed: () => void) => {
  const media = sidebarMedia();
  media?.addEventListener?.('change', changed);
  return () => media?.removeEventListener?.('change', changed);
};
const isWide = () => Boolean(sidebarMedia()?.matches);

export type ProductListState = 'loading' | 'ready' | 'empty' | 'error';

/** What the listing reads before it knows what to ask (no request). */
const nothingAsked = atom<QueryState<ProductListAnswer | ListingFilters>>({ status: 'loading' });
export type { FilterKind, FlagKind };
/** The most products a page may ask for (the server's cap): an infinite listing reopened at a far page stops there. */
const MAX_PAGE_SIZE = 120;

/** Infinite scrolling waits this long after the last scroll (catalogue-and-discovery §9). */
const INFINITE_SCROLL_DEBOUNCE_MS = 150;
/**
 * The listing waits this long for the company settings (page size, default sort) before it reads with
 * the defaults (issue 14: reads that do not depend on each other start together). The settings are one
 * small read that normally arrives well within it, so a healthy page makes one products read with the
 * store's own page size and sort; a slow API no longer makes the listing wait for them.
 */
export const COMPANY_GRACE_MS = 1500;

/** Shortest search term (catalogue-and-discovery §5). */
const SEARCH_MIN_LENGTH = 3;

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
  const sort = defaultSort(openedWithout ? null : company.data, source);
  const infinite = infiniteScroll || Boolean(company.data?.infiniteScrolling);
  const tooShort = target.ok && target.source === 'search' && target.keyWord.length < SEARCH_MIN_LENGTH;

  // from 64rem the filters are a sidebar, read at once; below, a drawer whose code and call wait for 'Filtrar'
  const wide = useSyncExternalStore(watchWidth, isWide, () => false);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [drawerStarted, setDrawerStarted] = useState(false);
  const [url, setUrl] = useState(loaded);
  const loadUrl = useCallback(
    () =>
      loadChanges().then((changes) => {
        setUrl(changes);
        return changes;
      }),
    [],
  );

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
    const pageSize = company.data?.quantityItemsPage || DEFAULT_PAGE_SIZE;
    // history entry, else address, else the session's state (the spec's), else a fresh one
    const open = (fromAddress: Partial<ListingFilterState> | null) => {
      if (!live) return;
      setOpenedWithout(!companyReady);
      const fromHistory = historyListing(window.history.state);
      const opened = openListingFilter(
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
      // a state the address does not show yet (from the history or the session) is written into it
      if (opened.pageNumber > 1 || opened.order || opened.pageSize > opened.fetchLength || opened.selectedFilter.length) void loadUrl();
    };
    if (addressSays(window.location.search))
      void loadUrl().then((changes) => open(changes.filtersFromUrl(window.location.search, infinite ? { pageSize, max: MAX_PAGE_SIZE } : undefined)));
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

  const asking = state && target.ok && !tooShort ? target : null;
  const $products = asking && state ? listingProducts(asking.source, productsQuery(asking, state, sort)) : null;
  const current = useStore($products ?? nothingAsked);
  // chips of filters that came from an address without their names: the filters answer names them
  const unnamed = Boolean(state?.selectedFilter.some((chosen) => !chosen.name));
  // without filters the listing still works: the panel just shows none
  const wantFilters = wide || drawerStarted || unnamed;
  // the filters' controls change the state through ./listing-changes: here before the first choice
  useEffect(() => {
    if (wantFilters) void loadUrl();
  }, [wantFilters, loadUrl]);
  const filtersAnswer = useStore(wantFilters && asking && state ? listingFilters(asking.source, filtersQuery(asking, state)) : nothingAsked);
  // the panel keeps the last filters while the next ones load (each choice asks for new counts)
  const filters = useKept(filtersAnswer.data as ListingFilters | undefined, filtersAnswer.status === 'error') ?? null;
  useEffect(() => {
    const named = unnamed && filters && url?.nameFilters($listingFilter.get()?.selectedFilter ?? [], filters);
    if (named) updateListingFilter({ selectedFilter: named });
  }, [unnamed, filters, url]);

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

  // The history entry always holds the current state; the address and the head's links too once their
  // helpers are here (an infinite listing's growth replaces the entry: its page follows the scroll).
  useEffect(() => {
    if (!state) return;
    const href = window.location.href;
    navigation.replaceState({ ...(window.history.state as object | null), jetListing: state }, url?.filtersToUrl(state, href, infinite));
    if (url && answer) url.writeHeadLinks(state, answer.settings, window.location.href, infinite);
  }, [state, url, infinite, answer]);
  let listState: ProductListState;
  if (tooShort && state) listState = 'empty';
  else if (failed) listState = 'error';
  else if (!$products || loading || notFound) listState = 'loading';
  else listState = products.length ? 'ready' : 'empty';

  useSeo(listState === 'ready' && answer && ((seo) => seo.listing(products.map((product) => product.url), (answer.settings.pageNumber - 1) * (state?.pageSize ?? 0) + 1)), answer);
  /**
   * A change of the shopper's (`edit`, from ./listing-changes, applied to the state of the moment) is a
   * history entry with its address, so Back walks through them; the infinite listing's growth (push
   * false) replaces the entry. Its chunk loads first if needed, so the entry left behind keeps the state
   * it showed.
   */
  const change = useCallback(
    (edit: (changes: ListingChanges, now: ListingFilterState) => Partial<ListingFilterState>, push = true) => {
      const apply = (changes: ListingChanges) => {
        const now = $listingFilter.get();
        if (!now) return;
        const next = { ...now, ...edit(changes, now) };
        if (push) navigation.pushState({ ...(window.history.state as object | null), jetListing: next }, changes.filtersToUrl(next, window.location.href, infinite));
        updateListingFilter(next);
      };
      if (loaded) apply(loaded);
      else void loadUrl().then(apply);
    },
    [infinite, loadUrl],
  );

  // Infinite scrolling: grow the page size by fetchLength when the end of the list is reached.
  const latest = useRef({ loading, state, answer, infinite });
  latest.current = { loading, state, answer, infinite };
  const loadMore = useCallback(() => {
    const { loading: busy, state: now, answer: last, infinite: on } = latest.current;
    if (!on || busy || !now || !last || onProductPage()) return;
    if (now.pageSize >= last.settings.totalItemCount || last.products.length < now.pageSize) return;
    change(() => ({ pageSize: now.pageSize + now.fetchLength }), false);
  }, [change]);

  const sentinelRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!sentinel || listState !== 'ready') return undefined;
    // The end of the list near the viewport: the address helpers (for the head's prev and next links)
    // and, when scrolling infinitely, the next step 150 ms later (§9). Watched again after each answer,
    // so a sentinel still in view then loads the step after.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = whenNear(sentinel, () => {
      void loadUrl();
      if (infinite) timer = setTimeout(loadMore, INFINITE_SCROLL_DEBOUNCE_MS);
    });
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, [infinite, listState, answer, loadMore, loadUrl]);

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
    // the drawer is open only below the sidebar's width
    filtersOpen: filtersOpen && !wide,
    sidebar: wide,
    drawerStarted,
    toggleFilters: () => {
      setDrawerStarted(true);
      setFiltersOpen((open) => !open);
    },
    settings,
    sort: state?.order || sort,
    didYouMean: answer?.didYouMean ?? null,
    showingCorrected: answer?.showingCorrected === true,
    infinite,
    tooShort,
    filtered: state ? hasFilters(state) : false,
    // a request the store refused (4xx: 'Faixa de preço inválida.', too many requests ...) says why in
    // the store's words; a network or server failure keeps the listing's own text
    errorText: failed && current.error && current.error.status >= 400 && current.error.status < 500 ? current.error.message : null,
    sentinelRef,
    setPage: (pageNumber: number) => change(() => ({ pageNumber })),
    setOrder: (order: ListingSort) => change((c, now) => c.sortBy(now, order)),
    setFlag: (kind: FlagKind, on: boolean) => change((c, now) => c.setFlag(now, kind, on)),
    toggleFilter: (kind: FilterKind, value: FacetValue) => change((c, now) => c.toggleFilter(now, kind, value)),
    setPrice: (from: number | null, to: number | null) => change((c, now) => c.setPrice(now, from, to)),
    removeFilter: (filter: SelectedFilter) => change((c, now) => c.removeFilter(now, filter)),
    clearFilters: () => change((c, now) => c.clearFilters(now)),
    loadMore,
    /** The shopper is about to act (pointer down, focus): the changes' chunk loads before the click. */
    prepare: () => void loadUrl(),
    retry: () => void $products?.refresh(),
  };
}
