import { describe, expect, it } from 'vitest';
import type { ListingFilters, ProductCardData, ProductListAnswer, SearchSuggestion, SearchSuggestionGroups } from '../../src/api/operations';
import { serverForThisFile } from './helpers';

const { client } = serverForThisFile();

async function call<T>(request: string, params: string | null = null, status = 200): Promise<T> {
  const response = await client.call(request, params);
  expect(response.statusCode, `${request} ${params} ${response.body.slice(0, 200)}`).toBe(status);
  return response.json<T>();
}
const search = (params: string) => call<ProductListAnswer>('getProductsBySearch', params);
const suggest = (params: string) => call<SearchSuggestion[]>('getSearchSuggestions', params);
const groups = (word: string) => call<SearchSuggestionGroups>('getSearchSuggestions', `qtdRegister=5&word=${encodeURIComponent(word)}&grouped=true`);
const plain = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
const TOO_SHORT = { error: 'Digite ao menos 03 caracteres para realizar sua pesquisa.', code: 'INVALID_INPUT' };

async function all(params: string): Promise<ProductCardData[]> {
  const first = await search(`${params}&pageSize=100`);
  const products = [...first.products];
  for (let page = 2; page <= first.settings.pageCount; page++) products.push(...(await search(`${params}&pageSize=100&page=${page}`)).products);
  return products;
}

describe('getProductsBySearch', () => {
  it("finds 'Sofá' with 'sofa', 'SOFA' and 'sofás' (accents and case ignored, Portuguese stems)", async () => {
    const answer = await search('keyWord=sofa');
    expect(answer.settings.totalItemCount).toBeGreaterThan(0);
    expect(answer.products.some((p) => p.name.startsWith('Sofá'))).toBe(true);
    expect(await search('keyWord=SOFA')).toEqual(answer);
    expect((await search('keyWord=sofás')).settings.totalItemCount).toBe(answer.settings.totalItemCount);
  });

  it('requires every word of the term', async () => {
    const products = await all('keyWord=camiseta algodão');
    expect(products.length).toBeGreaterThan(0);
    const camisetas = (await search('keyWord=camiseta')).settings.totalItemCount;
    expect(products.length).toBeLessThanOrEqual(camisetas);
    expect(products.some((p) => plain(p.name).includes('camiseta'))).toBe(true);
  });

  it('pages and sorts like the other listings', async () => {
    const products = await all('keyWord=sofa&sortBy=menor_preco');
    const first = await search('keyWord=sofa&pageSize=5&page=2&sortBy=menor_preco');
    expect(first.settings).toEqual({ pageNumber: 2, pageCount: Math.ceil(products.length / 5), totalItemCount: products.length });
    expect(first.products.map((p) => p.idProduct)).toEqual(products.slice(5, 10).map((p) => p.idProduct));
    // sold-out products last, each part by price
    const soldOut = (p: ProductCardData) => p.idTypeProduct !== 3 && !(p.stock > 0 && !p.flagExhausted);
    const key = (p: ProductCardData) => [Number(soldOut(p)), p.pricePromotion ?? p.price] as const;
    const keys = products.map(key);
    expect(keys).toEqual([...keys].sort((a, b) => a[0] - b[0] || a[1] - b[1]));
  });

  it('answers an empty listing for a term nothing matches', async () => {
    expect(await search('keyWord=xyzwvutsr')).toEqual({ products: [], settings: { pageNumber: 1, pageCount: 0, totalItemCount: 0 } });
  });

  it('answers an empty listing and empty filters for a blacklisted term', async () => {
    expect(await search('keyWord=porra')).toEqual({ products: [], settings: { pageNumber: 1, pageCount: 0, totalItemCount: 0 } });
    expect(await search('keyWord=sofá PORRA')).toMatchObject({ products: [] });
    expect(await call('getFiltersBySearch', 'keyWord=porra')).toEqual({ priceRange: null, brands: [], categories: [], variations: [], attributes: [], onSale: 0, inStock: 0 });
  });

  it('refuses a term under 3 characters with the spec message', async () => {
    for (const params of ['keyWord=so', 'keyWord=', 'keyWord=%20a%20', '']) {
      expect(await call('getProductsBySearch', params, 400)).toEqual(TOO_SHORT);
    }
    expect(await call('getFiltersBySearch', 'keyWord=ab', 400)).toEqual(TOO_SHORT);
  });

  it('filters the search and counts facets over the hits', async () => {
    const filters = await call<ListingFilters>('getFiltersBySearch', 'keyWord=sofa');
    const total = (await search('keyWord=sofa')).settings.totalItemCount;
    expect(filters.brands.reduce((n, b) => n + b.count, 0)).toBe(total);
    expect(filters.categories.every((c) => c.count > 0)).toBe(true);
    const brand = filters.brands[0]!;
    const narrowed = await all(`keyWord=sofa&idBrand=${brand.id}`);
    expect(narrowed.length).toBe(brand.count);
    expect(narrowed.every((p) => p.brand?.idBrand === brand.id)).toBe(true);
    const { min, max } = filters.priceRange!;
    const cheap = await all(`keyWord=sofa&toPrice=${(min + max) / 2}`);
    expect(cheap.length).toBeLessThan(total);
    expect(cheap.every((p) => (p.pricePromotion ?? p.price) <= (min + max) / 2)).toBe(true);
  });
});

