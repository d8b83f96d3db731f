/**
 * Product listings (category, brand, group, search) and their filters, over the read model of
 * server/repositories/catalogue/listing-index.ts: product_listing (one row per product per scope, one index per sort) and
 * product_search (one row per product with its tsvector).
 *
 * - A category, brand or group page, unfiltered or filtered by price, brands, onSale and inStock, comes from
 *   its scope's facts (listing-facts.ts: every sort's order, prices, brands and flags, read once per scope and
 *   cached), then the cards (loadProductCards). Other pages (search, filters by categories, variations,
 *   attributes or a product grouping):
 * - A page is `select product_id ... order by <sort key>, product_id limit/offset` on one index, then the
 *   cards (loadProductCards). The total comes from the precomputed facet row when no filter is applied,
 *   else from a separate count(*) (never count(*) over()).
 * - Filters: idCategories (category_ids && ...), idBrand, ofPrice/toPrice on the sale price, idVariation
 *   (OR within one reference such as Cor, AND across references), idAttribute (attribute value ids; OR
 *   within one attribute, AND across attributes). A product matches a variation when one of its visible
 *   SKUs has it.
 * - Facet counts: unfiltered listings read the precomputed listing_facets row. With filters, each facet
 *   kind is counted with every OTHER kind's filters applied (its own kind left out, so the shopper sees
 *   what else they could pick): price range without the price filter, brands without the brand filter,
 *   categories without the category filter, variations without any variation filter, attributes without
 *   any attribute filter.
 * - Product grouping (idGroupingType): only products of that group. The groupings facet (asked with
 *   showProductGroupingFilter) counts the listing's products per group with every other filter applied.
 * - Sold-out products come last in every order (`available` leads every sort and its index). onSale and
 *   inStock narrow to the `on_sale` / `available` rows; the filters answer counts each with every other
 *   filter applied (its own left out), precomputed in listing_facets for an unfiltered listing.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { FacetValue, ListingFilters, ListingSort, ProductCardData, ProductListAnswer } from '../../../src/api/operations';
import { queryRows, type Db } from '../../db/client';
import { cardAnswers, listingFacts } from '../../lib/answer-cache';
import { factsCanFilter, loadScopeFacts } from './listing-facts';
import { facetDictionaries, facetsAnswer, LISTING_ORDER, type FacetCounts, type Scope } from './listing-index';
import { DEFAULT_SORT, filtersKey, hasFilters, LISTING_SORTS, type ListingFiltersInput } from '../../lib/listing-query';
import { intArray, loadProductCards } from './product-cards';
import { relevanceOrder, searchQuery } from './search-relevance';

export type ListingSource =
  /** A category (scope c), brand (m) or group (g) listing. */
  | { kind: 'scope'; scope: Scope; id: number }
  /** Full-text search of a normalised term. */
  | { kind: 'search'; term: string };

type FilterKind = 'categories' | 'brands' | 'variations' | 'attributes' | 'price' | 'grouping' | 'onSale' | 'inStock';

/** The order of a listing: relevance is a search's own (search-relevance.ts); elsewhere it is the default sort. */
function orderOf(source: ListingSource, sortBy: ListingSort): SQL {
  if (sortBy !== 'relevancia') return LISTING_ORDER[sortBy];
  return source.kind === 'search' ? relevanceOrder(source.term) : LISTING_ORDER[DEFAULT_SORT];
}

/** Positions of every unfiltered listing and sort whose cards preload() reads: pages 1-5 of 12. */
const PRELOADED_POSITIONS = 60;
const NO_FILTERS = { brands: [], ofPrice: null, toPrice: null, onSale: false, inStock: false };

/** The sorts preload() reads the first pages of: relevancia is the default sort on these listings. */
const PRELOADED_SORTS = LISTING_SORTS.filter((sort) => sort !== 'relevancia');

/** Card loads running at once per process (the rest wait and go together in the next: see loadCards). */
const CARD_LOADS_IN_FLIGHT = 2;

/** Positions of a listing read (and cached) at once: 10 pages of 12. */
const HEAD_WINDOW = 120;

export const emptyFilters = (): ListingFilters => ({ priceRange: null, brands: [], categories: [], variations: [], attributes: [], onSale: 0, inStock: 0 });

