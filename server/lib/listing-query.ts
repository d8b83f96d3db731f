/**
 * Parsing and normalising the query fields of the listing and filters calls (ListingQuery in
 * src/api/operations/catalogue.types.ts), sent as the envelope's params query string. Bad input is a 400 in pt-BR.
 *
 * - page: 1-based (default 1). pageSize: default 12; values above MAX_PAGE_SIZE are lowered to it
 *   (infinite scroll grows the page size by 12 per step, so a long scroll asks for 24, 36, ... 120).
 * - Repeated keys or comma-separated values: `idVariation=3&idVariation=7` = `idVariation=3,7`.
 * - sortBy: one of LISTING_SORTS (default mais_vendidos; a search's default is relevancia, which elsewhere
 *   means the default: server/services/catalogue.ts). sortChosen: the query named one.
 * - ofPrice/toPrice: bounds of the sale price, decimal point or comma.
 * - idGroupingType: one product grouping (a group id: 'Lançamentos', 'Promoções' ...) the listing is
 *   narrowed to. showProductGroupingFilter=true: the filters answer lists those groupings (`groupings`).
 * - onSale, inStock: `true` narrows the listing (on sale; not sold out), `false` or absent does not; any
 *   other value is a 400.
 */
import type { ListingSort } from '../../src/api/operations';
import { fail, invalidInput, type MessageKey } from './messages';

const DEFAULT_PAGE_SIZE = 12;
const MAX_PAGE_SIZE = 120;
/** Pages beyond this are refused (deep offsets cost a walk of every row before them). */
const MAX_PAGE = 10_000;

export const LISTING_SORTS: readonly ListingSort[] = ['relevancia', 'nome_a_z', 'nome_z_a', 'ordem', 'menor_preco', 'maior_preco', 'mais_vendidos', 'lancamentos'];
export const DEFAULT_SORT: Exclude<ListingSort, 'relevancia'> = 'mais_vendidos';

/** The texts of the listing's 400s and 404 (src/i18n/catalogue/api.ts). */
export const MESSAGES = {
  invalid: 'api.listingInvalid',
  page: 'api.listingPage',
  pageSize: 'api.listingPageSize',
  sort: 'api.listingSort',
  price: 'api.listingPrice',
  notFound: 'api.pageNotFound',
  searchTooShort: 'search.tooShort',
  quantity: 'api.suggestionsQuantity',
} as const satisfies Record<string, MessageKey>;

export const invalid = (key: MessageKey = MESSAGES.invalid) => invalidInput(key);
export const notFound = () => fail(404, MESSAGES.notFound, 'NOT_FOUND');

export interface ListingFiltersInput {
  /** idCategories used as a filter (sub-categories of a category listing, any category elsewhere). */
  categories: number[];
  brands: number[];
  /** idVariation values; grouped by reference by the repository (OR within a reference, AND across). */
  variations: number[];
  /** idAttribute values (attribute value ids); OR within an attribute, AND across attributes. */
  attributes: number[];
  ofPrice: number | null;
  toPrice: number | null;
  /** idGroupingType: only products of this group (product grouping), or null. */
  grouping: number | null;
  /** Only products on sale (promotion price below the price). */
  onSale: boolean;
  /** Only products not sold out. */
  inStock: boolean;
}

export interface ParsedListingQuery {
  page: number;
  pageSize: number;
  sortBy: ListingSort;
  /** sortBy was in the query (a search without one is ordered by relevance). */
  sortChosen: boolean;
  textLink: string | null;
  keyWord: string | null;
  idCategories: number[];
  idBrand: number[];
  idGroup: number | null;
  idVariation: number[];
  idAttribute: number[];
  ofPrice: number | null;
  toPrice: number | null;
  idGroupingType: number | null;
  onSale: boolean;
  inStock: boolean;
  /** The filters answer lists the product groupings (showProductGroupingFilter=true). */
  showProductGroupingFilter: boolean;
}

function values(params: URLSearchParams, key: string): string[] {
  return params
    .getAll(key)
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter((value) => value !== '');
}

function ids(params: URLSearchParams, key: string): number[] {
  const list = values(params, key).map((value) => {
    if (!/^\d{1,9}$/.test(value)) throw invalid();
    return Number(value);
  });
  return [...new Set(list)].sort((a, b) => a - b);
}