describe('getSearchSuggestions', () => {
  it('suggests products whose name holds the words, accents ignored, at most qtdRegister', async () => {
    const five = await suggest('qtdRegister=5&word=sof');
    expect(five.length).toBe(5);
    for (const s of five) {
      expect(plain(s.name)).toContain('sof');
      expect(s.url).toMatch(/^\/produto\/[a-z0-9-]+$/);
      expect(s.imageHome).toMatch(/^\/img\/products\//);
      expect(s.price).toBeGreaterThan(0);
    }
    expect(await suggest('qtdRegister=5&word=SOFÁ')).toEqual(await suggest('qtdRegister=5&word=sofa'));
    expect((await suggest('qtdRegister=2&word=sof')).map((s) => s.idProduct)).toEqual(five.slice(0, 2).map((s) => s.idProduct));
  });

  it('caps qtdRegister at 10 and defaults it to 5', async () => {
    expect((await suggest('qtdRegister=50&word=cam')).length).toBe(10);
    expect((await suggest('word=cam')).length).toBe(5);
  });

  it('falls back to stems for a plural', async () => {
    const plural = await suggest('qtdRegister=5&word=sofas');
    expect(plural.length).toBeGreaterThan(0);
    expect(plural.every((s) => plain(s.name).includes('sofa'))).toBe(true);
  });

  it('answers [] when nothing matches and for a blacklisted word', async () => {
    expect(await suggest('qtdRegister=5&word=xyzwv')).toEqual([]);
    expect(await suggest('qtdRegister=5&word=merda')).toEqual([]);
    expect(await suggest('qtdRegister=5&word=Mérda')).toEqual([]);
  });

  it('refuses a word under 3 characters and a bad quantity with 400', async () => {
    expect(await call('getSearchSuggestions', 'qtdRegister=5&word=so', 400)).toEqual(TOO_SHORT);
    expect(await call('getSearchSuggestions', 'qtdRegister=5', 400)).toEqual(TOO_SHORT);
    expect(await call('getSearchSuggestions', 'qtdRegister=abc&word=sofa', 400)).toMatchObject({ code: 'INVALID_INPUT' });
    expect(await call('getSearchSuggestions', 'qtdRegister=0&word=sofa', 400)).toMatchObject({ code: 'INVALID_INPUT' });
  });

  it('treats LIKE wildcards as text', async () => {
    expect(await suggest('qtdRegister=5&word=%25%25%25')).toEqual([]);
    expect(await suggest('qtdRegister=5&word=___')).toEqual([]);
  });
});

describe('getSearchSuggestions with grouped=true (the dropdown)', () => {
  it('answers the same products as the plain list, with prices, plus the new groups', async () => {
    const answer = await groups('sof');
    expect(answer.products).toEqual(await suggest('qtdRegister=5&word=sof'));
    expect(answer.refused).toBe(false);
    const promoted = answer.products.find((p) => p.pricePromotion !== null);
    if (promoted) expect(promoted.pricePromotion).toBeLessThan(promoted.price);
    expect(answer.products.every((p) => p.price > 0)).toBe(true);
  });

  it("completes the typed text with searches from the catalogue's names, the word itself first", async () => {
    const { terms } = await groups('sof');
    expect(terms[0]).toBe('sofá');
    expect(terms).toEqual(expect.arrayContaining(['sofá retrátil', 'sofá de canto']));
    expect(terms.length).toBeLessThanOrEqual(4);
    for (const term of terms) expect(plain(term).startsWith('sof')).toBe(true);
    // the typed text itself is no suggestion, its continuations are
    const longer = await groups('sofá retrátil');
    expect(longer.terms).not.toContain('sofá retrátil');
    expect(longer.terms.every((term) => plain(term).startsWith('sofa retratil '))).toBe(true);
  });

  it('matches categories and brands by name, accents ignored, linking to their pages', async () => {
    const { brands, categories } = await groups('aconche');
    expect(brands).toEqual([{ id: expect.any(Number), name: 'Aconchego Móveis', url: '/aconchego-moveis/m' }]);
    expect(categories).toEqual([]);
    const sofas = await groups('SOFAS');
    expect(sofas.categories.map((c) => c.name)).toEqual(['Sofás', 'Sofás Retráteis', 'Sofás de Canto']);
    expect(sofas.categories[1]!.url).toBe('/casa/sala/sofas/sofas-retrateis/c');
  });

  it('forgives a typo through trigram similarity (terms, products and categories)', async () => {
    const answer = await groups('travesero');
    expect(answer.terms[0]).toBe('travesseiro');
    expect(answer.products.length).toBeGreaterThan(0);
    expect(answer.products.every((p) => plain(p.name).startsWith('travesseiro'))).toBe(true);
    expect(answer.categories.map((c) => c.name)).toEqual(['Travesseiros']);
  });

  it('says a blacklisted word is refused, and answers empty groups when nothing matches', async () => {
    expect(await groups('merda')).toEqual({ products: [], terms: [], categories: [], brands: [], refused: true });
    expect(await groups('xyzwv')).toEqual({ products: [], terms: [], categories: [], brands: [], refused: false });
  });

  it('never fails on odd input', async () => {
    for (const word of ['%%%', '___', "'; drop table products; --", 'a'.repeat(100), 'sofá & | ! :* ()', '\\\\x']) {
      const response = await client.call('getSearchSuggestions', `qtdRegister=5&grouped=true&word=${encodeURIComponent(word)}`);
      expect(response.statusCode, word).toBe(200);
    }
    expect(await call('getSearchSuggestions', 'qtdRegister=5&grouped=true&word=so', 400)).toEqual(TOO_SHORT);
    expect((await call('getSearchSuggestions', `qtdRegister=5&grouped=true&word=${'a'.repeat(101)}`, 400))).toMatchObject({ code: 'INVALID_INPUT' });
  });
});
