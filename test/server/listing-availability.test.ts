/**
 * Sold-out products last in every order, and the onSale / inStock filters with their counts, through HTTP
 * (server/repositories/catalogue/listing.ts; availability as the card shows it, src/catalogue/use-product-choice.ts).
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { FreightOption, Group, ListingFilters, ListingSort, ProductCardData, ProductListAnswer } from '../../src/api/operations';
import type { PlaceOrderAnswer } from '../../src/api/operations/orders.types';
import { refreshListedProducts } from '../../server/repositories/catalogue/listing-index';
import { addItem, login, productPicker } from './cart-helpers';
import { serverForThisFile, TestClient } from './helpers';

const file = serverForThisFile({ limits: { account: { max: 1000, timeWindow: 60_000 }, form: null } });
const client = () => new TestClient(file.server.app);

async function call<T>(request: string, params: string, status = 200): Promise<T> {
  const response = await client().call(request, params);
  expect(response.statusCode, `${request} ${params} ${response.body.slice(0, 200)}`).toBe(status);
  return response.json<T>();
}
const list = (request: string, params: string) => call<ProductListAnswer>(request, params);

/** Every product of a listing (walks the pages). */
async function all(request: string, params: string): Promise<ProductCardData[]> {
  const first = await list(request, `${params}&pageSize=100`);
  const products = [...first.products];
  for (let page = 2; page <= first.settings.pageCount; page++) products.push(...(await list(request, `${params}&pageSize=100&page=${page}`)).products);
  return products;
}

/** Sold out as the card shows it: no stock or marked exhausted (a product on request shows its quote button instead). */
const soldOut = (p: ProductCardData) => p.idTypeProduct !== 3 && !(p.stock > 0 && !p.flagExhausted);
const onSale = (p: ProductCardData) => p.idTypeProduct !== 3 && p.pricePromotion !== null && p.pricePromotion > 0 && p.pricePromotion < p.price;
const SORTS: ListingSort[] = ['mais_vendidos', 'menor_preco', 'maior_preco', 'nome_a_z', 'nome_z_a', 'ordem', 'lancamentos'];
const FILTERS = { getProductsByCategory: 'getFiltersByCategory', getProductsByBrand: 'getFiltersByBrand', getProductsByGroup: 'getFiltersByGroup', getProductsBySearch: 'getFiltersBySearch' } as const;
type ListingRequest = keyof typeof FILTERS;

/** A category, a brand, a group and a search, each with sold-out products among the others. */
async function sources(): Promise<Array<[ListingRequest, string]>> {
  const groups = await call<Group[]>('getGroups', '');
  let group: string | undefined;
  for (const g of groups) if ((await all('getProductsByGroup', `idGroup=${g.idGroup}`)).some(soldOut)) group = `idGroup=${g.idGroup}`;
  expect(group).toBeDefined();
  return [
    ['getProductsByCategory', 'textLink=casa'],
    ['getProductsByBrand', 'textLink=sonhare'],
    ['getProductsByGroup', group!],
    ['getProductsBySearch', 'keyWord=mesa'],
  ];
}

describe('sold-out products come last', () => {
  it('in every order of a category, a brand, a group and a search', async () => {
    for (const [request, params] of await sources()) {
      for (const sortBy of SORTS) {
        const products = await all(request, `${params}&sortBy=${sortBy}`);
        const flags = products.map(soldOut);
        expect(flags.includes(true) && flags.includes(false), `${request} ${params}`).toBe(true);
        // every product that can be bought, then every sold-out one
        expect(flags, `${request} ${params} ${sortBy}`).toEqual([...flags].sort((a, b) => Number(a) - Number(b)));
      }
    }
  });

  it('keeps the chosen order within the sold-out products', async () => {
    const products = (await all('getProductsByCategory', 'textLink=casa&sortBy=menor_preco')).filter(soldOut);
    const prices = products.map((p) => p.pricePromotion ?? p.price);
    expect(prices.length).toBeGreaterThan(1);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });
});