function integer(params: URLSearchParams, key: string, fallback: number, message: MessageKey): number {
  const value = params.get(key)?.trim();
  if (value === undefined || value === '') return fallback;
  if (!/^\d{1,9}$/.test(value)) throw invalid(message);
  return Number(value);
}

function price(params: URLSearchParams, key: string): number | null {
  const value = params.get(key)?.trim();
  if (value === undefined || value === '') return null;
  const normalised = value.includes(',') ? value.replace(/\./g, '').replace(',', '.') : value;
  if (!/^\d{1,9}(\.\d{1,20})?$/.test(normalised)) throw invalid(MESSAGES.price);
  return Math.round(Number(normalised) * 100) / 100;
}

/** A filter switch: 'true' or 'false' (any case), absent or empty = false. */
function flag(params: URLSearchParams, key: string): boolean {
  const list = [...new Set(values(params, key).map((value) => value.toLowerCase()))];
  if (list.length > 1 || list.some((value) => value !== 'true' && value !== 'false')) throw invalid();
  return list[0] === 'true';
}

export function parseListingQuery(params: URLSearchParams): ParsedListingQuery {
  const page = integer(params, 'page', 1, MESSAGES.page);
  if (page < 1 || page > MAX_PAGE) throw invalid(MESSAGES.page);
  const pageSize = integer(params, 'pageSize', DEFAULT_PAGE_SIZE, MESSAGES.pageSize);
  if (pageSize < 1) throw invalid(MESSAGES.pageSize);
  const chosen = params.get('sortBy')?.trim() || null;
  const sort = chosen ?? DEFAULT_SORT;
  if (!(LISTING_SORTS as readonly string[]).includes(sort)) throw invalid(MESSAGES.sort);
  const ofPrice = price(params, 'ofPrice');
  const toPrice = price(params, 'toPrice');
  if (ofPrice !== null && toPrice !== null && ofPrice > toPrice) throw invalid(MESSAGES.price);
  const group = ids(params, 'idGroup');
  const grouping = ids(params, 'idGroupingType');
  if (grouping.length > 1) throw invalid();
  const textLink = params.get('textLink')?.trim() ?? '';
  const keyWord = params.get('keyWord') ?? params.get('n') ?? '';
  return {
    page,
    pageSize: Math.min(pageSize, MAX_PAGE_SIZE),
    sortBy: sort as ListingSort,
    sortChosen: chosen !== null,
    textLink: textLink === '' ? null : textLink,
    keyWord: keyWord.trim() === '' ? null : keyWord.trim(),
    idCategories: ids(params, 'idCategories'),
    idBrand: ids(params, 'idBrand'),
    idGroup: group[0] ?? null,
    idVariation: ids(params, 'idVariation'),
    idAttribute: ids(params, 'idAttribute'),
    ofPrice,
    toPrice,
    idGroupingType: grouping[0] ?? null,
    onSale: flag(params, 'onSale'),
    inStock: flag(params, 'inStock'),
    showProductGroupingFilter: params.get('showProductGroupingFilter')?.trim().toLowerCase() === 'true',
  };
}

/** Lower case, no accents, single spaces: the form terms are compared and cached in. */
export function normaliseTerm(term: string): string {
  return term
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** A friendly URL as the listing names it: no leading/trailing slash, no '/c', '/m' or '/g' suffix. */
export function normaliseTextLink(textLink: string, suffix: 'c' | 'm' | 'g'): string {
  return textLink
    .trim()
    .toLowerCase()
    .replace(/^\/+|\/+$/g, '')
    .replace(new RegExp(`/${suffix}$`), '')
    .replace(/\/+$/g, '');
}

/** Stable text of the filters, for cache keys. */
export function filtersKey(filters: ListingFiltersInput): string {
  return [
    `c${filters.categories.join('.')}`,
    `b${filters.brands.join('.')}`,
    `v${filters.variations.join('.')}`,
    `a${filters.attributes.join('.')}`,
    `p${filters.ofPrice ?? ''}-${filters.toPrice ?? ''}`,
    `g${filters.grouping ?? ''}`,
    `${filters.onSale ? 'S' : ''}${filters.inStock ? 'E' : ''}`,
  ].join('|');
}

export function hasFilters(filters: ListingFiltersInput): boolean {
  return (
    filters.categories.length + filters.brands.length + filters.variations.length + filters.attributes.length > 0 ||
    filters.ofPrice !== null ||
    filters.toPrice !== null ||
    filters.grouping !== null ||
    filters.onSale ||
    filters.inStock
  );
}
