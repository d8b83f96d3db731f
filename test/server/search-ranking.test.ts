/**
 * The search listing's order and typo tolerance through HTTP (docs/search-relevance.md): relevance by
 * default, sold-out products last, a misspelt term corrected with didYouMean, and `relevancia` on other
 * listings meaning their default sort.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListingFilters, ProductCardData, ProductListAnswer } from '../../src/api/operations';
import { damerau } from '../../server/repositories/catalogue/search-vocabulary';
import { startTestServer, TestClient, type TestServer } from './helpers';

let server: TestServer;
let client: TestClient;
beforeAll(async () => {
  server = await startTestServer();
  client = new TestClient(server.app);
});
afterAll(async () => {
  await server?.close();
});

async function call<T>(request: string, params: string, status = 200): Promise<T> {
  const response = await client.call(request, params);
  expect(response.statusCode, `${request} ${params} ${response.body.slice(0, 200)}`).toBe(status);
  return response.json<T>();
}
const search = (params: string) => call<ProductListAnswer>('getProductsBySearch', params);
const plain = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
const ids = (answer: ProductListAnswer) => answer.products.map((p) => p.idProduct);
const soldOut = (p: ProductCardData) => p.idTypeProduct !== 3 && (p.stock <= 0 || p.flagExhausted);

describe('search order (relevancia, the default of a search)', () => {
  it("lists the products named 'Tênis … Corrida' before those that only mention the words", async () => {
    const answer = await search('keyWord=tenis corrida&pageSize=100');
    const named = answer.products.map((p) => /tenis.*corrida/.test(plain(p.name)) && !soldOut(p));
    const count = named.filter(Boolean).length;
    expect(count).toBeGreaterThan(1);
    expect(named.slice(0, count)).toEqual(Array(count).fill(true));
    expect(answer.products.length).toBeGreaterThan(count);
  });

  it('puts a name holding the whole phrase before a name holding its words apart', async () => {
    const names = (await search('keyWord=sofa de canto&pageSize=100')).products.filter((p) => !soldOut(p)).map((p) => plain(p.name));
    const phrase = names.filter((name) => name.includes('sofa de canto')).length;
    expect(phrase).toBeGreaterThan(0);
    expect(names.slice(0, phrase).every((name) => name.includes('sofa de canto'))).toBe(true);
  });

  it('puts sold-out products last', async () => {
    const products = (await search('keyWord=sofa&pageSize=100')).products;
    const flags = products.map(soldOut);
    expect(flags.some(Boolean)).toBe(true);
    expect(flags).toEqual([...flags].sort((a, b) => Number(a) - Number(b)));
  });

  it('is the order without sortBy, and sortBy=relevancia names it; another sort is still honoured', async () => {
    const byDefault = await search('keyWord=sofa&pageSize=30');
    expect(await search('keyWord=sofa&pageSize=30&sortBy=relevancia')).toEqual(byDefault);
    const cheapest = await search('keyWord=sofa&pageSize=30&sortBy=menor_preco');
    expect(ids(cheapest)).not.toEqual(ids(byDefault));
    const prices = cheapest.products.filter((p) => !soldOut(p)).map((p) => p.pricePromotion ?? p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('pages the relevance order without gaps or repeats', async () => {
    const all = ids(await search('keyWord=sofa&pageSize=100'));
    const pages = [...ids(await search('keyWord=sofa&pageSize=5')), ...ids(await search('keyWord=sofa&pageSize=5&page=2'))];
    expect(pages).toEqual(all.slice(0, 10));
  });
});

describe('typo tolerance', () => {
  it('measures a typo by Damerau distance: a swap of two neighbouring letters counts one', () => {
    expect(damerau('sfoa', 'sofa')).toBe(1);
    expect(damerau('gamr', 'gamer')).toBe(1);
    expect(damerau('liquidificadro', 'liquidificador')).toBe(1);
    expect(damerau('kitten', 'sitting')).toBe(3);
    expect(damerau('sofa', 'sofa')).toBe(0);
    expect(damerau('', 'abc')).toBe(3);
  });

  it("answers 'sfoa' with the sofás and didYouMean 'sofá'", async () => {
    const answer = await search('keyWord=sfoa&pageSize=100');
    expect(answer.didYouMean).toBe('sofá');
    expect(answer.showingCorrected).toBe(true);
    expect(answer.products.length).toBeGreaterThan(0);
    expect(answer.products.slice(0, 3).every((p) => plain(p.name).startsWith('sofa'))).toBe(true);
    expect(answer.settings.totalItemCount).toBe((await search('keyWord=sofa')).settings.totalItemCount);
  });

  it('corrects only the misspelt word of several, in the catalogue spelling', async () => {
    const answer = await search('keyWord=tenis corida');
    expect(answer.didYouMean).toBe('tênis corrida');
    expect(ids(answer)).toEqual(ids(await search('keyWord=tenis corrida')));
    expect((await search('keyWord=headset gamr')).didYouMean).toBe('headset gamer');
  });

  it('keeps the few products of the term as typed and offers the correction beside them', async () => {
    const typed = await search('keyWord=gamado');
    expect(typed.settings.totalItemCount).toBeGreaterThan(0);
    expect(typed.settings.totalItemCount).toBeLessThan(3);
    expect(typed.didYouMean).toBe('gramado');
    expect(typed).not.toHaveProperty('showingCorrected');
    expect((await search('keyWord=gramado')).settings.totalItemCount).toBeGreaterThan(typed.settings.totalItemCount);
  });

  it('offers no correction when the term finds enough, or when nothing is near it', async () => {
    expect(await search('keyWord=sofa')).not.toHaveProperty('didYouMean');
    expect(await search('keyWord=xyzwvutsr')).toEqual({ products: [], settings: { pageNumber: 1, pageCount: 0, totalItemCount: 0 } });
  });

  it('answers terms of quotes, braces, wildcards and long words without an error', async () => {
    for (const term of ['sfo"a', "sof'a {x}", 'so%fa_', 'a\\b,c', 'x'.repeat(100)]) {
      const answer = await search(`keyWord=${encodeURIComponent(term)}`);
      expect(answer.settings.totalItemCount, term).toBeGreaterThanOrEqual(0);
    }
  });

  it("filters a corrected search by the corrected term's products", async () => {
    const filters = await call<ListingFilters>('getFiltersBySearch', 'keyWord=sfoa');
    expect(filters).toEqual(await call<ListingFilters>('getFiltersBySearch', 'keyWord=sofa'));
    expect(filters.brands.length).toBeGreaterThan(0);
  });
});

describe('relevancia on other listings', () => {
  it('is their default sort, not a 400', async () => {
    for (const [request, link] of [
      ['getProductsByCategory', 'casa/sala'],
      ['getProductsByBrand', 'aconchego-moveis'],
    ] as const) {
      const relevance = await call<ProductListAnswer>(request, `textLink=${link}&sortBy=relevancia`);
      expect(relevance.products.length).toBeGreaterThan(0);
      expect(relevance).toEqual(await call<ProductListAnswer>(request, `textLink=${link}`));
    }
  });

  it('still refuses an unknown sort', async () => {
    const response = await client.call('getProductsBySearch', 'keyWord=sofa&sortBy=relevance');
    expect(response.statusCode).toBe(400);
  });
});