describe('the onSale and inStock filters', () => {
  it('narrow every kind of listing, alone and together, as their counts say', async () => {
    for (const [request, params] of await sources()) {
      const everything = await all(request, params);
      const counts = await call<ListingFilters>(FILTERS[request], params);
      const inStock = await all(request, `${params}&inStock=true`);
      expect(inStock.map((p) => p.idProduct)).toEqual(everything.filter((p) => !soldOut(p)).map((p) => p.idProduct));
      expect(counts.inStock).toBe(inStock.length);
      const sale = await all(request, `${params}&onSale=true`);
      expect(sale.map((p) => p.idProduct)).toEqual(everything.filter(onSale).map((p) => p.idProduct));
      expect(counts.onSale).toBe(sale.length);
      expect(sale.length, `${request} ${params}`).toBeGreaterThan(0);
      const both = await all(request, `${params}&onSale=true&inStock=true`);
      expect(both.map((p) => p.idProduct)).toEqual(everything.filter((p) => onSale(p) && !soldOut(p)).map((p) => p.idProduct));
    }
  });

  it("count each with every other filter applied and its own left out; the other facets follow them", async () => {
    const base = await call<ListingFilters>('getFiltersByCategory', 'textLink=casa');
    const brand = base.brands[0]!;
    const byBrand = await call<ListingFilters>('getFiltersByCategory', `textLink=casa&idBrand=${brand.id}`);
    const brandProducts = await all('getProductsByCategory', `textLink=casa&idBrand=${brand.id}`);
    expect(byBrand.inStock).toBe(brandProducts.filter((p) => !soldOut(p)).length);
    expect(byBrand.onSale).toBe(brandProducts.filter(onSale).length);

    // with inStock on, its own count stays that of the listing without it; onSale counts the products in stock
    const inStock = await call<ListingFilters>('getFiltersByCategory', `textLink=casa&idBrand=${brand.id}&inStock=true`);
    expect(inStock.inStock).toBe(byBrand.inStock);
    expect(inStock.onSale).toBe(brandProducts.filter((p) => onSale(p) && !soldOut(p)).length);
    expect(inStock.brands).toEqual((await call<ListingFilters>('getFiltersByCategory', 'textLink=casa&inStock=true')).brands);
    expect(inStock.categories.reduce((n, c) => n + c.count, 0)).toBe(byBrand.inStock);

    const sale = await call<ListingFilters>('getFiltersByCategory', 'textLink=casa&onSale=true');
    expect(sale.onSale).toBe(base.onSale);
    expect(sale.brands.reduce((n, b) => n + b.count, 0)).toBe(base.onSale);
    expect((await list('getProductsByCategory', `textLink=casa&onSale=true&idBrand=${brand.id}`)).settings.totalItemCount).toBe(
      sale.brands.find((b) => b.id === brand.id)?.count ?? 0,
    );
  });

  it('precomputed counts of an unfiltered listing agree with the ones computed live; false is no filter', async () => {
    for (const request of ['getFiltersByCategory', 'getFiltersByBrand'] as const) {
      const params = request === 'getFiltersByCategory' ? 'textLink=moda' : 'textLink=sonhare';
      const stored = await call<ListingFilters>(request, params);
      expect(stored.inStock).toBeGreaterThan(0);
      expect(await call<ListingFilters>(request, `${params}&ofPrice=0&toPrice=999999`)).toEqual(stored);
      expect(await call<ListingFilters>(request, `${params}&onSale=false&inStock=FALSE`)).toEqual(stored);
    }
    expect(await list('getProductsByCategory', 'textLink=moda&onSale=false')).toEqual(await list('getProductsByCategory', 'textLink=moda'));
  });

  it.each([
    ['getProductsByCategory', 'textLink=casa&onSale=sim'],
    ['getProductsByCategory', 'textLink=casa&inStock=1'],
    ['getProductsByBrand', 'textLink=sonhare&inStock=true,false'],
    ['getProductsBySearch', 'keyWord=mesa&onSale=true&onSale=no'],
    ['getFiltersByCategory', 'textLink=casa&inStock=yes'],
    ['getFiltersBySearch', 'keyWord=mesa&onSale=verdadeiro'],
  ])('%s %s answers 400 in pt-BR', async (request, params) => {
    expect(await call(request, params, 400)).toEqual({ error: 'Parâmetros da listagem inválidos.', code: 'INVALID_INPUT' });
  });
});