export function listingRepository(db: Db) {
  function table(source: ListingSource): { from: SQL; where: SQL } {
    return source.kind === 'scope'
      ? { from: sql`product_listing`, where: sql`scope = ${source.scope} and scope_id = ${source.id}` }
      : { from: sql`product_search`, where: sql`v @@ ${searchQuery(source.term)}` };
  }

  /** Groups ids by their parent (reference or attribute): [[3, 7], [12]]. */
  function groupBy(ids: number[], parentOf: (id: number) => number | undefined): number[][] {
    const groups = new Map<number, number[]>();
    for (const id of ids) {
      const parent = parentOf(id) ?? -id;
      groups.set(parent, [...(groups.get(parent) ?? []), id]);
    }
    return [...groups.values()];
  }

  async function conditions(filters: ListingFiltersInput, skip?: FilterKind): Promise<SQL[]> {
    const parts: SQL[] = [];
    if (skip !== 'categories' && filters.categories.length) parts.push(sql`category_ids && ${intArray(filters.categories)}::int[]`);
    if (skip !== 'brands' && filters.brands.length) parts.push(sql`brand_id = any(${intArray(filters.brands)}::int[])`);
    if (skip !== 'price' && filters.ofPrice !== null) parts.push(sql`sale_price >= ${filters.ofPrice}`);
    if (skip !== 'price' && filters.toPrice !== null) parts.push(sql`sale_price <= ${filters.toPrice}`);
    if (skip !== 'onSale' && filters.onSale) parts.push(sql`on_sale`);
    if (skip !== 'inStock' && filters.inStock) parts.push(sql`available`);
    if (skip !== 'grouping' && filters.grouping !== null) {
      parts.push(sql`product_id in (select pg.product_id from product_groups pg where pg.group_id = ${filters.grouping})`);
    }
    if ((skip !== 'variations' && filters.variations.length) || (skip !== 'attributes' && filters.attributes.length)) {
      const dict = await facetDictionaries(db);
      if (skip !== 'variations') {
        for (const group of groupBy(filters.variations, (id) => dict.variations.get(id)?.referenceId)) {
          parts.push(sql`variation_ids && ${intArray(group)}::int[]`);
        }
      }
      if (skip !== 'attributes') {
        for (const group of groupBy(filters.attributes, (id) => dict.values.get(id)?.attributeId)) {
          parts.push(sql`attribute_value_ids && ${intArray(group)}::int[]`);
        }
      }
    }
    return parts;
  }

  const and = (base: SQL, parts: SQL[]) => (parts.length ? sql`${base} and ${sql.join(parts, sql` and `)}` : base);

  async function facetRow(source: ListingSource & { kind: 'scope' }) {
    const [row] = await queryRows<{ total: number; filters: ListingFilters | string }>(
      db,
      sql`select total, filters from listing_facets where scope = ${source.scope} and scope_id = ${source.id}`,
    );
    if (!row) return { total: 0, filters: emptyFilters() };
    return { total: row.total, filters: typeof row.filters === 'string' ? (JSON.parse(row.filters) as ListingFilters) : row.filters };
  }

  /** True when the only filter is brands (the facet row counts each brand of the listing). */
  const brandsOnly = (filters: ListingFiltersInput) =>
    filters.brands.length > 0 && !hasFilters({ ...filters, brands: [] });

  /**
   * Number of products of the listing; cached apart from pages (every page and sort shares it). A category,
   * brand or group listing unfiltered, or filtered by brands only, counts from its facet row (a product has
   * one brand, so the brands' counts add up), without scanning the listing.
   */
  function count(source: ListingSource, filters: ListingFiltersInput): Promise<number> {
    const key = `count|${source.kind === 'scope' ? `${source.scope}:${source.id}` : `s:${source.term}`}|${filtersKey(filters)}`;
    return cardAnswers.get(key, async () => {
      if (source.kind === 'scope' && !hasFilters(filters)) return (await facetRow(source)).total;
      if (source.kind === 'scope' && brandsOnly(filters)) {
        const wanted = new Set(filters.brands);
        return (await facetRow(source)).filters.brands.reduce((sum, brand) => (wanted.has(brand.id) ? sum + brand.count : sum), 0);
      }
      const { from, where } = table(source);
      const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from ${from} where ${and(where, await conditions(filters))}`);
      return row?.n ?? 0;
    });
  }

  async function ids(source: ListingSource, filters: ListingFiltersInput, sortBy: ListingSort, offset: number, limit: number): Promise<number[]> {
    const { from, where } = table(source);
    const rows = await queryRows<{ product_id: number }>(
      db,
      sql`select product_id from ${from} where ${and(where, await conditions(filters))}
          order by ${orderOf(source, sortBy)} limit ${limit} offset ${offset}`,
    );
    return rows.map((row) => row.product_id);
  }

  /**
   * Ids of one page. The first HEAD_WINDOW positions of a listing and sort are read once (one index walk,
   * about the cost of a page) and cached, so pages 1-10 of 12 (or an infinite scroll up to 120) share
   * them; deeper pages are read on their own.
   */
  async function pageIds(source: ListingSource, filters: ListingFiltersInput, sortBy: ListingSort, offset: number, limit: number): Promise<number[]> {
    if (offset + limit > HEAD_WINDOW) return ids(source, filters, sortBy, offset, limit);
    const key = `ids|${source.kind === 'scope' ? `${source.scope}:${source.id}` : `s:${source.term}`}|${filtersKey(filters)}|${sortBy}`;
    const head = await cardAnswers.get(key, () => ids(source, filters, sortBy, 0, HEAD_WINDOW));
    return head.slice(offset, offset + limit);
  }

  /**
   * Loads of missing cards: at most CARD_LOADS_IN_FLIGHT at a time; the ids asked for meanwhile wait and go
   * together in the next one. Under load the database is a queue (PGlite answers one query at a time), so
   * waiting there costs the same, and one call for the cards of several pages costs much less than one
   * call per page (most of a small call is its own overhead).
   */
  let loadsInFlight = 0;
  let nextBatch: { ids: Set<number>; loaded: Promise<Map<number, ProductCardData>>; start: () => void } | undefined;

  function loadCards(ids: number[]): Promise<Map<number, ProductCardData>> {
    const run = (wanted: number[]) => {
      loadsInFlight++;
      const loaded = loadProductCards(db, wanted).then((list) => new Map(list.map((card) => [card.idProduct, card])));
      void loaded.catch(() => undefined).finally(() => {
        loadsInFlight--;
        const batch = nextBatch;
        nextBatch = undefined;
        batch?.start();
      });
      return loaded;
    };
    if (loadsInFlight < CARD_LOADS_IN_FLIGHT) return run(ids);
    if (!nextBatch) {
      let start!: () => void;
      const batchIds = new Set<number>();
      const loaded = new Promise<void>((resolve) => (start = resolve)).then(() => run([...batchIds]));
      nextBatch = { ids: batchIds, loaded, start };
    }
    for (const id of ids) nextBatch.ids.add(id);
    return nextBatch.loaded;
  }

  /** Cards in the order of ids, loading only those not cached (and not being loaded). */
  async function cards(ids: number[]): Promise<ProductCardData[]> {
    const cached = new Map<number, Promise<ProductCardData | undefined>>();
    for (const id of ids) {
      const hit = cardAnswers.peek<ProductCardData | undefined>(`card|${id}`);
      if (hit) cached.set(id, hit);
    }
    const missing = ids.filter((id) => !cached.has(id));
    if (missing.length) {
      const loading = loadCards(missing);
      for (const id of missing) {
        const one = loading.then((map) => map.get(id));
        cardAnswers.set(`card|${id}`, one);
        cached.set(id, one);
      }
    }
    const list = await Promise.all(ids.map((id) => cached.get(id)!));
    return list.filter((card): card is ProductCardData => card !== undefined);
  }

  /** The facets of a listing (see the module comment for how counts treat the filters). */
  async function facetsOf(source: ListingSource, filters: ListingFiltersInput, categoryParent: number | null): Promise<ListingFilters> {
    if (source.kind === 'scope' && !hasFilters(filters)) return (await facetRow(source)).filters;
    const { from, where } = table(source);
    const pairs = async (kind: FilterKind, unnest: SQL) =>
      (
        await queryRows<{ id: number; n: number }>(
          db,
          sql`select x.id, count(*)::int as n from ${from} cross join lateral ${unnest} as x(id)
              where ${and(where, await conditions(filters, kind))} and x.id is not null group by x.id`,
        )
      ).map((row): [number, number] => [row.id, row.n]);
    const matching = async (kind: 'onSale' | 'inStock', column: SQL) => {
      const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from ${from} where ${and(where, [...(await conditions(filters, kind)), column])}`);
      return row?.n ?? 0;
    };
    const [prices, brands, categories, variations, attributes, onSale, inStock, dict] = await Promise.all([
      (async () =>
        queryRows<{ min: string | null; max: string | null }>(
          db,
          sql`select min(sale_price) as min, max(sale_price) as max from ${from} where ${and(where, await conditions(filters, 'price'))}`,
        ))(),
      pairs('brands', sql`(select brand_id)`),
      pairs('categories', sql`unnest(category_ids)`),
      pairs('variations', sql`unnest(variation_ids)`),
      pairs('attributes', sql`unnest(attribute_value_ids)`),
      matching('onSale', sql`on_sale`),
      matching('inStock', sql`available`),
      facetDictionaries(db),
    ]);
    const counts: FacetCounts = {
      brands,
      categories,
      variations,
      attributes,
      priceMin: prices[0]?.min == null ? null : Number(prices[0].min),
      priceMax: prices[0]?.max == null ? null : Number(prices[0].max),
      onSale,
      inStock,
    };
    return facetsAnswer(counts, dict, categoryParent);
  }

  /**
   * The product groupings of a listing (showProductGroupingFilter): the groups its products are in, with
   * the other filters applied, in the store's order; a group listing leaves its own group out.
   */
  async function groupings(source: ListingSource, filters: ListingFiltersInput): Promise<FacetValue[]> {
    const { from, where } = table(source);
    const own = source.kind === 'scope' && source.scope === 'g' ? sql` and g.id <> ${source.id}` : sql``;
    const rows = await queryRows<{ id: number; name: string; n: number }>(
      db,
      sql`select g.id, g.name, count(*)::int as n from ${from}
          join product_groups pg on pg.product_id = ${from}.product_id join groups g on g.id = pg.group_id
          where ${and(where, await conditions(filters, 'grouping'))}${own}
          group by g.id, g.name, g.position order by g.position, g.id`,
    );
    return rows.map((row) => ({ id: row.id, name: row.name, count: row.n }));
  }

  const factsOf = (scope: Scope, id: number) => listingFacts.get(`facts|${scope}:${id}`, () => loadScopeFacts(db, scope, id));

  return {
    count,

    /**
     * Reads the facts of every category, brand and group listing into the cache, one scope after another,
     * then the cards of the first `cardsPerSort` positions of each in every sort, unfiltered (the pages a
     * shopper lands on), in batches, as long as they fill at most half of the card cache. server/main.ts
     * calls it once the server listens. Answers how many scopes and cards it read.
     */
    async preload(options: { cardsPerSort?: number } = {}): Promise<{ scopes: number; cards: number }> {
      if (!listingFacts.enabled) return { scopes: 0, cards: 0 };
      const scopes = await queryRows<{ scope: Scope; scope_id: number }>(db, sql`select scope, scope_id from listing_facets order by scope, scope_id`);
      const wanted = new Set<number>();
      const budget = cardAnswers.capacity / 2;
      for (const { scope, scope_id: id } of scopes) {
        const facts = await factsOf(scope, id);
        for (const sort of PRELOADED_SORTS) {
          for (const product of facts.page(NO_FILTERS, sort, 0, options.cardsPerSort ?? PRELOADED_POSITIONS).ids) if (wanted.size < budget) wanted.add(product);
        }
      }
      const ids = [...wanted].filter((product) => !cardAnswers.peek(`card|${product}`));
      if (cardAnswers.enabled) for (let i = 0; i < ids.length; i += 240) await cards(ids.slice(i, i + 240));
      return { scopes: scopes.length, cards: cardAnswers.enabled ? ids.length : 0 };
    },

    /** One page of cards and the pager's numbers. A page past the last one answers no products. */
    async page(source: ListingSource, filters: ListingFiltersInput, sortBy: ListingSort, page: number, pageSize: number): Promise<ProductListAnswer> {
      // A category, brand or group listing, unfiltered or filtered by price, brands, onSale, inStock: from its scope's facts.
      if (source.kind === 'scope' && listingFacts.enabled && factsCanFilter(filters)) {
        const facts = await factsOf(source.scope, source.id);
        const { ids, total } = facts.page(filters, sortBy, (page - 1) * pageSize, pageSize);
        const products = await cards(ids);
        return { products, settings: { pageNumber: page, pageCount: Math.ceil(total / pageSize), totalItemCount: total } };
      }
      const [ids, total] = await Promise.all([pageIds(source, filters, sortBy, (page - 1) * pageSize, pageSize), count(source, filters)]);
      const products = await cards(ids);
      return { products, settings: { pageNumber: page, pageCount: Math.ceil(total / pageSize), totalItemCount: total } };
    },

    /** The facets of a listing, and its product groupings when asked (showProductGroupingFilter). */
    async filters(source: ListingSource, filters: ListingFiltersInput, categoryParent: number | null, withGroupings = false): Promise<ListingFilters> {
      const facets = await facetsOf(source, filters, categoryParent);
      return withGroupings ? { ...facets, groupings: await groupings(source, filters) } : facets;
    },
  };
}
