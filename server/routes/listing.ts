/**
 * Category tree, groups, product listings by category / brand / group / search, their filters, and
 * search suggestions (catalogue-and-discovery §2-§5, §7). Query fields: server/lib/listing-query.ts.
 *
 * Sources: `textLink` (friendly URL; 'casa/sala' for a category, 'aurora-casa' for a brand or group; a
 * trailing '/c', '/m' or '/g' is accepted; a numeric textLink is an id), else the id (first idCategories
 * value for a category, idBrand for a brand, idGroup for a group). When textLink names the source, the id
 * fields are filters (idCategories narrows a category to some of its sub-categories). Unknown → 404
 * NOT_FOUND. Search: keyWord (or n), at least 3 characters; a blacklisted term answers an empty listing.
 *
 * Every answer goes through the in-process answer cache (server/lib/answer-cache.ts), keyed by the
 * normalised query and dropped when the catalogue version is bumped.
 */
import type { FastifyReply } from 'fastify';
import type { ListingFilters, ProductListAnswer } from '../../src/api/operations';
import { catalogueAnswers } from '../lib/answer-cache';
import {
  filtersKey,
  invalid,
  MESSAGES,
  normaliseTerm,
  normaliseTextLink,
  notFound,
  parseListingQuery,
  type ListingFiltersInput,
  type ParsedListingQuery,
} from '../lib/listing-query';
import { isBlacklisted } from '../lib/search-blacklist';
import type { Repositories } from '../repositories';
import { emptyFilters, type ListingSource } from '../repositories/listing';
import type { OperationContext, OperationRegistry } from './registry';

type SourceKind = 'category' | 'brand' | 'group';

const jsonOf = new WeakMap<object, string>();
function once(value: object): string {
  let json = jsonOf.get(value);
  if (json === undefined) jsonOf.set(value, (json = JSON.stringify(value)));
  return json;
}

/** JSON of an answer: a listing from its cards' JSON, anything else once per answer object. */
function serialise(value: unknown): string {
  if (value !== null && typeof value === 'object' && 'products' in value && 'settings' in value) {
    const { products, settings } = value as ProductListAnswer;
    return `{"products":[${products.map(once).join(',')}],"settings":${JSON.stringify(settings)}}`;
  }
  return value !== null && typeof value === 'object' ? once(value) : JSON.stringify(value);
}

const SUGGESTIONS_DEFAULT = 5;
const SUGGESTIONS_MAX = 10;

