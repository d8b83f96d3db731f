/**
 * The facts of a listing's scope (server/repositories/catalogue/listing-facts.ts) answer every page and
 * total that the SQL of a listing answers: every category, brand and group of the seed, every sort (sold-out
 * products last; relevancia as the default sort), no filter, price bounds (decimals included), one and two
 * brands, onSale, inStock, combinations of them, pages past the end.
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

/** listing.ts's SQL for a page and a count: sold-out products last in every order; relevancia is the default sort here. */
const ORDER: Record<ListingSort, SQL> = {
  relevancia: sql.raw('available desc, sold_count desc nulls last, product_id'),
  mais_vendidos: sql.raw('available desc, sold_count desc nulls last, product_id'),
  menor_preco: sql.raw('available desc, sale_price, product_id'),
  maior_preco: sql.raw('available desc, sale_price desc, product_id desc'),
  nome_a_z: sql.raw('available desc, sort_name collate "C", product_id'),
  nome_z_a: sql.raw('available desc, sort_name collate "C" desc, product_id desc'),
  ordem: sql.raw('available desc, position, product_id'),
  lancamentos: sql.raw('available desc, created_at desc nulls last, product_id'),
};

type Filters = Pick<ListingFiltersInput, 'brands' | 'ofPrice' | 'toPrice' | 'onSale' | 'inStock'>;
const none: Filters = { brands: [], ofPrice: null, toPrice: null, onSale: false, inStock: false };

function where(scope: Scope, id: number, filters: Filters): SQL {
  const parts = [sql`scope = ${scope} and scope_id = ${id}`];
  if (filters.brands.length) parts.push(sql`brand_id = any(${intArray(filters.brands)}::int[])`);
  if (filters.ofPrice !== null) parts.push(sql`sale_price >= ${filters.ofPrice}`);
  if (filters.toPrice !== null) parts.push(sql`sale_price <= ${filters.toPrice}`);
  if (filters.onSale) parts.push(sql`on_sale`);
  if (filters.inStock) parts.push(sql`available`);
  return sql.join(parts, sql` and `);
}

describe('listing facts', () => {
  it('answer the pages and totals of the SQL for every scope, sort and filter', async () => {
    const db = file.server.database.db;
    // prices that tie (order by the tie-break) and a product without a brand
    const [tie] = await queryRows<{ product_id: number; sale_price: string }>(db, sql`select product_id, sale_price from product_listing where scope = 'c' order by product_id limit 1`);
    await db.execute(sql`update product_listing set sale_price = ${tie!.sale_price} where product_id in (select product_id from product_listing order by product_id desc limit 5)`);
    await db.execute(sql`update product_listing set brand_id = null where product_id in (select product_id from product_listing order by product_id limit 3)`);
    // sold-out and on-sale products in every scope, besides the seed's
    await db.execute(sql`update product_listing set available = false where product_id % 5 = 0`);
    await db.execute(sql`update product_listing set on_sale = true where product_id % 3 = 0`);
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
      const filterSets: Filters[] = [
        none,
        { ...none, ofPrice: middle },
        { ...none, toPrice: middle },
        { ...none, ofPrice: low + 0.005, toPrice: high - 0.01 },
        { ...none, brands: [brands[0]!] },
        { ...none, brands: brands.slice(0, 2) },
        { ...none, brands: [brands.at(-1)!], ofPrice: low, toPrice: middle },
        { ...none, brands: [999_999] },
        { ...none, onSale: true },
        { ...none, inStock: true },
        { ...none, onSale: true, inStock: true },
        { ...none, inStock: true, ofPrice: middle },
        { ...none, onSale: true, brands: brands.slice(0, 2), toPrice: middle },
      ];
      for (const filters of filterSets) {
        // every sort's whole order under these filters in one statement (a page is a slice of it: limit/offset)
        const [orders] = await queryRows<Record<ListingSort, number[]>>(
          db,
          sql`select ${sql.join(
            LISTING_SORTS.map((sort) => sql`array(select product_id from product_listing where ${where(scope, id, filters)} order by ${ORDER[sort]}) as ${sql.identifier(sort)}`),
            sql`, `,
          )}`,
        );
        for (const sort of LISTING_SORTS) {
          const order = orders![sort].map(Number);
          for (const [offset, limit] of [[0, 12], [12, 12], [0, 120], [order.length - 2, 5], [order.length + 12, 12]] as const) {
            if (offset < 0) continue;
            expect(facts.page(filters, sort, offset, limit), `${scope}:${id} ${JSON.stringify(filters)} ${sort} ${offset}+${limit}`).toEqual({
              ids: order.slice(offset, offset + limit),
              total: order.length,
            });
            checked++;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(1000);
    // a statement per scope and filter set: 15 s alone here, over 30 s through the worker thread on a busy machine
  }, 120_000);

  it('serve the HTTP listings: a filtered page equals its SQL page, sold-out products last', async () => {
    const client = new TestClient(file.server.app);
    const [casa] = await queryRows<{ id: number }>(file.server.database.db, sql`select id from categories where path = 'casa'`);
    const [{ n }] = (await queryRows<{ n: number }>(file.server.database.db, sql`select count(*)::int as n from product_listing where ${where('c', casa!.id, none)}`)) as [{ n: number }];
    const last = Math.ceil(n / 12);
    const cases: Array<[string, Filters, ListingSort, number]> = [
      ['sortBy=maior_preco&ofPrice=50&toPrice=400,50&page=2', { ...none, ofPrice: 50, toPrice: 400.5 }, 'maior_preco', 2],
      ['sortBy=relevancia&onSale=true', { ...none, onSale: true }, 'relevancia', 1],
      ['sortBy=nome_z_a&inStock=true&page=3', { ...none, inStock: true }, 'nome_z_a', 3],
      [`sortBy=menor_preco&page=${last}`, none, 'menor_preco', last],
      [`sortBy=maior_preco&page=${last}`, none, 'maior_preco', last],
    ];
    let soldOutSeen = false;
    for (const [params, filters, sort, page] of cases) {
      const answer = await client.call('getProductsByCategory', `textLink=casa&pageSize=12&${params}`);
      expect(answer.statusCode, params).toBe(200);
      const expected = await queryRows<{ product_id: number; available: boolean }>(
        file.server.database.db,
        sql`select product_id, available from product_listing where ${where('c', casa!.id, filters)} order by ${ORDER[sort]} limit 12 offset ${(page - 1) * 12}`,
      );
      expect(expected.length, params).toBeGreaterThan(0);
      soldOutSeen ||= expected.some((row) => !row.available);
      expect(answer.json<{ products: Array<{ idProduct: number }> }>().products.map((card) => card.idProduct), params).toEqual(expected.map((row) => row.product_id));
    }
    expect(soldOutSeen).toBe(true);
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
