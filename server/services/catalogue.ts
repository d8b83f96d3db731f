/**
 * Catalogue rules between the routes and the repositories: which source a listing names (friendly URL,
 * number or id, category / brand / group / search), the cache keys of listing, filter and suggestion
 * answers, the search term rules (3 characters, blacklist), the checks of a quote's products and of an
 * alert's SKU, and what a rating changes (cached cards show the rate).
 *
 * Sources: `textLink` (friendly URL; 'casa/sala' for a category, 'aurora-casa' for a brand or group; a
 * trailing '/c', '/m' or '/g' is accepted; a numeric textLink is an id), else the id (first idCategories
 * value for a category, idBrand for a brand, idGroup for a group). When textLink names the source, the id
 * fields are filters (idCategories narrows a category to some of its sub-categories). Unknown → 404
 * NOT_FOUND. Search: keyWord (or n), at least 3 characters; a blacklisted term answers an empty listing;
 * ordered by relevance unless the query names a sort; a misspelt term is corrected (searchSource).
 * `relevancia` on a category, brand or group listing is their default sort (listing.ts).
 */
import type { ListingFilters, OkAnswer, ProductListAnswer, RateProductAnswer, SearchSuggestion, SearchSuggestionGroups } from '../../src/api/operations';
import { bumpCatalogueVersion, catalogueAnswers } from '../lib/answer-cache';
import { HttpError } from '../lib/http-error';
import { fail, invalidInput, text } from '../lib/messages';
import { DEFAULT_SORT, filtersKey, invalid, normaliseTerm, normaliseTextLink, notFound, type ListingFiltersInput, type ParsedListingQuery } from '../lib/listing-query';
import { isBlacklisted } from '../lib/search-blacklist';
import type { Repositories } from '../repositories';
import { emptyFilters, type ListingSource } from '../repositories/catalogue/listing';

export type SourceKind = 'category' | 'brand' | 'group';

const SUGGESTIONS_MAX = 10;
/** A search finding fewer products than this looks for a corrected term ('Você quis dizer …?'). */
const FEW_RESULTS = 3;
const MAX_QUOTE_PRODUCTS = 50;

const filtersOf = (query: ParsedListingQuery): ListingFiltersInput => ({
  categories: query.idCategories,
  brands: query.idBrand,
  variations: query.idVariation,
  attributes: query.idAttribute,
  ofPrice: query.ofPrice,
  toPrice: query.toPrice,
  grouping: query.idGroupingType,
  onSale: query.onSale,
  inStock: query.inStock,
});

const sourceKey = (source: ListingSource) => (source.kind === 'scope' ? `${source.scope}:${source.id}` : `s:${source.term}`);

/** Cache key of a listing page. */
const pageKey = (source: ListingSource, filters: ListingFiltersInput, query: ParsedListingQuery) =>
  `page|${sourceKey(source)}|${filtersKey(filters)}|${query.sortBy}|${query.page}|${query.pageSize}`;
/** Cache key of a filters answer. */
const filtersCacheKey = (source: ListingSource, filters: ListingFiltersInput, groupings: boolean) =>
  `filters|${sourceKey(source)}|${filtersKey(filters)}|${groupings ? 'G' : ''}`;

/** The normalised search term, or null when the blacklist refuses it. */
function searchTerm(raw: string): string | null {
  const term = normaliseTerm(raw);
  if (term.replace(/\s/g, '').length < 3) throw invalidInput('search.tooShort');
  if (term.length > 100) throw invalid();
  return isBlacklisted(term) ? null : term;
}

export interface QuoteRequest {
  name: string;
  email: string;
  phone: string;
  message: string;
  customerId: number | null;
  items: Array<{ productId: number; skuId: number | null }>;
}

