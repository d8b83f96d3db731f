import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LISTING_SORTS } from '../../../src/catalogue/listing-query';
import { canonicalUrl, filtersFromUrl, filtersToUrl, nameFilters } from '../../../src/routes/listing-filters';
import { freshListingFilter, type ListingFilterState } from '../../../src/stores/listing-filter';
import { listingFilters } from '../../fixtures/catalogue-data';

const BASE = 'https://loja.example.com';
const state = (init: Partial<ListingFilterState> = {}) => freshListingFilter('/casa/c', { pageSize: 12, ...init });
/** The fields the address carries. */
const carried = (s: Partial<ListingFilterState>) => ({
  pageNumber: s.pageNumber ?? 1,
  order: s.order ?? '',
  idCategories: s.idCategories ?? [],
  brand: s.brand ?? [],
  variations: s.variations ?? [],
  idAttribute: s.idAttribute ?? [],
  idGroupingType: s.idGroupingType ?? null,
  initialPrice: s.initialPrice ?? null,
  finalPrice: s.finalPrice ?? null,
  onSale: s.onSale ?? false,
  inStock: s.inStock ?? false,
});

describe('the listing in its address', () => {
  it('writes page, sort and filters with short names, keeping the search term', () => {
    const url = filtersToUrl(
      state({ pageNumber: 2, order: 'menor_preco', brand: [1, 2], idCategories: [11], initialPrice: 100, finalPrice: null, onSale: true, inStock: true, idGroupingType: 3 }),
      `${BASE}/busca?n=sofa&keyWord=sofa&order=nome_a_z`,
    );
    expect(url).toBe('/busca?n=sofa&page=2&sort=menor_preco&category=11&brand=1,2&grouping=3&price=100-&onSale=true&inStock=true');
  });

  it('writes nothing for a fresh listing (its address is the bare path)', () => {
    expect(filtersToUrl(state(), `${BASE}/casa/c?page=3&brand=1`)).toBe('/casa/c');
    expect(filtersFromUrl('')).toBeNull();
    expect(filtersFromUrl('?n=sofa&utm_source=x')).toBeNull();
  });

  it('reads back what it wrote, for any page, sort and filters', () => {
    const ids = fc.uniqueArray(fc.integer({ min: 1, max: 9999 }), { maxLength: 4 });
    const price = fc.option(fc.integer({ min: 0, max: 100_000 }).map((cents) => cents / 100), { nil: null });
    fc.assert(
      fc.property(
        fc.record({
          pageNumber: fc.integer({ min: 1, max: 500 }),
          order: fc.constantFrom('' as const, ...LISTING_SORTS),
          idCategories: ids,
          brand: ids,
          variations: ids,
          idAttribute: ids,
          idGroupingType: fc.option(fc.integer({ min: 1, max: 99 }), { nil: null }),
          initialPrice: price,
          finalPrice: price,
          onSale: fc.boolean(),
          inStock: fc.boolean(),
        }),
        (chosen) => {
          const url = new URL(filtersToUrl(state(chosen), `${BASE}/casa/c?n=x`), BASE);
          expect(url.searchParams.get('n')).toBe('x');
          expect(carried(filtersFromUrl(url.search) ?? {})).toEqual(carried(chosen));
        },
      ),
    );
  });

  it("reads the older names (the spec's viewProductFiltersUrl): order, idCategories, initialPrice/finalPrice, repeated keys", () => {
    expect(filtersFromUrl('?idCategories=11&idCategories=12&brand=2&variations=5,6&idAttribute=7&order=nome_z_a&initialPrice=10&finalPrice=99.9&page=3&idGroupingType=4')).toMatchObject({
      idCategories: [11, 12],
      brand: [2],
      variations: [5, 6],
      idAttribute: [7],
      order: 'nome_z_a',
      initialPrice: 10,
      finalPrice: 99.9,
      pageNumber: 3,
      idGroupingType: 4,
    });
  });

  it('ignores what it cannot use: unknown sorts, bad ids and prices, page 1 or less, toggles other than true', () => {
    expect(filtersFromUrl('?sort=barato&brand=x,-1,2.5&price=abc&page=0&onSale=1&inStock=false')).toEqual({ brand: [] });
    expect(filtersFromUrl('?page=-4')).toBeNull();
  });

  it('gives the chips of the filters it read: the price and the toggles named, the others to be named by the answer', () => {
    const found = filtersFromUrl('?brand=2&price=-500&onSale=true');
    expect(found?.selectedFilter?.map((f) => [f.kind, f.id, f.name.replace(/\s/g, ' ')])).toEqual([
      ['brand', 2, ''],
      ['price', 0, '… – R$ 500,00'],
      ['onSale', 0, 'Em promoção'],
    ]);
    expect(nameFilters(found?.selectedFilter ?? [], listingFilters)?.[0]).toEqual({ kind: 'brand', id: 2, name: 'Bossa Moda' });
    // nothing to name: no new state
    expect(nameFilters([{ kind: 'brand', id: 99, name: '' }], listingFilters)).toBeNull();
  });

  it('gives the infinite listing the page it has grown to, and opens it grown as far', () => {
    expect(filtersToUrl(state({ pageSize: 36, fetchLength: 12 }), `${BASE}/lancamentos/g`, true)).toBe('/lancamentos/g?page=3');
    // and opened again at that page, it shows as many steps (up to the server's cap)
    expect(filtersFromUrl('?page=3', { pageSize: 12, max: 120 })).toEqual({ pageSize: 36 });
    expect(filtersFromUrl('?page=40', { pageSize: 12, max: 120 })).toEqual({ pageSize: 120 });
  });

  it('the canonical address keeps the path, the search term and the page, and drops sort and filters', () => {
    const s = state({ pageNumber: 2, order: 'menor_preco', brand: [1], onSale: true });
    expect(canonicalUrl(s, `${BASE}/busca?n=mesa&page=2&sort=menor_preco&brand=1#x`)).toBe(`${BASE}/busca?n=mesa&page=2`);
    expect(canonicalUrl(state(), `${BASE}/casa/c?sort=menor_preco`)).toBe(`${BASE}/casa/c`);
  });
});
