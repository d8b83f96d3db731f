import '../../src/i18n/catalogue/listing-page';
import '../../src/i18n/catalogue/commerce';
import '../../src/i18n/catalogue/listing';
import { lazy, memo, Suspense, useId, useRef, type Ref } from 'react';
import type { FacetValue, ListingFilters, ListingSort, ProductCardData } from '../../src/api/operations';
import { CardSkeleton } from '../../src/catalogue/card-skeleton';
import type { CardSettings } from '../../src/catalogue/card-settings';
import { sortsFor, type ListingSource } from '../../src/catalogue/listing-query';
import { ProductCard } from '../../src/catalogue/product-card';
import { useWhenNear } from '../../src/ui/use-when-near';
import { t } from '../../src/i18n';
import type { PagerProps } from '../../src/ui/pager';
import type { ListingFilterState, SelectedFilter } from '../../src/stores/listing-filter';
import { useProductList, type FilterKind, type FlagKind, type ProductListState } from './use-product-list';

export interface ProductListProps {
  /** What is listed: 'category', 'brand', 'group' or 'search'. Default 'category'. */
  source?: ListingSource;
  /** Numeric id or friendly URL of the category, brand or group (or the search term); read from the address when absent. */
  sourceId?: string;
  /** The same as sourceId, from the platform's `data-id` attribute. */
  dataId?: string;
  /** Grow the list on scroll instead of paging (also on when the company's infiniteScrolling is). */
  infiniteScroll?: boolean;
}

// Loaded when needed: the filter panel when the shopper opens it, the carousels for an empty listing, the
// corrected term of a misspelt search (its line's place is held meanwhile, so the cards do not move).
const FiltersPanel = lazy(() => import('./listing-filters').then((m) => ({ default: m.ListingFilters })));
const EmptyCarousels = lazy(() => import('./empty-carousels').then((m) => ({ default: m.EmptyCarousels })));
const DidYouMean = lazy(() => import('./did-you-mean').then((m) => ({ default: m.DidYouMean })));

/**
 * The pager, under the grid: its code loads as it comes near the viewport (a phone's first screen never
 * shows it), in a box of its height until then; only when there is a second page.
 */
function PagerWhenNear(props: PagerProps) {
  const [loaded, box] = useWhenNear(() => import('../../src/ui/pager'));
  return loaded ? <loaded.Pager {...props} /> : <div ref={box} data-near="" className="jet-pager" />;
}

/** Cards keep their choice state and skip re-rendering while the listing around them changes. */
const Card = memo(ProductCard);

/** Cards of the first row load their image at once (they are the page's largest paint). */
const EAGER_CARDS = 4;

/** What the listing shows, and what its controls do (useProductList). */
export interface ProductListModel {
  state: ProductListState;
  /** A request is running (a new page, sort or filter): aria-busy, and 'Carregando mais produtos…' when scrolling. */
  loading: boolean;
  /** The search term, for a search listing (its empty state names it); null otherwise. */
  search: string | null;
  /** The listing's filter state; null until it is opened. */
  filter: ListingFilterState | null;
  products: readonly ProductCardData[];
  total: number;
  page: number;
  pageCount: number;
  /** The filter panel's facets, once asked for. */
  filters: ListingFilters | null;
  /** The phone's filter drawer is open. */
  filtersOpen: boolean;
  /** The filters show beside the grid (from 64rem): no 'Filtrar' button. */
  sidebar?: boolean;
  /** The drawer was opened once: it stays mounted (closed), so focus goes back to 'Filtrar'. */
  drawerStarted?: boolean;
  settings: CardSettings;
  sort: ListingSort;
  /** A search's corrected term ('Você quis dizer …?'), when the store offers one. */
  didYouMean?: string | null;
  /** The products are the corrected term's ('Mostrando resultados para …'): the term as typed found none. */
  showingCorrected?: boolean;
  /** Grow on scroll instead of paging. */
  infinite: boolean;
  /** A search term under 3 characters. */
  tooShort: boolean;
  /** Some filter is chosen. */
  filtered: boolean;
  /**
   * The store's text when it refused the request (e.g. 'Faixa de preço inválida.'), shown in the
   * error state instead of 'Não foi possível carregar os produtos.'.
   */
  errorText?: string | null;
  /**
   * An empty listing shows the best sellers and new arrivals under it (EmptyCarousels, a lazy chunk
   * that loads them itself); the listing sets it when no filter is chosen.
   */
  emptyCarousels: boolean;
  /** The end of the list, watched when scrolling infinitely. */
  sentinelRef?: Ref<HTMLDivElement>;
  toggleFilters: () => void;
  setPage: (page: number) => void;
  setOrder: (order: ListingSort) => void;
  setFlag?: (kind: FlagKind, on: boolean) => void;
  toggleFilter: (kind: FilterKind, value: FacetValue) => void;
  setPrice: (initialPrice: number | null, finalPrice: number | null) => void;
  removeFilter: (filter: SelectedFilter) => void;
  clearFilters: () => void;
  retry: () => void;
  /** The shopper is about to act: what their change needs starts loading. */
  prepare?: () => void;
}

