/**
 * Keeps the listing read model (product_listing, product_search, listing_facets, and the search_vocabulary
 * of search-vocabulary.ts; see server/db/schema/listing.ts
 * and docs/catalogue-performance-notes.md) in step with the catalogue.
 *
 * - `rebuildListingIndex(db)`: everything from scratch (the seed calls it).
 * - `refreshListedProducts(db, ids, { facets })`: after a write that touches products (sale, price, name,
 *   stock of SKUs, categories, variations, attributes, active): rewrites those products' rows; with
 *   `facets: true` (price, brand, category, variation, attribute or active changed) it also recomputes the
 *   facet rows of every scope the products were or are in. A product that became sold out or available
 *   again (or went on or off sale) refreshes the facet rows of its scopes by itself (the onSale and inStock
 *   counts); other sales and stock changes leave them alone.
 *   It bumps the catalogue version (cached answers are dropped). Call it inside the write's transaction.
 * - `vacuumListingIndex(db)`: VACUUM (ANALYZE) of the read model's tables, outside any transaction. Counts of
 *   a filtered listing are index-only scans only on pages VACUUM marked all-visible, and PGlite has no
 *   autovacuum: before it, counting a big category's price range read every heap page of the category
 *   (45 ms instead of 2 on the 100,000-product catalogue). The server runs it after a seed, when the
 *   visibility map of product_listing is mostly empty (`listingNeedsVacuum`), and hourly on PGlite (main.ts).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Facet, FacetValue, ListingFilters, ListingSort } from '../../../src/api/operations';
import { queryRows, type Db } from '../../db/client';
import { intArray } from './product-cards';
import { bumpCatalogueVersion } from '../../lib/answer-cache';
import { addSearchWords, rebuildSearchVocabulary } from './search-vocabulary';

type Executor = Pick<Db, 'execute'>;

/**
 * Not sold out, as the card shows it (src/catalogue/use-product-choice.ts): stock left (products.stock, the
 * sum of the visible SKUs') and not marked exhausted. A product sold on request shows its quote button
 * whatever its stock, so it is never sold out. Every order lists these first; `inStock=true` keeps only them.
 */
const LISTED_AVAILABLE = sql.raw('(p.id_type_product = 3 or (p.stock > 0 and not p.flag_exhausted))');
/** The promotion price is below the price (sale_price is then the promotion); never for a product on request, whose card shows no price. */
const LISTED_ON_SALE = sql.raw('(p.id_type_product <> 3 and p.sale_price < p.price)');

let mark = performance.now();
/** DEBUG_SEED=1 logs the time of each step of a rebuild. */
function step(label: string): void {
  if (process.env.DEBUG_SEED) console.log(`  listing index: ${label} in ${Math.round(performance.now() - mark)} ms`);
  mark = performance.now();
}

/** Facts of the products `where` selects (a condition on `p`), as a temporary table listing_facts. */
async function buildFacts(db: Executor, where: SQL): Promise<void> {
  await db.execute(sql`drop table if exists listing_facts`);
  await db.execute(sql`
    create temporary table listing_facts as
    with chosen as (select p.id from products p where p.active and ${where}),
    anc as (
      select c.id as category_id, a.id as ancestor_id
      from categories c join categories a on c.level_code like a.level_code || '%'
    ),
    cats as (
      select pc.product_id, array_agg(distinct anc.ancestor_id order by anc.ancestor_id) as ids
      from product_categories pc join chosen on chosen.id = pc.product_id join anc on anc.category_id = pc.category_id
      group by pc.product_id
    ),
    vars as (
      select s.product_id, array_agg(distinct sv.variation_id order by sv.variation_id) as ids
      from skus s join chosen on chosen.id = s.product_id join sku_variations sv on sv.sku_id = s.id
      where s.visible
      group by s.product_id
    ),
    attrs as (
      select pa.product_id, array_agg(pa.attribute_value_id order by pa.attribute_value_id) as ids
      from product_attributes pa join chosen on chosen.id = pa.product_id
      group by pa.product_id
    )
    select p.id as product_id, p.sold_count, p.sale_price, p.created_at, p.name_unaccent as sort_name, p.position,
           p.brand_id, p.search_vector, ${LISTED_AVAILABLE} as available, ${LISTED_ON_SALE} as on_sale,
           coalesce(cats.ids, '{}'::int[]) as category_ids,
           coalesce(vars.ids, '{}'::int[]) as variation_ids,
           coalesce(attrs.ids, '{}'::int[]) as attribute_value_ids
    from products p join chosen on chosen.id = p.id
    left join cats on cats.product_id = p.id
    left join vars on vars.product_id = p.id
    left join attrs on attrs.product_id = p.id`);
}

