/**
 * The facts of one category, brand or group listing (a scope of product_listing), read in one statement
 * and kept in memory, so that its pages in every sort, unfiltered or filtered by price and brands, and
 * their totals are computed without a query:
 *
 * - the product ids in each sort's order, as the indexes of product_listing give them (the database
 *   sorts: `maior_preco` and `nome_z_a` are the exact reverses of `menor_preco` and `nome_a_z`, whose
 *   tie-break, product_id, is unique);
 * - each product's sale price and brand.
 *
 * A filtered page walks the sort's order and keeps the products whose price is within the bounds and
 * whose brand is one of those asked, exactly as the SQL conditions of listing.ts do (`sale_price >= of`,
 * `sale_price <= to`, `brand_id = any(brands)`; the bounds are the same JS numbers the SQL is given).
 * Filters by categories, variations or attributes are left to SQL.
 *
 * Why: on PGlite a listing miss cost a query per listing, filter and sort for its ids (an index walk, up
 * to 17 ms for a selective price range on the sales sort) and another for its count; one statement per
 * scope (about 30 ms for a scope of 30,000 products) now answers all of them. The cards still come from
 * the database (product-cards.ts). The facts are cached like every catalogue answer: per catalogue
 * version (a write that changes listings bumps it), for the cache's TTL at most.
 */
import { sql } from 'drizzle-orm';
import type { ListingSort } from '../../../src/api/operations';
import { queryRows, type Db } from '../../db/client';
import type { ListingFiltersInput } from '../../lib/listing-query';
import type { Scope } from './listing-index';

/** What the facts answer: price bounds and brands (no categories, variations or attributes). */
export type FactFilters = Pick<ListingFiltersInput, 'brands' | 'ofPrice' | 'toPrice'>;

/** True when the facts can answer a listing with these filters. */
export const factsCanFilter = (filters: ListingFiltersInput): boolean =>
  filters.categories.length === 0 && filters.variations.length === 0 && filters.attributes.length === 0;

/** A brand id no product has (brand_id null); ids in filters are plain digits, never negative. */
const NO_BRAND = -1;

export class ScopeFacts {
  /** Positions (into `price` / `brand` / `idAt`) in each sort's order. */
  private readonly orders: Record<'mais_vendidos' | 'menor_preco' | 'nome_a_z' | 'ordem' | 'lancamentos', Int32Array>;

  constructor(
    /** Product ids in `menor_preco` order; `price[i]` and `brand[i]` are idAt[i]'s. */
    private readonly idAt: Int32Array,
    private readonly price: Float64Array,
    private readonly brand: Int32Array,
    orders: Record<'mais_vendidos' | 'nome_a_z' | 'ordem' | 'lancamentos', number[]>,
  ) {
    const positionOf = new Map<number, number>();
    idAt.forEach((id, position) => positionOf.set(id, position));
    const positions = (ids: number[]) => Int32Array.from(ids, (id) => positionOf.get(id)!);
    this.orders = {
      menor_preco: Int32Array.from(idAt.keys()),
      mais_vendidos: positions(orders.mais_vendidos),
      nome_a_z: positions(orders.nome_a_z),
      ordem: positions(orders.ordem),
      lancamentos: positions(orders.lancamentos),
    };
  }

  get size(): number {
    return this.idAt.length;
  }

  /** Ids of the page (`offset`, `limit`) in `sort`'s order among the products the filters keep, and how many they keep. */
  page(filters: FactFilters, sort: ListingSort, offset: number, limit: number): { ids: number[]; total: number } {
    const reversed = sort === 'maior_preco' || sort === 'nome_z_a';
    const order = this.orders[sort === 'maior_preco' ? 'menor_preco' : sort === 'nome_z_a' ? 'nome_a_z' : sort];
    const n = order.length;
    const ids: number[] = [];
    const { ofPrice, toPrice } = filters;
    const brands = filters.brands.length ? new Set(filters.brands) : null;
    if (ofPrice === null && toPrice === null && brands === null) {
      for (let k = offset; k < Math.min(n, offset + limit); k++) ids.push(this.idAt[order[reversed ? n - 1 - k : k]!]!);
      return { ids, total: n };
    }
    let total = 0;
    for (let k = 0; k < n; k++) {
      const position = order[reversed ? n - 1 - k : k]!;
      const price = this.price[position]!;
      if (ofPrice !== null && !(price >= ofPrice)) continue;
      if (toPrice !== null && !(price <= toPrice)) continue;
      if (brands !== null && !brands.has(this.brand[position]!)) continue;
      if (total >= offset && total < offset + limit) ids.push(this.idAt[position]!);
      total++;
    }
    return { ids, total };
  }
}

/** An int or float8 array as both drivers answer it (a JS array; its text form if a parser kept it). */
const numbers = (value: unknown): number[] => {
  if (Array.isArray(value)) return value.map(Number);
  if (typeof value === 'string' && value.length > 2) return value.slice(1, -1).split(',').map(Number);
  return [];
};

/** Reads the facts of one scope (one statement: five index walks of product_listing). */
export async function loadScopeFacts(db: Db, scope: Scope, id: number): Promise<ScopeFacts> {
  const where = sql`from product_listing where scope = ${scope} and scope_id = ${id}`;
  const [row] = await queryRows<Record<'by_price' | 'prices' | 'brands' | 'mais_vendidos' | 'nome_a_z' | 'ordem' | 'lancamentos', unknown>>(
    db,
    sql`select
      array(select product_id ${where} order by sale_price, product_id) as by_price,
      array(select sale_price::float8 ${where} order by sale_price, product_id) as prices,
      array(select coalesce(brand_id, ${NO_BRAND}) ${where} order by sale_price, product_id) as brands,
      array(select product_id ${where} order by sold_count desc nulls last, product_id) as mais_vendidos,
      array(select product_id ${where} order by sort_name collate "C", product_id) as nome_a_z,
      array(select product_id ${where} order by position, product_id) as ordem,
      array(select product_id ${where} order by created_at desc nulls last, product_id) as lancamentos`,
  );
  return new ScopeFacts(Int32Array.from(numbers(row?.by_price)), Float64Array.from(numbers(row?.prices)), Int32Array.from(numbers(row?.brands)), {
    mais_vendidos: numbers(row?.mais_vendidos),
    nome_a_z: numbers(row?.nome_a_z),
    ordem: numbers(row?.ordem),
    lancamentos: numbers(row?.lancamentos),
  });
}
