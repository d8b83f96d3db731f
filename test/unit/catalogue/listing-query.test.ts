import { describe, expect, it } from 'vitest';
import { defaultSort, hasFilters, productsQuery, resolveListing } from '../../../src/catalogue/listing-query';
import { freshListingFilter } from '../../../src/stores/listing-filter';

const where = (pathname: string, search = '') => ({ pathname, search });

describe('the default sort', () => {
  it.each([
    ['N', 'asc', 'nome_a_z'],
    ['N', 'desc', 'nome_z_a'],
    ['C', 'asc', 'ordem'],
    ['O', 'desc', 'ordem'],
    ['P', 'asc', 'menor_preco'],
    ['P', 'desc', 'maior_preco'],
    ['V', 'asc', 'mais_vendidos'],
    ['R', 'asc', 'lancamentos'],
    ['X', 'asc', 'lancamentos'],
  ] as const)('sortDefault %s with orderBy %s gives %s', (sortDefault, orderBy, expected) => {
    expect(defaultSort({ sortDefault: sortDefault as 'N', orderBy })).toBe(expected);
  });

  it('is lancamentos without company settings', () => {
    expect(defaultSort(undefined)).toBe('lancamentos');
  });
});

describe('the listing named by the address', () => {
  it.each(['/casa/c', '/casa/sala/c', '/casa/sala/sofas/c'])('%s is a category listing', (path) => {
    const target = resolveListing('category', undefined, where(path));
    expect(target).toMatchObject({ ok: true, textLink: path.slice(1, -2) });
  });

  it.each(['/c', '/a/b/c/d/c', '/casa/sala', '/casa/m'])('%s is not a category listing (404)', (path) => {
    expect(resolveListing('category', undefined, where(path)).ok).toBe(false);
  });

  it('reads the accents of a friendly URL, and a level-4 category by its id', () => {
    expect(resolveListing('category', undefined, where('/moda/cal%C3%A7ados/c'))).toMatchObject({ ok: true, textLink: 'moda/calçados' });
    expect(resolveListing('brand', undefined, where('/pe%C3%A7a-%C3%BAnica/m'))).toMatchObject({ ok: true, textLink: 'peça-única' });
    expect(resolveListing('category', undefined, where('/41/c'))).toMatchObject({ ok: true, textLink: '41' });
    expect(resolveListing('category', undefined, where('/cal%E7ados/c')).ok).toBe(false);
  });

  it('reads a brand before /m and a group before /g', () => {
    expect(resolveListing('brand', undefined, where('/aurora-casa/m'))).toMatchObject({ ok: true, textLink: 'aurora-casa' });
    expect(resolveListing('group', undefined, where('/ofertas/g'))).toMatchObject({ ok: true, textLink: 'ofertas' });
    expect(resolveListing('brand', undefined, where('/a/b/m')).ok).toBe(false);
  });

  it('reads a search term from ?n=', () => {
    expect(resolveListing('search', undefined, where('/busca', '?n=cadeira%20azul'))).toMatchObject({ ok: true, keyWord: 'cadeira azul', path: '/busca?n=cadeira azul' });
  });

  it('uses a numeric source id directly and any other as a friendly URL', () => {
    expect(resolveListing('category', '42', where('/'))).toMatchObject({ ok: true, id: 42, textLink: '' });
    expect(resolveListing('category', '/casa/sala/c', where('/'))).toMatchObject({ ok: true, id: null, textLink: 'casa/sala' });
  });
});

describe('the listing query', () => {
  const target = { ok: true as const, source: 'category' as const, id: null, textLink: 'casa', keyWord: '', path: '/casa/c' };

  it('carries page, size, sort, source and filters', () => {
    const state = freshListingFilter('/casa/c', { pageNumber: 2, brand: [1, 2], variations: [11], initialPrice: 10, finalPrice: 99.9 });
    expect(productsQuery(target, state, 'mais_vendidos')).toEqual({
      page: 2,
      pageSize: 12,
      sortBy: 'mais_vendidos',
      textLink: 'casa',
      idBrand: [1, 2],
      idVariation: [11],
      ofPrice: 10,
      toPrice: 99.9,
      showProductGroupingFilter: true,
    });
  });

  it("carries the shopper's product grouping as idGroupingType, and always asks for the groupings", () => {
    const query = productsQuery(target, freshListingFilter('/casa/c', { idGroupingType: 2 }), 'ordem');
    expect(query).toMatchObject({ idGroupingType: 2, showProductGroupingFilter: true });
    expect(productsQuery(target, freshListingFilter('/casa/c'), 'ordem')).not.toHaveProperty('idGroupingType');
  });

  it("prefers the shopper's order to the default", () => {
    expect(productsQuery(target, freshListingFilter('/casa/c', { order: 'menor_preco' }), 'ordem').sortBy).toBe('menor_preco');
  });

  it('knows when the shopper filtered', () => {
    expect(hasFilters(freshListingFilter('/x'))).toBe(false);
    expect(hasFilters(freshListingFilter('/x', { idAttribute: [3] }))).toBe(true);
    expect(hasFilters(freshListingFilter('/x', { finalPrice: 50 }))).toBe(true);
    expect(hasFilters(freshListingFilter('/x', { idGroupingType: 2 }))).toBe(true);
    expect(hasFilters(freshListingFilter('/x', { onSale: true }))).toBe(true);
    expect(hasFilters(freshListingFilter('/x', { inStock: true }))).toBe(true);
  });

  it('carries onSale=true and inStock=true only when the toggles are on', () => {
    expect(productsQuery(target, freshListingFilter('/casa/c', { onSale: true, inStock: true }), 'ordem')).toMatchObject({ onSale: true, inStock: true });
    const off = productsQuery(target, freshListingFilter('/casa/c'), 'ordem');
    expect(off).not.toHaveProperty('onSale');
    expect(off).not.toHaveProperty('inStock');
  });
});
