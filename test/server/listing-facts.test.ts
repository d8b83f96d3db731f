/**
 * The facts of a listing's scope (server/repositories/catalogue/listing-facts.ts) answer every page and
 * total that the SQL of a listing answers: every category, brand and group of the seed, every sort, no
 * filter, price bounds (decimals included), one and two brands, both together, pages past the end.
 */
import { sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ListingSort } from '../../src/api/operations';
import { queryRows } from '../../server/db/client';
import { LISTING_SORTS, type ListingFiltersInput } from '../../server/lib/listing-query';
import { cardAnswers, listingFacts } from '../../server/lib/answer-cache';
import { createRepositories } from '../../server/repositories';
import { loadScopeFacts } from '../../server/repositories/catalogue/listing-facts';
import type { Scope } from '../../server/repositories/catalogue/listing-index';
import { intArray } from '../../server/repositories/catalogue/product-cards';
import { serverForThisFile, TestClient } from './helpers';

const file = serverForThisFile();

/** listing.ts's SQL for a page and a count. */
const ORDER: Record<ListingSort, SQL> = {
  mais_vendidos: sql.raw('sold_count desc nulls last, product_id'),
  menor_preco: sql.raw('sale_price, product_id'),
  maior_preco: sql.raw('sale_price desc, product_id desc'),
  nome_a_z: sql.raw('sort_name collate "C", product_id'),
  nome_z_a: sql.raw('sort_name collate "C" desc, product_id desc'),
  ordem: sql.raw('position, product_id'),
  lancamentos: sql.raw('created_at desc nulls last, product_id'),
};

function where(scope: Scope, id: number, filters: Pick<ListingFiltersInput, 'brands' | 'ofPrice' | 'toPrice'>): SQL {
  const parts = [sql`scope = ${scope} and scope_id = ${id}`];
  if (filters.brands.length) parts.push(sql`brand_id = any(${intArray(filters.brands)}::int[])`);
  if (filters.ofPrice !== null) parts.push(sql`sale_price >= ${filters.ofPrice}`);
  if (filters.toPrice !== null) parts.push(sql`sale_price <= ${filters.toPrice}`);
  return sql.join(parts, sql` and `);
}

describe('listing facts', () => {
  it('answer the pages and totals of the SQL for every scope, sort and filter', async () => {
    const db = file.server.database.db;
    // prices that tie (order by the tie-break) and a product without a brand
    const [tie] = await queryRows<{ product_id: number; sale_price: string }>(db, sql`select product_id, sale_price from product_listing where scope = 'c' order by product_id limit 1`);
    await db.execute(sql`update product_listing set sale_price = ${tie!.sale_price} where product_id in (select product_id from product_listing order by product_id desc limit 5)`);
    await db.execute(sql`update product_listing set brand_id = null where product_id in (select product_id from product_listing order by product_id limit 3)`);
    const scopes = await queryRows<{ scope: Scope; scope_id: number; brands: number[]; low: number; high: number }>(
      db,
      sql`select scope, scope_id, array_agg(distinct brand_id) filter (where brand_id is not null) as brands,
            min(sale_price)::float8 as low, max(sale_price)::float8 as high
          from product_listing group by scope, scope_id order by scope, scope_id`,
    );
    expect(scopes.length).toBeGreaterThan(10);
    let checked = 0;
    for (const { scope, scope_id: id, brands, low, high } of scopes) {
      const facts = await loadScopeFacts(db, scope, id);
      const middle = Math.round(((low + high) / 2) * 100) / 100;
      const filterSets: Array<Pick<ListingFiltersInput, 'brands' | 'ofPrice' | 'toPrice'>> = [
        { brands: [], ofPrice: null, toPrice: null },
        { brands: [], ofPrice: middle, toPrice: null },
        { brands: [], ofPrice: null, toPrice: middle },
        { brands: [], ofPrice: low + 0.005, toPrice: high - 0.01 },
        { brands: [brands[0]!], ofPrice: null, toPrice: null },
        { brands: brands.slice(0, 2), ofPrice: null, toPrice: null },
        { brands: [brands.at(-1)!], ofPrice: low, toPrice: middle },
        { brands: [999_999], ofPrice: null, toPrice: null },
      ];
      for (const filters of filterSets) {
        const [count] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from product_listing where ${where(scope, id, filters)}`);
        for (const sort of LISTING_SORTS) {
          for (const [offset, limit] of [[0, 12], [12, 12], [0, 120], [count!.n - 2, 5], [count!.n + 12, 12]] as const) {
            if (offset < 0) continue;
            const expected = await queryRows<{ product_id: number }>(
              db,
              sql`select product_id from product_listing where ${where(scope, id, filters)} order by ${ORDER[sort]} limit ${limit} offset ${offset}`,
            );
            expect(facts.page(filters, sort, offset, limit), `${scope}:${id} ${JSON.stringify(filters)} ${sort} ${offset}+${limit}`).toEqual({
              ids: expected.map((row) => row.product_id),
              total: count!.n,
            });
            checked++;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });

  it('serve the HTTP listings: a filtered page equals its SQL page', async () => {
    const client = new TestClient(file.server.app);
    const answer = await client.call('getProductsByCategory', 'textLink=casa&sortBy=maior_preco&ofPrice=50&toPrice=400,50&page=2&pageSize=12');
    expect(answer.statusCode).toBe(200);
    const [casa] = await queryRows<{ id: number }>(file.server.database.db, sql`select id from categories where path = 'casa'`);
    const filters = { brands: [], ofPrice: 50, toPrice: 400.5 };
    const expected = await queryRows<{ product_id: number }>(
      file.server.database.db,
      sql`select product_id from product_listing where ${where('c', casa!.id, filters)} order by ${ORDER.maior_preco} limit 12 offset 12`,
    );
    expect(answer.json<{ products: Array<{ idProduct: number }> }>().products.map((card) => card.idProduct)).toEqual(expected.map((row) => row.product_id));
  });

  it('are read for every category, brand and group by preload() (server/main.ts at start), with the cards of their first pages', async () => {
    const db = file.server.database.db;
    const [scopes] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from listing_facets`);
    listingFacts.clear();
    cardAnswers.clear();
    const preloaded = await createRepositories(db).listing.preload({ cardsPerSort: 24 });
    expect(preloaded.scopes).toBe(scopes!.n);
    expect(preloaded.cards).toBeGreaterThan(100);
    expect(listingFacts.stats().size).toBe(scopes!.n);
    // pages 1 and 2 of any unfiltered listing, in any sort, now cost no query: facts and cards are cached
    const facts = listingFacts.stats();
    const cardsBefore = cardAnswers.stats();
    const client = new TestClient(file.server.app);
    for (const params of ['textLink=casa&sortBy=ordem&page=2', 'textLink=moda&sortBy=nome_z_a', 'textLink=casa/sala&sortBy=maior_preco&page=2']) {
      expect((await client.call('getProductsByCategory', params)).statusCode).toBe(200);
    }
    expect(listingFacts.stats()).toMatchObject({ hits: facts.hits + 3, misses: facts.misses });
    expect(cardAnswers.stats().size).toBe(cardsBefore.size);
  });
});
