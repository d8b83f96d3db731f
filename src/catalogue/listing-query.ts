import type { CompanySettings, ListingFilters, ListingQuery, ListingSort, OperationName, ProductListAnswer } from '../api/operations';
import type { ListingFilterState } from '../stores/listing-filter';
import { query, type QueryStore } from '../stores/query';
import { parseRoute, type Route } from '../routes';

export type ListingSource = 'category' | 'brand' | 'group' | 'search';

/** What a listing lists: its source and how the source is named (numeric id, friendly URL or term). */
export type ListingTarget =
  | { ok: true; source: ListingSource; id: number | null; textLink: string; keyWord: string; path: string }
  | { ok: false };

export const LISTING_SORTS: readonly ListingSort[] = ['nome_a_z', 'nome_z_a', 'ordem', 'menor_preco', 'maior_preco', 'mais_vendidos', 'lancamentos'];

/** The sorts a listing offers: a search's own order, 'Relevância', comes first on a search only. */
export const sortsFor = (source: ListingSource): readonly ListingSort[] => (source === 'search' ? ['relevancia', ...LISTING_SORTS] : LISTING_SORTS);

/**
 * The sort when the shopper has chosen none (catalogue-and-discovery §4 'Default sort'): N gives
 * nome_a_z or nome_z_a by orderBy; C or O ordem; P menor_preco or maior_preco; V mais_vendidos;
 * R or anything else lancamentos. A search is ordered by relevance (issue 26).
 */
export function defaultSort(company?: Pick<CompanySettings, 'sortDefault' | 'orderBy'> | null, source?: ListingSource): ListingSort {
  if (source === 'search') return 'relevancia';
  const descending = company?.orderBy === 'desc';
  switch (company?.sortDefault) {
    case 'N':
      return descending ? 'nome_z_a' : 'nome_a_z';
    case 'C':
    case 'O':
      return 'ordem';
    case 'P':
      return descending ? 'maior_preco' : 'menor_preco';
    case 'V':
      return 'mais_vendidos';
    default:
      return 'lancamentos';
  }
}

/**
 * The friendly URL a listing route names, as the server's textLink: 'casa/sala', 'aurora-casa'. A category
 * by id ('/41/c') is named by its number, which the server reads as an id.
 */
function textLinkOf(route: Route | null, source: Exclude<ListingSource, 'search'>): string | null {
  if (route?.page === 'category' && source === 'category') return 'id' in route ? String(route.id) : route.slugs.join('/');
  if ((route?.page === 'brand' || route?.page === 'group') && route.page === source) return route.slug;
  return null;
}

/**
 * Resolves a listing's source. An explicit `sourceId` is used as is: digits are a numeric id, anything
 * else a friendly URL. Without one the page's route names it (src/routes): a category ('/casa/sala/c',
 * 1 to 3 levels, or '/41/c' by id), a brand ('/x/m'), a group ('/x/g') or a search ('/busca?n=').
 * `{ ok: false }` means the address names no listing of that kind: the page is a 404.
 */
export function resolveListing(source: ListingSource, sourceId: string | undefined, where: Pick<Location, 'pathname' | 'search'>): ListingTarget {
  const explicit = sourceId?.trim();
  if (source === 'search') {
    const route = explicit ? null : parseRoute(where);
    const term = explicit || (route?.page === 'search' ? route.term : '');
    return { ok: true, source, id: null, textLink: '', keyWord: term, path: `${where.pathname}?n=${term}` };
  }
  if (explicit) {
    const numeric = /^\d+$/.test(explicit);
    // a friendly URL ('casa/sala') or the listing's address ('/casa/sala/c')
    const textLink = numeric ? '' : (textLinkOf(parseRoute(`/${explicit.replace(/^\/+/, '')}`), source) ?? explicit.replace(/^\/+|\/+$/g, ''));
    // the id is part of the path: two listings of one page keep apart states
    return { ok: true, source, id: numeric ? Number(explicit) : null, textLink, keyWord: '', path: `${where.pathname}?${source}=${explicit}` };
  }
  const textLink = textLinkOf(parseRoute(where), source);
  if (textLink === null) return { ok: false };
  return { ok: true, source, id: null, textLink, keyWord: '', path: where.pathname };
}

const CAPITAL: Record<ListingSource, 'Category' | 'Brand' | 'Group' | 'Search'> = { category: 'Category', brand: 'Brand', group: 'Group', search: 'Search' };

/** productsByCategory / filtersByCategory … for a source. */
function listingOperations(source: ListingSource): { products: OperationName & `productsBy${string}`; filters: OperationName & `filtersBy${string}` } {
  return { products: `productsBy${CAPITAL[source]}`, filters: `filtersBy${CAPITAL[source]}` };
}

/** The keyed read of a listing's products (one store per source and query, shared on the page). */
export const listingProducts = (source: ListingSource, params: ListingQuery): QueryStore<ProductListAnswer> =>
  query(listingOperations(source).products as 'productsByCategory', params);

/** The keyed read of a listing's filters. */
export const listingFilters = (source: ListingSource, params: ListingQuery): QueryStore<ListingFilters> =>
  query(listingOperations(source).filters as 'filtersByCategory', params);

/** Whether the shopper narrowed the listing (the empty listing then shows no carousels). */
export function hasFilters(
  state: Pick<ListingFilterState, 'brand' | 'idCategories' | 'variations' | 'idAttribute' | 'initialPrice' | 'finalPrice' | 'idGroupingType' | 'onSale' | 'inStock'>,
): boolean {
  return (
    state.onSale ||
    state.inStock ||
    state.brand.length + state.idCategories.length + state.variations.length + state.idAttribute.length > 0 ||
    state.initialPrice !== null ||
    state.finalPrice !== null ||
    state.idGroupingType !== null
  );
}

/** The filters part of the query (the filters call gets no page or sort). */
export function filtersQuery(target: Extract<ListingTarget, { ok: true }>, state: ListingFilterState): ListingQuery {
  const query: ListingQuery = {};
  if (target.textLink) query.textLink = target.textLink;
  if (target.source === 'search') query.keyWord = target.keyWord;
  const list = (values: number[]) => (values.length ? values : undefined);
  query.idCategories = list(state.idCategories);
  query.idBrand = list(state.brand);
  if (target.id !== null) {
    if (target.source === 'category' && !state.idCategories.length) query.idCategories = target.id;
    if (target.source === 'brand') query.idBrand = target.id;
    if (target.source === 'group') query.idGroup = target.id;
  }
  query.idVariation = list(state.variations);
  query.idAttribute = list(state.idAttribute);
  // the shopper's product grouping (chosen from the filters' groupings, which showProductGroupingFilter asks for)
  if (state.idGroupingType !== null) query.idGroupingType = state.idGroupingType;
  if (state.initialPrice !== null) query.ofPrice = state.initialPrice;
  if (state.finalPrice !== null) query.toPrice = state.finalPrice;
  // the toggles go only when on (absent = no filter, so a server without them answers as before)
  if (state.onSale) query.onSale = true;
  if (state.inStock) query.inStock = true;
  query.showProductGroupingFilter = true;
  for (const key of Object.keys(query) as Array<keyof ListingQuery>) if (query[key] === undefined) delete query[key];
  return query;
}

/** The products call's query: the filters plus page, page size and sort. */
export function productsQuery(target: Extract<ListingTarget, { ok: true }>, state: ListingFilterState, sort: ListingSort): ListingQuery {
  return { page: state.pageNumber, pageSize: state.pageSize, sortBy: state.order || sort, ...filtersQuery(target, state) };
}