describe('a stock change moves a product', () => {
  const SAO_PAULO = '01310100';

  it('to the end when an order takes its last units, and back when the order is cancelled', async () => {
    // A product of its own: 2 units, the best seller of its category.
    const item = await productPicker(file)({ price: 100, stock: 2 });
    const db = file.server.database.db;
    await db.execute(sql`update products set stock = 2, sold_count = 999999 where id = ${item.product_id}`);
    await refreshListedProducts(db, [item.product_id]);
    const [category] = await file.rows<{ path: string }>(sql`
      select c.path from product_categories pc join categories c on c.id = pc.category_id where pc.product_id = ${item.product_id} limit 1`);
    const params = `textLink=${category!.path}`;
    const position = async () => (await all('getProductsByCategory', params)).findIndex((p) => p.idProduct === item.product_id);
    const filtered = async () => (await call<ListingFilters>('getFiltersByCategory', params)).inStock ?? 0;
    expect(await position()).toBe(0);
    const inStockBefore = await filtered();

    // A shopper buys both units.
    const [customer] = await file.rows<{ id: number }>(sql`
      insert into customers (name, email, person_type, password_hash, term_accepted, policy_privacy_version)
      select 'Cliente Estoque', 'estoque@example.com', 'F', password_hash, true, '2' from customers where id = 1 returning id`);
    const [address] = await file.rows<{ id: number }>(sql`
      insert into addresses (customer_id, receiver, phone_contact, is_default, zip_code, street_address, number, neighbourhood, city, state)
      values (${customer!.id}, 'Cliente Estoque', '11987654321', true, ${SAO_PAULO}, 'Rua Teste', '10', 'Centro', 'São Paulo', 'SP') returning id`);
    const shopper = client();
    expect((await login(shopper, 'estoque@example.com')).statusCode).toBe(200);
    expect((await addItem(shopper, item.product_id, 2)).statusCode).toBe(200);
    const freight = (await shopper.call('getShippingOptions', null, { postcode: SAO_PAULO })).json<FreightOption[]>();
    expect((await shopper.call('setShippingCookie', null, { postcode: SAO_PAULO, idShippingMode: freight[0]!.shippingMode.idShippingMode })).statusCode).toBe(200);
    const placed = await shopper.post('/api/checkout/order', { request: 'placeOrder', params: null, json: { idAddress: address!.id, paymentMethod: 'pix', useStoreCredit: false } });
    expect(placed.statusCode, placed.body).toBe(200);

    // sold out now: right after the products still in stock (the first of the sold-out ones, by sales)
    const after = await all('getProductsByCategory', params);
    expect(soldOut(after.find((p) => p.idProduct === item.product_id)!)).toBe(true);
    expect(await filtered()).toBe(inStockBefore - 1);
    expect(await position()).toBe(inStockBefore - 1);
    expect((await all('getProductsByCategory', `${params}&inStock=true`)).map((p) => p.idProduct)).not.toContain(item.product_id);

    // The order is cancelled: the units come back, and so does the product.
    const cancelled = await shopper.call('cancelOrder', null, { idOrder: placed.json<PlaceOrderAnswer>().idOrder });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await position()).toBe(0);
    expect(await filtered()).toBe(inStockBefore);
  });
});