export function catalogueService(repos: Repositories) {
  /**
   * What a search lists (docs/search-relevance.md): the term as typed; when it finds fewer than
   * FEW_RESULTS products and a corrected term finds more, `didYouMean` names the correction, and when
   * the term as typed finds none, the listing is the corrected term's.
   */
  function searchSource(term: string, filters: ListingFiltersInput): Promise<{ source: ListingSource; didYouMean: string | null; showingCorrected: boolean }> {
    const typed: ListingSource = { kind: 'search', term };
    return catalogueAnswers.get(`correct|${term}|${filtersKey(filters)}`, async () => {
      const found = await repos.listing.count(typed, filters);
      const correction = found < FEW_RESULTS ? await repos.searchVocabulary.correct(term) : null;
      if (correction === null) return { source: typed, didYouMean: null, showingCorrected: false };
      const corrected: ListingSource = { kind: 'search', term: correction.term };
      if ((await repos.listing.count(corrected, filters)) <= found) return { source: typed, didYouMean: null, showingCorrected: false };
      return { source: found === 0 ? corrected : typed, didYouMean: correction.display, showingCorrected: found === 0 };
    });
  }

  /** The listing's source and the filters the query carries besides it. */
  async function resolve(kind: SourceKind, query: ParsedListingQuery) {
    const sources = await repos.categories.sources();
    const filters = filtersOf(query);
    const suffix = kind === 'category' ? 'c' : kind === 'brand' ? 'm' : 'g';
    const link = query.textLink === null ? null : normaliseTextLink(query.textLink, suffix);
    const numeric = link !== null && /^\d{1,9}$/.test(link) ? Number(link) : null;
    // Category and brand: the friendly URL (or its number) names the source; without one, a single id
    // in the list names it and then stops being a filter.
    const pick = (bySlug: Map<string, number>, ids: number[], stopFiltering: () => void): number | undefined => {
      if (link !== null) return numeric ?? bySlug.get(link);
      if (ids.length === 0) throw notFound();
      if (ids.length > 1) throw invalid();
      stopFiltering();
      return ids[0];
    };
    let id: number | undefined;
    if (kind === 'category') {
      id = pick(sources.categoriesByPath, query.idCategories, () => (filters.categories = []));
      if (id === undefined || !sources.categoriesById.has(id)) throw notFound();
      return { source: { kind: 'scope', scope: 'c', id } as const, filters, categoryParent: id as number | null };
    }
    if (kind === 'brand') {
      id = pick(sources.brandsBySlug, query.idBrand, () => (filters.brands = []));
      if (id === undefined || !sources.brandIds.has(id)) throw notFound();
      return { source: { kind: 'scope', scope: 'm', id } as const, filters, categoryParent: null };
    }
    if (link !== null) id = numeric ?? sources.groupsBySlug.get(link);
    else id = query.idGroup ?? undefined;
    if (id === undefined || !sources.groupIds.has(id)) throw notFound();
    return { source: { kind: 'scope', scope: 'g', id } as const, filters, categoryParent: null };
  }

  return {
    /** Every brand, or the featured ones only. */
    brands: (onlyFeatured: boolean) => repos.brands.list({ onlyFeatured }),
    categoryTree: () => repos.categories.tree(),
    groups: () => repos.categories.groups(),

    /** A page of a category, brand or group listing (cached by its normalised query). */
    async listing(kind: SourceKind, query: ParsedListingQuery): Promise<ProductListAnswer> {
      const { source, filters } = await resolve(kind, query);
      // relevance is a search's order: here it is the default sort, and shares its cached answers
      const sorted = query.sortBy === 'relevancia' ? { ...query, sortBy: DEFAULT_SORT } : query;
      return catalogueAnswers.get(pageKey(source, filters, sorted), () => repos.listing.page(source, filters, sorted.sortBy, query.page, query.pageSize));
    },

    async filters(kind: SourceKind, query: ParsedListingQuery): Promise<ListingFilters> {
      const { source, filters, categoryParent } = await resolve(kind, query);
      const groupings = query.showProductGroupingFilter;
      return catalogueAnswers.get(filtersCacheKey(source, filters, groupings), () => repos.listing.filters(source, filters, categoryParent, groupings));
    },

    async search(query: ParsedListingQuery): Promise<ProductListAnswer> {
      const term = searchTerm(query.keyWord ?? query.textLink ?? '');
      if (term === null) return { products: [], settings: { pageNumber: query.page, pageCount: 0, totalItemCount: 0 } };
      const filters = filtersOf(query);
      const { source, didYouMean, showingCorrected } = await searchSource(term, filters);
      const sorted = { ...query, sortBy: query.sortChosen ? query.sortBy : ('relevancia' as const) };
      return catalogueAnswers.get(`${pageKey({ kind: 'search', term }, filters, sorted)}|${didYouMean ?? ''}`, async () => {
        const page = await repos.listing.page(source, filters, sorted.sortBy, query.page, query.pageSize);
        if (!didYouMean) return page;
        return showingCorrected ? { ...page, didYouMean, showingCorrected } : { ...page, didYouMean };
      });
    },

    async searchFilters(query: ParsedListingQuery): Promise<ListingFilters> {
      const term = searchTerm(query.keyWord ?? query.textLink ?? '');
      if (term === null) return emptyFilters();
      const filters = filtersOf(query);
      // the filters of what the listing shows: the corrected term's when the term as typed found nothing
      const { source } = await searchSource(term, filters);
      const groupings = query.showProductGroupingFilter;
      return catalogueAnswers.get(filtersCacheKey(source, filters, groupings), () => repos.listing.filters(source, filters, null, groupings));
    },

    /** Up to `quantity` (at most 10) suggestions for a word of 3 characters or more. */
    async suggestions(word: string, quantity: number): Promise<SearchSuggestion[]> {
      const term = searchTerm(word);
      if (term === null) return [];
      const limit = Math.min(quantity, SUGGESTIONS_MAX);
      return catalogueAnswers.get(`suggest|${term}|${limit}`, () => repos.search.suggestions(term, limit));
    },

    /** The search box's dropdown: those products plus completed terms, categories and brands; a blacklisted word is `refused`. */
    async suggestionGroups(word: string, quantity: number): Promise<SearchSuggestionGroups> {
      const term = searchTerm(word);
      if (term === null) return { products: [], terms: [], categories: [], brands: [], refused: true };
      const limit = Math.min(quantity, SUGGESTIONS_MAX);
      return catalogueAnswers.get(`suggest-groups|${term}|${limit}`, () => repos.search.groups(term, limit));
    },

    /** Stores a quote whose products are active and whose SKUs are their own. */
    async sendQuote(quote: QuoteRequest): Promise<OkAnswer> {
      if (quote.items.length === 0) throw invalidInput('quote.noProducts');
      if (quote.items.length > MAX_QUOTE_PRODUCTS) throw invalidInput('quote.tooManyProducts');
      const found = await repos.quotes.lookup(
        [...new Set(quote.items.map((item) => item.productId))],
        [...new Set(quote.items.flatMap((item) => (item.skuId === null ? [] : [item.skuId])))],
      );
      for (const item of quote.items) {
        if (!found.activeProducts.has(item.productId)) throw invalidInput('api.productNotFound');
        if (item.skuId !== null && found.skuProduct.get(item.skuId) !== item.productId) throw invalidInput('api.skuNotOfProduct');
      }
      await repos.quotes.create(quote);
      return { ok: true };
    },

    /** Registers a back-in-stock alert once per e-mail, product and SKU (409 'Err 045' after). */
    async alertMe(alert: { name: string; email: string; phone: string; productId: number; skuId: number | null }): Promise<OkAnswer> {
      const target = await repos.stockAlerts.target(alert.productId, alert.skuId);
      if (!target) throw fail(404, 'api.productNotFound', 'NOT_FOUND');
      if (!target.skuBelongs) throw invalidInput('api.skuNotOfProduct');
      // The widget's text with the platform's error code, as the spec's answer carries it.
      if (!(await repos.stockAlerts.register(alert))) throw new HttpError(409, `${text('alertMe.duplicate')} [Err 045]`, 'Err 045');
      return { ok: true };
    },

    /** One rating per customer and product; cards in cached listings show the new rate. */
    async rate(productId: number, customerId: number, rate: number, comment: string): Promise<RateProductAnswer> {
      const result = await repos.ratings.rate(productId, customerId, rate, comment);
      if (!result) throw fail(404, 'api.productNotFound', 'NOT_FOUND');
      bumpCatalogueVersion();
      return result;
    },
  };
}

export type CatalogueService = ReturnType<typeof catalogueService>;