const COLUMNS = sql.raw(
  'product_id, sold_count, sale_price, created_at, sort_name, position, brand_id, category_ids, variation_ids, attribute_value_ids, available, on_sale',
);

async function insertFromFacts(db: Executor): Promise<void> {
  await db.execute(sql`
    insert into product_listing (scope, scope_id, ${COLUMNS})
    select 'c', c.id, f.product_id, f.sold_count, f.sale_price, f.created_at, f.sort_name, f.position, f.brand_id,
           f.category_ids, f.variation_ids, f.attribute_value_ids, f.available, f.on_sale
    from listing_facts f cross join lateral unnest(f.category_ids) as c(id)
    union all
    select 'm', f.brand_id, ${COLUMNS} from listing_facts f where f.brand_id is not null
    union all
    select 'g', g.group_id, f.product_id, f.sold_count, f.sale_price, f.created_at, f.sort_name, g.position, f.brand_id,
           f.category_ids, f.variation_ids, f.attribute_value_ids, f.available, f.on_sale
    from listing_facts f join product_groups g on g.product_id = f.product_id`);
  await db.execute(sql`
    insert into product_search (v, ${COLUMNS})
    select search_vector, ${COLUMNS} from listing_facts`);
  await db.execute(sql`drop table listing_facts`);
}

/**
 * Rebuilds product_listing, product_search and listing_facets from the catalogue. With `bulk` (big
 * catalogues) the secondary indexes of the two tables are dropped during the load and built after.
 */
