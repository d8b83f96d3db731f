/**
 * The facts of one category, brand or group listing (a scope of product_listing), read in one statement
 * and kept in memory, so that its pages in every sort, unfiltered or filtered by price, brands, onSale and
 * inStock, and their totals are computed without a query:
 *
 * - the product ids in each sort's order, as listing-index.ts's LISTING_ORDER gives them: available
 *   products first, sold-out ones last. `maior_preco` and `nome_z_a` are, within each of those two parts,
 *   the exact reverses of `menor_preco` and `nome_a_z` (their tie-break, product_id, is unique), so they are
 *   not read; `relevancia` is the default sort here (as listing.ts orders a scope);
 * - how many products are available (the first ones of every order), each product's sale price, brand and
 *   whether it is on sale.
 *
 * A filtered page walks the sort's order and keeps the products whose price is within the bounds, whose
 * brand is one of those asked, that are on sale (onSale) and available (inStock), exactly as the SQL
 * conditions of listing.ts do (`sale_price >= of`, `sale_price <= to`, `brand_id = any(brands)`, `on_sale`,
 * `available`; the bounds are the same JS numbers the SQL is given). Filters by categories, variations,
 * attributes or a product grouping are left to SQL.
 *
 * Why: on PGlite a listing miss cost a query per listing, filter and sort for its ids (an index walk, up
 * to 17 ms for a selective price range on the sales sort) and another for its count; one statement per
 * scope (about 30 ms for a scope of 30,000 products) now answers all of them. The cards still come from
 * the database (product-cards.ts). The facts are cached like every catalogue answer: per catalogue
 * version (a write that changes listings, a product selling out included, bumps it), for the cache's TTL
 * at most.
 */
import { sql } from 'drizzle-orm';
import type { ListingSort } from '../../../src/api/operations';
import { queryRows, type Db } from '../../db/client';
import { DEFAULT_SORT, type ListingFiltersInput } from '../../lib/listing-query';
import { LISTING_ORDER, type Scope } from './listing-index';

/** What the facts answer: price bounds, brands, onSale and inStock (no categories, variations, attributes or grouping). */
export type FactFilters = Pick<ListingFiltersInput, 'brands' | 'ofPrice' | 'toPrice' | 'onSale' | 'inStock'>;

/** True when the facts can answer a listing with these filters. */
export const factsCanFilter = (filters: ListingFiltersInput): boolean =>
  filters.categories.length === 0 && filters.variations.length === 0 && filters.attributes.length === 0 && filters.grouping === null;

/** A brand id no product has (brand_id null); ids in filters are plain digits, never negative. */
const NO_BRAND = -1;

type ReadSort = 'mais_vendidos' | 'menor_preco' | 'nome_a_z' | 'ordem' | 'lancamentos';
/** The sorts walked backwards (within the available part and within the sold-out part) over another's order. */
const MIRRORS: Partial<Record<ListingSort, ReadSort>> = { maior_preco: 'menor_preco', nome_z_a: 'nome_a_z' };

export class ScopeFacts {
  /** Positions (into `idAt` / `price` / `brand` / `onSale`) in each read sort's order. */
  private readonly orders: Record<ReadSort, Int32Array>;

  constructor(
    /** Product ids in `menor_preco` order; `price[i]`, `brand[i]` and `onSale[i]` are idAt[i]'s. */
    private readonly idAt: Int32Array,
    private readonly price: Float64Array,
    private readonly brand: Int32Array,
    private readonly onSale: Uint8Array,
    /** How many products are available: the first ones of every order (positions below it in `idAt`). */
    private readonly available: number,
    orders: Record<Exclude<ReadSort, 'menor_preco'>, number[]>,
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
    const wanted = sort === 'relevancia' ? DEFAULT_SORT : sort;
    const mirror = MIRRORS[wanted];
    const order = this.orders[mirror ?? (wanted as ReadSort)];
    const n = order.length;
    const a = this.available;
    // the k-th product of the sort; a mirrored sort walks each part (available, sold out) backwards
    const at = mirror ? (k: number) => order[k < a ? a - 1 - k : n - 1 - (k - a)]! : (k: number) => order[k]!;
    // inStock keeps the available part, which every order lists first
    const end = filters.inStock ? a : n;
    const ids: number[] = [];
    const { ofPrice, toPrice } = filters;
    const brands = filters.brands.length ? new Set(filters.brands) : null;
    if (ofPrice === null && toPrice === null && brands === null && !filters.onSale) {
      for (let k = offset; k < Math.min(end, offset + limit); k++) ids.push(this.idAt[at(k)]!);
      return { ids, total: end };
    }
    let total = 0;
    for (let k = 0; k < end; k++) {
      const position = at(k);
      const price = this.price[position]!;
      if (ofPrice !== null && !(price >= ofPrice)) continue;
      if (toPrice !== null && !(price <= toPrice)) continue;
      if (brands !== null && !brands.has(this.brand[position]!)) continue;
      if (filters.onSale && !this.onSale[position]) continue;
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

/** Reads the facts of one scope (one statement: five index walks of product_listing and a count). */
export async function loadScopeFacts(db: Db, scope: Scope, id: number): Promise<ScopeFacts> {
  const rows = sql`from product_listing where scope = ${scope} and scope_id = ${id}`;
  const byPrice = LISTING_ORDER.menor_preco;
  const [row] = await queryRows<Record<'available' | 'by_price' | 'prices' | 'brands' | 'on_sale' | 'mais_vendidos' | 'nome_a_z' | 'ordem' | 'lancamentos', unknown>>(
    db,
    sql`select
      (select count(*) ${rows} and available)::int as available,
      array(select product_id ${rows} order by ${byPrice}) as by_price,
      array(select sale_price::float8 ${rows} order by ${byPrice}) as prices,
      array(select coalesce(brand_id, ${NO_BRAND}) ${rows} order by ${byPrice}) as brands,
      array(select on_sale::int ${rows} order by ${byPrice}) as on_sale,
      array(select product_id ${rows} order by ${LISTING_ORDER.mais_vendidos}) as mais_vendidos,
      array(select product_id ${rows} order by ${LISTING_ORDER.nome_a_z}) as nome_a_z,
      array(select product_id ${rows} order by ${LISTING_ORDER.ordem}) as ordem,
      array(select product_id ${rows} order by ${LISTING_ORDER.lancamentos}) as lancamentos`,
  );
  return new ScopeFacts(
    Int32Array.from(numbers(row?.by_price)),
    Float64Array.from(numbers(row?.prices)),
    Int32Array.from(numbers(row?.brands)),
    Uint8Array.from(numbers(row?.on_sale)),
    Number(row?.available ?? 0),
    {
      mais_vendidos: numbers(row?.mais_vendidos),
      nome_a_z: numbers(row?.nome_a_z),
      ordem: numbers(row?.ordem),
      lancamentos: numbers(row?.lancamentos),
    },
  );
}