/**
 * The listing as a plain function of its model: toolbar (count, filters, sort), the chosen filters,
 * skeletons, the grid of cards, the error with retry, the empty states (and, when `emptyCarousels`, the
 * carousels under an empty listing, which load their own products), and the pager or the
 * infinite-scroll sentinel.
 */
export function ProductListView(list: ProductListModel) {
  const rootRef = useRef<HTMLElement>(null);
  const sortId = useId();
  const filtersId = useId();
  const { state, filter, products, settings, search } = list;
  const showGrid = products.length > 0 && (state === 'ready' || state === 'loading');
  const showToolbar = filter && !list.tooShort && (state === 'ready' || products.length > 0 || list.filtered);

  const toTop = () => rootRef.current?.scrollIntoView?.({ block: 'start' });
  const changePage = (page: number) => {
    list.setPage(page);
    toTop();
  };
  const withFilters = filter && !list.tooShort;
  // beside the grid from 64rem, except over an error or an empty listing nobody narrowed (nothing to
  // narrow); its column is there from the first placeholders, before the state opens and the panel loads,
  // so the grid never draws full width and then shrinks
  const bare = state === 'empty' && !list.filtered;
  const sidebar = Boolean(list.sidebar && !list.tooShort && state !== 'error' && !bare);

  return (
    <section
      className="jet-product-list"
      data-state={state}
      ref={rootRef}
      aria-label={t('listing.label')}
      aria-busy={list.loading || undefined}
      onPointerDownCapture={list.prepare}
      onFocusCapture={list.prepare}
    >
      {showToolbar && (
        <div className="jet-product-list__toolbar">
          {state !== 'error' && <p className="jet-product-list__count">{list.total === 1 ? t('listing.countOne') : t('listing.count', { count: list.total })}</p>}
          {!list.sidebar && (
            <button
              type="button"
              className="jet-product-list__filters-toggle"
              aria-haspopup="dialog"
              aria-expanded={list.filtersOpen}
              aria-controls={list.drawerStarted ? filtersId : undefined}
              onClick={list.toggleFilters}
            >
              {t('filters.open')}
            </button>
          )}
          <label className="jet-product-list__sort" htmlFor={sortId}>
            {t('sort.label')}
          </label>
          <select id={sortId} className="jet-product-list__sort-select" value={list.sort} onChange={(e) => list.setOrder(e.currentTarget.value as ListingSort)}>
            {sortsFor(search === null ? 'category' : 'search').map((sort) => (
              <option key={sort} value={sort}>
                {t(`sort.${sort}`)}
              </option>
            ))}
          </select>
        </div>
      )}
      {/* The toolbar's place during the first load, so the cards do not move down when it arrives (and
          kept over an empty result, so its message does not move up). */}
      {(state === 'loading' || state === 'empty') && !showToolbar && <div className="jet-product-list__toolbar" data-placeholder="" aria-hidden="true" />}
      <div className="jet-product-list__body" data-sidebar={sidebar || undefined}>
        {sidebar && (
          <div className="jet-product-list__filters-slot">
            {withFilters && (
              <Suspense fallback={null}>
                <FiltersPanel list={list} />
              </Suspense>
            )}
          </div>
        )}
        {/* An empty listing nobody narrowed is drawn anew in the whole width rather than moved there from
            beside the sidebar's place (its placeholders held it): new content, not a layout shift. */}
        <div className="jet-product-list__main" key={bare ? 1 : 0}>
          {list.didYouMean && search !== null && <Suspense fallback={<p className="jet-product-list__did-you-mean" />}><DidYouMean term={list.didYouMean} showing={list.showingCorrected} /></Suspense>}
          {filter && filter.selectedFilter.length > 0 && (
            <ul className="jet-product-list__selected" aria-label={t('filters.selected')}>
              {filter.selectedFilter.filter((chosen) => chosen.name).map((chosen) => (
                <li key={`${chosen.kind}-${chosen.id}`}>
                  <button type="button" className="jet-product-list__chip" aria-label={t('filters.remove', { name: chosen.name })} onClick={() => list.removeFilter(chosen)}>
                    {chosen.name} ×
                  </button>
                </li>
              ))}
              <li>
                <button type="button" className="jet-product-list__clear" onClick={list.clearFilters}>
                  {t('filters.clear')}
                </button>
              </li>
            </ul>
          )}
          {state === 'loading' && !showGrid && (
            <ul className="jet-product-list__grid" aria-hidden="true">
              {Array.from({ length: Math.min(filter?.pageSize ?? 12, 12) }, (_, i) => (
                <li className="jet-product-list__item" key={i}>
                  <CardSkeleton />
                </li>
              ))}
            </ul>
          )}
          {showGrid && (
            <ul className="jet-product-list__grid">
              {products.map((product, index) => (
                <li className="jet-product-list__item" key={product.idProduct}>
                  <Card product={product} settings={settings} headingLevel={2} eager={index < EAGER_CARDS} />
                </li>
              ))}
            </ul>
          )}
          {state === 'error' && (
            <div className="jet-product-list__error" role="alert">
              <p>{list.errorText ?? t('listing.error')}</p>
              <button type="button" className="jet-button jet-button--secondary" onClick={list.retry}>
                {t('listing.retry')}
              </button>
            </div>
          )}
          {state === 'empty' && (
            <div className="jet-product-list__empty" role="status">
              {list.tooShort ? (
                <p className="jet-product-list__empty-title">{t('search.tooShort')}</p>
              ) : search !== null ? (
                <>
                  <p className="jet-product-list__empty-title">{t('listing.searchEmpty', { term: search })}</p>
                  <ul className="jet-product-list__hints">
                    <li>{t('listing.searchHintSpelling')}</li>
                    <li>{t('listing.searchHintBrowse')}</li>
                  </ul>
                </>
              ) : (
                <p className="jet-product-list__empty-title">{t('listing.empty')}</p>
              )}
            </div>
          )}
          {state === 'empty' && list.emptyCarousels && (
            <Suspense fallback={<div className="jet-product-list__carousels" aria-busy="true" />}>
              <EmptyCarousels settings={settings} />
            </Suspense>
          )}
          {list.infinite
            ? showGrid && (
                <div className="jet-product-list__more" ref={list.sentinelRef}>
                  {list.loading && (
                    <p className="jet-product-list__loading" role="status">
                      {t('listing.loadingMore')}
                    </p>
                  )}
                </div>
              )
            : products.length > 0 && (
                <>
                  {/* the end of the list: nearing it loads the address helpers (the head's prev/next links) */}
                  <div className="jet-product-list__more" ref={list.sentinelRef} />
                  {list.pageCount > 1 && <PagerWhenNear page={list.page} pageCount={list.pageCount} onChange={changePage} />}
                </>
              )}
        </div>
      </div>
      {!list.sidebar && list.drawerStarted && withFilters && (
        <Suspense fallback={null}>
          <FiltersPanel list={list} id={filtersId} onDone={toTop} />
        </Suspense>
      )}
    </section>
  );
}

/**
 * The product listing (catalogue-and-discovery §2 'Product listing widget'): sort, filters, a grid of
 * product cards under this one root, the pager or infinite scrolling, and the empty, search-empty and
 * error states.
 */
export function ProductList({ source = 'category', sourceId, dataId, infiniteScroll = false }: ProductListProps) {
  const list = useProductList({ source, sourceId: sourceId || dataId || undefined, infiniteScroll });
  const search = list.target.ok && list.target.source === 'search' ? list.target.keyWord : null;
  return <ProductListView {...list} search={search} emptyCarousels={!list.filtered} />;
}