export async function rebuildListingIndex(db: Db, options: { bulk?: boolean } = {}): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from product_listing`);
    await tx.execute(sql`delete from product_search`);
    let definitions: string[] = [];
    if (options.bulk) {
      const rows = await queryRows<{ indexname: string; indexdef: string }>(tx, sql`
        select i.indexname, i.indexdef from pg_indexes i
        where i.schemaname = 'public' and i.tablename in ('product_listing', 'product_search')
          and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`);
      definitions = rows.map((row) => row.indexdef);
      for (const row of rows) await tx.execute(sql`drop index ${sql.identifier(row.indexname)}`);
      // Foreign-key checks of half a million fresh rows cost more than the rows: skip them when allowed.
      const [superuser] = await queryRows<{ rolsuper: boolean }>(tx, sql`select rolsuper from pg_roles where rolname = current_user`);
      if (superuser?.rolsuper) await tx.execute(sql`set local session_replication_role = replica`);
    }
    step('start');
    await buildFacts(tx, sql`true`);
    step('facts');
    await insertFromFacts(tx);
    step('rows');
    if (options.bulk) await tx.execute(sql`set local session_replication_role = origin`);
    for (const definition of definitions) await tx.execute(sql.raw(definition));
    step('indexes');
    await refreshListingFacets(tx);
    step('facets');
    await rebuildSearchVocabulary(tx);
    step('search vocabulary');
  });
  bumpCatalogueVersion();
}

/** Rewrites the rows of the given products (and, with facets, the facet rows of their scopes). */
export async function refreshListedProducts(db: Executor, ids: number[], options: { facets?: boolean } = {}): Promise<void> {
  if (ids.length === 0) return;
  const list = intArray(ids);
  const scopesOf = async () =>
    queryRows<{ scope: string; scope_id: number }>(db, sql`select distinct scope, scope_id from product_listing where product_id = any(${list}::int[])`);
  // The availability and sale flags of the products (one search row each), to notice a change of the onSale and inStock counts.
  const flagsOf = async () =>
    (
      await queryRows<{ product_id: number; available: boolean; on_sale: boolean }>(
        db,
        sql`select product_id, available, on_sale from product_search where product_id = any(${list}::int[]) order by product_id`,
      )
    )
      .map((row) => `${row.product_id}:${row.available}:${row.on_sale}`)
      .join();
  const before = options.facets ? await scopesOf() : [];
  const flags = await flagsOf();
  await db.execute(sql`delete from product_listing where product_id = any(${list}::int[])`);
  await db.execute(sql`delete from product_search where product_id = any(${list}::int[])`);
  await buildFacts(db, sql`p.id = any(${list}::int[])`);
  await insertFromFacts(db);
  await addSearchWords(db, ids);
  if (options.facets || (await flagsOf()) !== flags) {
    const after = await scopesOf();
    const keys = new Map([...before, ...after].map((row) => [`${row.scope}:${row.scope_id}`, row]));
    await refreshListingFacets(db, [...keys.values()].map((row) => ({ scope: row.scope as Scope, id: row.scope_id })));
  }
  bumpCatalogueVersion();
}

/** VACUUM (ANALYZE) of the listing read model (see the file's comment); not inside a transaction. */
export async function vacuumListingIndex(db: Executor): Promise<void> {
  await db.execute(sql`vacuum (analyze) product_listing, product_search, listing_facets`);
}

/** True when most pages of product_listing are not marked all-visible (never vacuumed, or rewritten since). */
export async function listingNeedsVacuum(db: Db): Promise<boolean> {
  const [row] = await queryRows<{ visible: number; pages: number }>(
    db,
    sql`select relallvisible::int as visible, relpages::int as pages from pg_class where oid = 'product_listing'::regclass`,
  );
  return row !== undefined && row.pages > 64 && row.visible < row.pages * 0.8;
}

export type Scope = 'c' | 'm' | 'g';

/**
 * Every order of product_listing and product_search: what can be bought first, sold-out products last, each
 * part in the chosen order (one index per sort leads on `available`). listing.ts pages with them and
 * listing-facts.ts reads a scope's orders with them. `relevancia` is a search's own (search-relevance.ts).
 */
export const LISTING_ORDER: Record<Exclude<ListingSort, 'relevancia'>, SQL> = {
  mais_vendidos: sql.raw('available desc, sold_count desc nulls last, product_id'),
  menor_preco: sql.raw('available desc, sale_price, product_id'),
  maior_preco: sql.raw('available desc, sale_price desc, product_id desc'),
  nome_a_z: sql.raw('available desc, sort_name collate "C", product_id'),
  nome_z_a: sql.raw('available desc, sort_name collate "C" desc, product_id desc'),
  ordem: sql.raw('available desc, position, product_id'),
  lancamentos: sql.raw('available desc, created_at desc nulls last, product_id'),
};

interface Dictionaries {
  brands: Map<number, string>;
  categories: Map<number, { name: string; parentId: number | null; level: number; position: number }>;
  variations: Map<number, { name: string; color: string; referenceId: number; displayOrder: number }>;
  references: Map<number, { name: string; ordination: number }>;
  values: Map<number, { value: string; attributeId: number }>;
  attributes: Map<number, { name: string; position: number }>;
}

/** Runs the thunks one after the other. */
async function sequence<T extends readonly (() => Promise<unknown>)[]>(thunks: T): Promise<{ [K in keyof T]: Awaited<ReturnType<T[K]>> }> {
  const results: unknown[] = [];
  for (const thunk of thunks) results.push(await thunk());
  return results as { [K in keyof T]: Awaited<ReturnType<T[K]>> };
}

async function dictionaries(db: Executor): Promise<Dictionaries> {
  // One after the other: inside a transaction the executor is a single connection.
  const [brands, categories, variations, references, values, attributes] = await sequence([
    () => queryRows<{ id: number; name: string }>(db, sql`select id, name from brands`),
    () => queryRows<{ id: number; name: string; parent_id: number | null; level: number; position: number }>(
      db,
      sql`select id, name, parent_id, level, position from categories`,
    ),
    () => queryRows<{ id: number; name: string; color: string; reference_id: number; display_order: number }>(
      db,
      sql`select id, name, color, reference_id, display_order from variations`,
    ),
    () => queryRows<{ id: number; name: string; ordination: number }>(db, sql`select id, name, ordination from variation_references`),
    () => queryRows<{ id: number; value: string; attribute_id: number }>(db, sql`select id, value, attribute_id from attribute_values`),
    () => queryRows<{ id: number; name: string; position: number }>(db, sql`select id, name, position from attributes`),
  ] as const);
  return {
    brands: new Map(brands.map((r) => [r.id, r.name])),
    categories: new Map(categories.map((r) => [r.id, { name: r.name, parentId: r.parent_id, level: r.level, position: r.position }])),
    variations: new Map(
      variations.map((r) => [r.id, { name: r.name, color: r.color, referenceId: r.reference_id, displayOrder: r.display_order }]),
    ),
    references: new Map(references.map((r) => [r.id, { name: r.name, ordination: r.ordination }])),
    values: new Map(values.map((r) => [r.id, { value: r.value, attributeId: r.attribute_id }])),
    attributes: new Map(attributes.map((r) => [r.id, { name: r.name, position: r.position }])),
  };
}

let dictionaryCache: { at: number; value: Promise<Dictionaries> } | undefined;
/** Names of brands, categories, variations and attributes (small tables), kept for a minute. */
export function facetDictionaries(db: Executor, fresh = false): Promise<Dictionaries> {
  if (fresh || !dictionaryCache || Date.now() - dictionaryCache.at > 60_000) {
    const value = dictionaries(db);
    dictionaryCache = { at: Date.now(), value };
    value.catch(() => (dictionaryCache = undefined));
  }
  return dictionaryCache.value;
}

export interface FacetCounts {
  /** [id, count] pairs. */
  brands: Array<[number, number]>;
  categories: Array<[number, number]>;
  variations: Array<[number, number]>;
  attributes: Array<[number, number]>;
  priceMin: number | null;
  priceMax: number | null;
  /** Products on sale and products not sold out. */
  onSale: number;
  inStock: number;
}

const byName = (a: FacetValue, b: FacetValue) => a.name.localeCompare(b.name, 'pt-BR') || a.id - b.id;

/**
 * Turns counts into the ListingFilters answer. `categoryParent`: the listed category (its children are
 * the category facet), or null for brand, group and search listings (top-level categories).
 */
export function facetsAnswer(counts: FacetCounts, dict: Dictionaries, categoryParent: number | null): ListingFilters {
  const brands = counts.brands
    .filter(([id]) => dict.brands.has(id))
    .map(([id, count]) => ({ id, name: dict.brands.get(id)!, count }))
    .sort(byName);
  const categories = counts.categories
    .filter(([id]) => {
      const category = dict.categories.get(id);
      return category && (categoryParent === null ? category.level === 1 : category.parentId === categoryParent);
    })
    .map(([id, count]) => ({ id, name: dict.categories.get(id)!.name, count, position: dict.categories.get(id)!.position }))
    .sort((a, b) => a.position - b.position || a.id - b.id)
    .map(({ position: _position, ...value }) => value);
  const variationFacets = new Map<number, Facet & { order: Map<number, number> }>();
  for (const [id, count] of counts.variations) {
    const variation = dict.variations.get(id);
    if (!variation) continue;
    let facet = variationFacets.get(variation.referenceId);
    if (!facet) {
      facet = { id: variation.referenceId, name: dict.references.get(variation.referenceId)?.name ?? '', values: [], order: new Map() };
      variationFacets.set(variation.referenceId, facet);
    }
    facet.values.push({ id, name: variation.name, count, color: variation.color });
    facet.order.set(id, variation.displayOrder);
  }
  const variations = [...variationFacets.values()]
    .sort((a, b) => (dict.references.get(a.id)?.ordination ?? 0) - (dict.references.get(b.id)?.ordination ?? 0) || a.id - b.id)
    .map(({ order, ...facet }) => ({ ...facet, values: facet.values.sort((a, b) => order.get(a.id)! - order.get(b.id)! || a.id - b.id) }));
  const attributeFacets = new Map<number, Facet>();
  for (const [id, count] of counts.attributes) {
    const value = dict.values.get(id);
    if (!value) continue;
    let facet = attributeFacets.get(value.attributeId);
    if (!facet) {
      facet = { id: value.attributeId, name: dict.attributes.get(value.attributeId)?.name ?? '', values: [] };
      attributeFacets.set(value.attributeId, facet);
    }
    facet.values.push({ id, name: value.value, count });
  }
  const attributes = [...attributeFacets.values()]
    .sort((a, b) => (dict.attributes.get(a.id)?.position ?? 0) - (dict.attributes.get(b.id)?.position ?? 0) || a.id - b.id)
    .map((facet) => ({ ...facet, values: facet.values.sort(byName) }));
  return {
    priceRange: counts.priceMin === null || counts.priceMax === null ? null : { min: counts.priceMin, max: counts.priceMax },
    brands,
    categories,
    variations,
    attributes,
    onSale: counts.onSale,
    inStock: counts.inStock,
  };
}

/** Recomputes listing_facets for the given scopes (all of them when omitted). */
async function refreshListingFacets(db: Executor, scopes?: Array<{ scope: Scope; id: number }>): Promise<void> {
  if (scopes && scopes.length === 0) return;
  // One refresh at a time (two orders may each sell out a product of one category): the second waits for the
  // first to commit, then counts with its rows, and never inserts a facet row the first has just written.
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('jet:listing_facets'))`);
  const where = scopes
    ? sql`(scope, scope_id) in (${sql.join(
        scopes.map((s) => sql`(${s.scope}, ${s.id}::int)`),
        sql`, `,
      )})`
    : sql`true`;
  const totals = await queryRows<{ scope: Scope; scope_id: number; total: number; min: string | null; max: string | null; on_sale: number; in_stock: number }>(
    db,
    sql`select scope, scope_id, count(*)::int as total, min(sale_price) as min, max(sale_price) as max,
               count(*) filter (where on_sale)::int as on_sale, count(*) filter (where available)::int as in_stock
        from product_listing where ${where} group by scope, scope_id`,
  );
  const pairs = async (expression: SQL) =>
    queryRows<{ scope: Scope; scope_id: number; id: number; n: number }>(
      db,
      sql`select scope, scope_id, x.id, count(*)::int as n from product_listing ${expression} where ${where} and x.id is not null group by 1, 2, 3`,
    );
  const brands = await pairs(sql`cross join lateral (select brand_id as id) x`);
  const categories = await pairs(sql`cross join lateral unnest(category_ids) as x(id)`);
  const variations = await pairs(sql`cross join lateral unnest(variation_ids) as x(id)`);
  const attributes = await pairs(sql`cross join lateral unnest(attribute_value_ids) as x(id)`);
  const dict = await facetDictionaries(db, true);
  const key = (scope: string, id: number) => `${scope}:${id}`;
  const group = (rows: Array<{ scope: Scope; scope_id: number; id: number; n: number }>) => {
    const map = new Map<string, Array<[number, number]>>();
    for (const row of rows) {
      const k = key(row.scope, row.scope_id);
      const list = map.get(k) ?? [];
      list.push([row.id, row.n]);
      map.set(k, list);
    }
    return map;
  };
  const b = group(brands);
  const c = group(categories);
  const v = group(variations);
  const a = group(attributes);
  await db.execute(sql`delete from listing_facets where ${where}`);
  const rows = totals.map((t) => {
    const k = key(t.scope, t.scope_id);
    const filters = facetsAnswer(
      {
        brands: b.get(k) ?? [],
        categories: c.get(k) ?? [],
        variations: v.get(k) ?? [],
        attributes: a.get(k) ?? [],
        priceMin: t.min === null ? null : Number(t.min),
        priceMax: t.max === null ? null : Number(t.max),
        onSale: t.on_sale,
        inStock: t.in_stock,
      },
      dict,
      t.scope === 'c' ? t.scope_id : null,
    );
    return { scope: t.scope, scopeId: t.scope_id, total: t.total, filters: JSON.stringify(filters) };
  });
  for (let i = 0; i < rows.length; i += 200) {
    const part = rows.slice(i, i + 200);
    await db.execute(sql`insert into listing_facets (scope, scope_id, total, filters) values ${sql.join(
      part.map((r) => sql`(${r.scope}, ${r.scopeId}, ${r.total}, ${r.filters}::jsonb)`),
      sql`, `,
    )}`);
  }
}