export function listingOperations(registry: OperationRegistry, repos: Repositories): void {
  /**
   * The cached answer of key. Answers are serialised once per object (cards once per card, shared by
   * every page that shows them), so a hit costs no JSON.stringify of a dozen cards and a cache entry
   * holds references, not text.
   */
  async function cached<T>(reply: FastifyReply, key: string, compute: () => Promise<T>): Promise<T> {
    const value = await catalogueAnswers.get(key, compute);
    reply.type('application/json; charset=utf-8').serializer(() => serialise(value));
    return value;
  }
  const cache = {
    get: <T>(key: string, compute: () => Promise<T>, reply: FastifyReply) => cached(reply, key, compute),
  };

  /** The listing's source and the filters the query carries besides it. */
  async function resolve(kind: SourceKind, query: ParsedListingQuery): Promise<{ source: ListingSource & { kind: 'scope' }; filters: ListingFiltersInput; categoryParent: number | null }> {
    const sources = await repos.categories.sources();
    const filters: ListingFiltersInput = {
      categories: query.idCategories,
      brands: query.idBrand,
      variations: query.idVariation,
      attributes: query.idAttribute,
      ofPrice: query.ofPrice,
      toPrice: query.toPrice,
    };
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
      return { source: { kind: 'scope', scope: 'c', id }, filters, categoryParent: id };
    }
    if (kind === 'brand') {
      id = pick(sources.brandsBySlug, query.idBrand, () => (filters.brands = []));
      if (id === undefined || !sources.brandIds.has(id)) throw notFound();
      return { source: { kind: 'scope', scope: 'm', id }, filters, categoryParent: null };
    }
    if (link !== null) id = numeric ?? sources.groupsBySlug.get(link);
    else id = query.idGroup ?? undefined;
    if (id === undefined || !sources.groupIds.has(id)) throw notFound();
    return { source: { kind: 'scope', scope: 'g', id }, filters, categoryParent: null };
  }

  /** The normalised search term, or null when the blacklist refuses it. */
  function searchTerm(query: ParsedListingQuery): string | null {
    const raw = query.keyWord ?? query.textLink ?? '';
    const term = normaliseTerm(raw);
    if (term.replace(/\s/g, '').length < 3) throw invalid(MESSAGES.searchTooShort);
    if (term.length > 100) throw invalid();
    return isBlacklisted(term) ? null : term;
  }

  function searchFilters(query: ParsedListingQuery): ListingFiltersInput {
    return {
      categories: query.idCategories,
      brands: query.idBrand,
      variations: query.idVariation,
      attributes: query.idAttribute,
      ofPrice: query.ofPrice,
      toPrice: query.toPrice,
    };
  }

  const pageKey = (source: ListingSource, filters: ListingFiltersInput, query: ParsedListingQuery) =>
    `page|${source.kind === 'scope' ? `${source.scope}:${source.id}` : `s:${source.term}`}|${filtersKey(filters)}|${query.sortBy}|${query.page}|${query.pageSize}`;
  const filtersCacheKey = (source: ListingSource, filters: ListingFiltersInput) =>
    `filters|${source.kind === 'scope' ? `${source.scope}:${source.id}` : `s:${source.term}`}|${filtersKey(filters)}`;

  const listing = (kind: SourceKind) => async ({ params, reply }: OperationContext): Promise<ProductListAnswer> => {
    const query = parseListingQuery(params);
    const { source, filters } = await resolve(kind, query);
    return cache.get(pageKey(source, filters, query), () => repos.listing.page(source, filters, query.sortBy, query.page, query.pageSize), reply);
  };

  const facets = (kind: SourceKind) => async ({ params, reply }: OperationContext): Promise<ListingFilters> => {
    const query = parseListingQuery(params);
    const { source, filters, categoryParent } = await resolve(kind, query);
    return cache.get(filtersCacheKey(source, filters), () => repos.listing.filters(source, filters, categoryParent), reply);
  };

  registry.add('categoryTree', () => repos.categories.tree());
  registry.add('groups', () => repos.categories.groups());

  registry.add('productsByCategory', listing('category'));
  registry.add('productsByBrand', listing('brand'));
  registry.add('productsByGroup', listing('group'));
  registry.add('filtersByCategory', facets('category'));
  registry.add('filtersByBrand', facets('brand'));
  registry.add('filtersByGroup', facets('group'));

  registry.add('productsBySearch', async ({ params, reply }) => {
    const query = parseListingQuery(params);
    const term = searchTerm(query);
    if (term === null) return { products: [], settings: { pageNumber: query.page, pageCount: 0, totalItemCount: 0 } };
    const source: ListingSource = { kind: 'search', term };
    const filters = searchFilters(query);
    return cache.get(pageKey(source, filters, query), () => repos.listing.page(source, filters, query.sortBy, query.page, query.pageSize), reply);
  });

  registry.add('filtersBySearch', async ({ params, reply }) => {
    const query = parseListingQuery(params);
    const term = searchTerm(query);
    if (term === null) return emptyFilters();
    const source: ListingSource = { kind: 'search', term };
    const filters = searchFilters(query);
    return cache.get(filtersCacheKey(source, filters), () => repos.listing.filters(source, filters, null), reply);
  });

  registry.add('searchSuggestions', async ({ params, reply }) => {
    const word = normaliseTerm(params.get('word') ?? '');
    if (word.replace(/\s/g, '').length < 3) throw invalid(MESSAGES.searchTooShort);
    if (word.length > 100) throw invalid();
    const raw = params.get('qtdRegister')?.trim();
    if (raw !== undefined && raw !== '' && !/^\d{1,4}$/.test(raw)) throw invalid(MESSAGES.quantity);
    const quantity = raw === undefined || raw === '' ? SUGGESTIONS_DEFAULT : Number(raw);
    if (quantity < 1) throw invalid(MESSAGES.quantity);
    if (isBlacklisted(word)) return [];
    const limit = Math.min(quantity, SUGGESTIONS_MAX);
    return cache.get(`suggest|${word}|${limit}`, () => repos.search.suggestions(word, limit), reply);
  });
}
