import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Category, Group, ListingFilters, ProductCardData, ProductListAnswer } from '../../src/api/operations';
import { queryRows } from '../../server/db/client';
import { createRepositories } from '../../server/repositories';
import { listingNeedsVacuum, refreshListedProducts, vacuumListingIndex } from '../../server/repositories/catalogue/listing-index';
import { serverForThisFile } from './helpers';

const { server, client } = serverForThisFile();

async function call<T>(request: string, params: string | null = null, status = 200): Promise<T> {
  const response = await client.call(request, params);
  expect(response.statusCode, `${request} ${params} ${response.body.slice(0, 200)}`).toBe(status);
  return response.json<T>();
}
const list = (request: string, params: string) => call<ProductListAnswer>(request, params);
const facets = (request: string, params: string) => call<ListingFilters>(request, params);

/** Every product of a listing (walks the pages). */
async function all(request: string, params: string): Promise<ProductCardData[]> {
  const first = await list(request, `${params}&pageSize=100`);
  const products = [...first.products];
  for (let page = 2; page <= first.settings.pageCount; page++) products.push(...(await list(request, `${params}&pageSize=100&page=${page}`)).products);
  return products;
}

const NOT_FOUND = { error: 'Página não encontrada.', code: 'NOT_FOUND' };

/** Sold out as the card shows it: no stock or marked exhausted, and not sold on request (quote). */
const soldOut = (p: ProductCardData) => p.idTypeProduct !== 3 && !(p.stock > 0 && !p.flagExhausted);
/** Orders sold-out products after the others, then by `compare`. */
const availableFirst =
  (compare: (a: ProductCardData, b: ProductCardData) => number) => (a: ProductCardData, b: ProductCardData) =>
    Number(soldOut(a)) - Number(soldOut(b)) || compare(a, b);

describe('getCategoryTree and getGroups', () => {
  it('answers the nested tree with friendly paths', async () => {
    const tree = await call<Category[]>('getCategoryTree');
    expect(tree.length).toBeGreaterThanOrEqual(4);
    expect(tree.every((c) => c.level === 1 && c.levelCode.length === 2)).toBe(true);
    const casa = tree.find((c) => c.path === 'casa')!;
    const sala = casa.childMenu.find((c) => c.path === 'casa/sala')!;
    expect(sala).toMatchObject({ level: 2, urlFriendly: 'sala', levelCode: expect.stringMatching(/^01\d\d$/) });
    expect(sala.childMenu.map((c) => c.path)).toContain('casa/sala/sofas');
    const walk = (nodes: Category[]): Category[] => nodes.flatMap((n) => [n, ...walk(n.childMenu)]);
    for (const node of walk(tree)) for (const child of node.childMenu) expect(child.path.startsWith(`${node.path}/`)).toBe(true);
  });

  it('answers the groups with their listing URL', async () => {
    const groups = await call<Group[]>('getGroups');
    expect(groups.length).toBeGreaterThanOrEqual(6);
    for (const g of groups) expect(g.urlGroup).toBe(`/${g.urlFriendly}/g`);
  });
});

describe('listing sources', () => {
  it('finds a category by friendly path (with or without /c) and by id, with the same answer', async () => {
    const [row] = await queryRows<{ id: number }>(server.database.db, sql`select id from categories where path = 'casa/sala'`);
    const byPath = await list('getProductsByCategory', 'textLink=casa/sala');
    expect(byPath.products.length).toBeGreaterThan(0);
    expect(await list('getProductsByCategory', 'textLink=/casa/sala/c')).toEqual(byPath);
    expect(await list('getProductsByCategory', `idCategories=${row!.id}`)).toEqual(byPath);
    expect(await list('getProductsByCategory', `textLink=${row!.id}`)).toEqual(byPath);
  });

  it('finds a brand and a group by slug and by id', async () => {
    const brand = await list('getProductsByBrand', 'textLink=sonhare');
    expect(brand.products.length).toBeGreaterThan(0);
    expect(brand.products.every((p) => p.brand?.name === 'Sonhare')).toBe(true);
    const id = brand.products[0]!.brand!.idBrand;
    expect(await list('getProductsByBrand', `idBrand=${id}`)).toEqual(brand);
    const groups = await call<Group[]>('getGroups');
    const group = await list('getProductsByGroup', `textLink=${groups[0]!.urlFriendly}`);
    expect(group.settings.totalItemCount).toBeGreaterThan(0);
    expect(await list('getProductsByGroup', `idGroup=${groups[0]!.idGroup}`)).toEqual(group);
  });

  it('answers 404 NOT_FOUND for an unknown friendly URL or id, for listings and filters', async () => {
    for (const [request, params] of [
      ['getProductsByCategory', 'textLink=casa/nada'],
      ['getProductsByCategory', 'idCategories=99999'],
      ['getFiltersByCategory', 'textLink=nada'],
      ['getProductsByBrand', 'textLink=marca-que-nao-existe'],
      ['getFiltersByBrand', 'idBrand=99999'],
      ['getProductsByGroup', 'textLink=nada'],
      ['getProductsByGroup', 'idGroup=99999'],
      ['getProductsByCategory', ''],
    ] as const) {
      expect(await call(request, params, 404), `${request} ${params}`).toEqual(NOT_FOUND);
    }
  });

  it('answers only active products', async () => {
    const [row] = await queryRows<{ id: number }>(
      server.database.db,
      sql`select count(*)::int as id from products p join product_categories pc on pc.product_id = p.id
          join categories c on c.id = pc.category_id where c.path like 'casa%' and p.active`,
    );
    expect((await list('getProductsByCategory', 'textLink=casa')).settings.totalItemCount).toBe(row!.id);
  });
});

describe('cards and the pager', () => {
  it('answers complete cards', async () => {
    const { products } = await list('getProductsByCategory', 'textLink=moda&pageSize=40');
    for (const card of products) {
      expect(card.url).toBe(`/produto/${card.urlFriendly}`);
      expect(card.brand?.urlStore).toMatch(/^\/[a-z0-9-]+\/m$/);
      expect(card.imageHome).toMatch(/^\/img\/products\//);
      expect(card.skUs.length).toBeGreaterThan(0);
      if (card.pricePromotion !== null) expect(card.pricePromotion).toBeLessThan(card.price);
      if (card.installmentMax) {
        expect(card.installmentMax.maxNumber).toBeGreaterThan(1);
        expect(card.installmentMax.description).toBe('sem juros');
        expect(card.installmentMax.value).toBeGreaterThanOrEqual(5);
      }
      const variationIds = new Set(card.availableReferences.flatMap((r) => r.variations.map((v) => v.idVariation)));
      for (const sku of card.skUs) for (const v of sku.variations) expect(variationIds.has(v)).toBe(true);
      const orders = card.availableReferences.map((r) => r.ordinationOfReferences);
      expect(orders).toEqual([...orders].sort((a, b) => a - b));
    }
    expect(products.some((p) => p.availableReferences.length > 0)).toBe(true);
  });

  it("answers the product's seal (name and image) on its card, null without one", async () => {
    const { products } = await list('getProductsByGroup', 'textLink=lancamentos&pageSize=24');
    expect(products.length).toBeGreaterThan(0);
    for (const card of products) expect(card.sealStatus).toEqual({ name: 'Lançamento', image: '/assets/seals/lancamento.svg' });
    const casa = await all('getProductsByCategory', 'textLink=casa');
    expect(casa.some((card) => card.sealStatus === null)).toBe(true);
    expect(casa.some((card) => card.sealStatus?.name === 'Frete Grátis')).toBe(true);
  });

  it('pages through a listing: numbers, no product twice, nothing missing', async () => {
    const first = await list('getProductsByCategory', 'textLink=casa&pageSize=12');
    const total = first.settings.totalItemCount;
    expect(first.settings).toEqual({ pageNumber: 1, pageCount: Math.ceil(total / 12), totalItemCount: total });
    const seen = new Set<number>();
    for (let page = 1; page <= first.settings.pageCount; page++) {
      const answer = await list('getProductsByCategory', `textLink=casa&pageSize=12&page=${page}`);
      expect(answer.settings.pageNumber).toBe(page);
      expect(answer.products.length).toBe(page < first.settings.pageCount ? 12 : total - 12 * (page - 1));
      for (const p of answer.products) seen.add(p.idProduct);
    }
    expect(seen.size).toBe(total);
    const past = await list('getProductsByCategory', `textLink=casa&page=${first.settings.pageCount + 1}`);
    expect(past.products).toEqual([]);
  });

  it('lowers a page size above 120 to 120', async () => {
    const answer = await list('getProductsByCategory', 'textLink=moda&pageSize=500');
    expect(answer.products.length).toBe(Math.min(120, answer.settings.totalItemCount));
    expect(answer.settings.pageCount).toBe(Math.ceil(answer.settings.totalItemCount / 120));
  });
});

describe('sort orders', () => {
  const collate = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  const plain = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
  const sale = (p: ProductCardData) => p.pricePromotion ?? p.price;

  it('sorts by every key, sold-out products last, with the product id as tie-break', async () => {
    const rows = await queryRows<{ id: number; sold_count: number; created_at: Date; position: number }>(
      server.database.db,
      sql`select id, sold_count, created_at, position from products`,
    );
    const facts = new Map(rows.map((r) => [r.id, { sold: r.sold_count, created: new Date(r.created_at).getTime(), position: r.position }]));
    const check = async (sortBy: string, compare: (a: ProductCardData, b: ProductCardData) => number) => {
      const products = await all('getProductsByCategory', `textLink=casa&sortBy=${sortBy}`);
      expect(products.length).toBeGreaterThan(50);
      expect(products.some(soldOut)).toBe(true);
      const inOrder = availableFirst(compare);
      for (let i = 1; i < products.length; i++) {
        expect(inOrder(products[i - 1]!, products[i]!), `${sortBy} at ${i}`).toBeLessThan(0);
      }
    };
    const f = (p: ProductCardData) => facts.get(p.idProduct)!;
    await check('mais_vendidos', (a, b) => f(b).sold - f(a).sold || a.idProduct - b.idProduct);
    await check('menor_preco', (a, b) => sale(a) - sale(b) || a.idProduct - b.idProduct);
    await check('maior_preco', (a, b) => sale(b) - sale(a) || b.idProduct - a.idProduct);
    await check('nome_a_z', (a, b) => collate(plain(a.name), plain(b.name)) || a.idProduct - b.idProduct);
    await check('nome_z_a', (a, b) => collate(plain(b.name), plain(a.name)) || b.idProduct - a.idProduct);
    await check('ordem', (a, b) => f(a).position - f(b).position || a.idProduct - b.idProduct);
    await check('lancamentos', (a, b) => f(b).created - f(a).created || a.idProduct - b.idProduct);
  });

  it('defaults to mais_vendidos', async () => {
    expect(await list('getProductsByCategory', 'textLink=casa')).toEqual(await list('getProductsByCategory', 'textLink=casa&sortBy=mais_vendidos'));
  });
});

describe('filters narrow the listing', () => {
  it('by price range on the sale price', async () => {
    const products = await all('getProductsByCategory', 'textLink=casa&ofPrice=100&toPrice=500');
    const base = (await list('getProductsByCategory', 'textLink=casa')).settings.totalItemCount;
    expect(products.length).toBeGreaterThan(0);
    expect(products.length).toBeLessThan(base);
    for (const p of products) {
      expect(p.pricePromotion ?? p.price).toBeGreaterThanOrEqual(100);
      expect(p.pricePromotion ?? p.price).toBeLessThanOrEqual(500);
    }
    expect((await list('getProductsByCategory', 'textLink=casa&ofPrice=100,00&toPrice=500')).settings.totalItemCount).toBe(products.length);
  });

  it('vacuums the listing read model (index-only counts need it; PGlite has no autovacuum)', async () => {
    const db = server.database.db;
    await vacuumListingIndex(db);
    const [row] = await queryRows<{ visible: number; pages: number }>(db, sql`select relallvisible::int as visible, relpages::int as pages from pg_class where relname = 'product_listing'`);
    expect(row!.pages).toBeGreaterThan(0);
    expect(row!.visible).toBe(row!.pages);
    expect(await listingNeedsVacuum(db)).toBe(false);
  });

  it('counts a listing filtered by brands only (from its facet row) as many as it lists, for every brand, two brands and none', async () => {
    for (const [request, source] of [['getProductsByCategory', 'textLink=casa'], ['getProductsByGroup', `textLink=${(await call<Group[]>('getGroups'))[0]!.urlFriendly}`]] as const) {
      const filters = await facets(request.replace('Products', 'Filters'), source);
      expect(filters.brands.length).toBeGreaterThan(1);
      for (const brand of filters.brands) {
        const answer = await list(request, `${source}&idBrand=${brand.id}&pageSize=120`);
        expect(answer.settings.totalItemCount).toBe(brand.count);
        expect(answer.settings.totalItemCount).toBe((await all(request, `${source}&idBrand=${brand.id}`)).length);
      }
      const [a, b] = filters.brands;
      const both = await list(request, `${source}&idBrand=${a!.id}&idBrand=${b!.id}`);
      expect(both.settings.totalItemCount).toBe(a!.count + b!.count);
      expect(both.settings.totalItemCount).toBe((await all(request, `${source}&idBrand=${a!.id}&idBrand=${b!.id}`)).length);
      const [unused] = await queryRows<{ id: number }>(server.database.db, sql`select coalesce(max(id), 0) + 1 as id from brands`);
      expect((await list(request, `${source}&idBrand=${unused!.id}`)).settings).toEqual({ pageNumber: 1, pageCount: 0, totalItemCount: 0 });
    }
  });

  it('counts from the facet row only for brands alone: with onSale or inStock too it counts the rows', async () => {
    const db = server.database.db;
    const [casa] = await queryRows<{ id: number }>(db, sql`select id from categories where path = 'casa'`);
    const brands = (await facets('getFiltersByCategory', 'textLink=casa')).brands.slice(0, 2).map((brand) => brand.id);
    const none = { categories: [], brands, variations: [], attributes: [], ofPrice: null, toPrice: null, grouping: null, onSale: false, inStock: false };
    const listing = createRepositories(db).listing;
    for (const [filters, condition] of [
      [{ ...none, onSale: true }, sql`on_sale`],
      [{ ...none, inStock: true }, sql`available`],
    ] as const) {
      const [row] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from product_listing where scope = 'c' and scope_id = ${casa!.id} and brand_id in (${brands[0]!}, ${brands[1]!}) and ${condition}`,
      );
      const [all] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from product_listing where scope = 'c' and scope_id = ${casa!.id} and brand_id in (${brands[0]!}, ${brands[1]!})`);
      expect(row!.n).toBeLessThan(all!.n);
      expect(await listing.count({ kind: 'scope', scope: 'c', id: casa!.id }, filters)).toBe(row!.n);
    }
  });

  it('by brand, sub-category, variation and attribute, each as counted in the facets', async () => {
    const filters = await facets('getFiltersByCategory', 'textLink=casa');
    const total = (await list('getProductsByCategory', 'textLink=casa')).settings.totalItemCount;
    const brand = filters.brands[0]!;
    const byBrand = await all('getProductsByCategory', `textLink=casa&idBrand=${brand.id}`);
    expect(byBrand.length).toBe(brand.count);
    expect(byBrand.every((p) => p.brand?.idBrand === brand.id)).toBe(true);
    expect(byBrand.length).toBeLessThan(total);

    const child = filters.categories[0]!;
    const byChild = await list('getProductsByCategory', `textLink=casa&idCategories=${child.id}`);
    expect(byChild.settings.totalItemCount).toBe(child.count);
    const tree = await call<Category[]>('getCategoryTree');
    const childPath = tree.find((c) => c.path === 'casa')!.childMenu.find((c) => c.idCategory === child.id)!.path;
    expect((await list('getProductsByCategory', `textLink=${childPath}`)).settings.totalItemCount).toBe(child.count);

    const color = filters.variations.find((f) => f.name === 'Cor')!.values[0]!;
    const byColor = await all('getProductsByCategory', `textLink=casa&idVariation=${color.id}`);
    expect(byColor.length).toBe(color.count);
    for (const p of byColor) expect(p.availableReferences.flatMap((r) => r.variations.map((v) => v.idVariation))).toContain(color.id);

    const material = filters.attributes.find((f) => f.name === 'Material')!.values[0]!;
    expect((await list('getProductsByCategory', `textLink=casa&idAttribute=${material.id}`)).settings.totalItemCount).toBe(material.count);
  });

  it('ORs values of one reference and ANDs different references', async () => {
    const filters = await facets('getFiltersByCategory', 'textLink=moda');
    const colors = filters.variations.find((f) => f.name === 'Cor')!.values;
    const sizes = filters.variations.find((f) => f.name === 'Tamanho')!.values;
    const one = (await list('getProductsByCategory', `textLink=moda&idVariation=${colors[0]!.id}`)).settings.totalItemCount;
    const either = (await list('getProductsByCategory', `textLink=moda&idVariation=${colors[0]!.id},${colors[1]!.id}`)).settings.totalItemCount;
    expect(either).toBeGreaterThan(one);
    expect(either).toBeLessThanOrEqual(colors[0]!.count + colors[1]!.count);
    const both = (await list('getProductsByCategory', `textLink=moda&idVariation=${colors[0]!.id}&idVariation=${sizes[0]!.id}`)).settings.totalItemCount;
    expect(both).toBeLessThanOrEqual(Math.min(one, sizes[0]!.count));
  });

  it('keeps facets consistent with the listing: totals, price range, other filters applied', async () => {
    const filters = await facets('getFiltersByCategory', 'textLink=casa');
    const products = await all('getProductsByCategory', 'textLink=casa');
    const prices = products.map((p) => p.pricePromotion ?? p.price);
    expect(filters.priceRange).toEqual({ min: Math.min(...prices), max: Math.max(...prices) });
    expect(filters.brands.reduce((n, b) => n + b.count, 0)).toBe(products.length);
    expect(filters.categories.reduce((n, c) => n + c.count, 0)).toBe(products.length);
    // With a brand chosen, the other facets count that brand's products; the brand facet still lists every brand.
    const brand = filters.brands[0]!;
    const narrowed = await facets('getFiltersByCategory', `textLink=casa&idBrand=${brand.id}`);
    expect(narrowed.brands).toEqual(filters.brands);
    expect(narrowed.categories.reduce((n, c) => n + c.count, 0)).toBe(brand.count);
    // Filtered facets computed live agree with the precomputed ones when the filter keeps everything.
    const everything = await facets('getFiltersByCategory', `textLink=casa&ofPrice=0&toPrice=999999`);
    expect(everything).toEqual(filters);
  });

  it('by product grouping (idGroupingType), listed in the filters only with showProductGroupingFilter=true', async () => {
    expect((await facets('getFiltersByCategory', 'textLink=casa')).groupings).toBeUndefined();
    const filters = await facets('getFiltersByCategory', 'textLink=casa&showProductGroupingFilter=true');
    const groups = await call<Group[]>('getGroups');
    expect(filters.groupings!.length).toBeGreaterThan(1);
    for (const g of filters.groupings!) expect(groups.map((group) => group.name)).toContain(g.name);
    const grouping = filters.groupings!.find((g) => g.name === 'Promoções')!;
    const products = await all('getProductsByCategory', `textLink=casa&idGroupingType=${grouping.id}`);
    expect(products.length).toBe(grouping.count);
    expect(products.length).toBeLessThan((await list('getProductsByCategory', 'textLink=casa')).settings.totalItemCount);
    // every product of the grouping is one of the group's own listing
    const inGroup = new Set((await all('getProductsByGroup', `idGroup=${grouping.id}`)).map((p) => p.idProduct));
    expect(products.every((p) => inGroup.has(p.idProduct))).toBe(true);
    // the other facets count the grouping's products; the groupings facet still lists every grouping
    const narrowed = await facets('getFiltersByCategory', `textLink=casa&idGroupingType=${grouping.id}&showProductGroupingFilter=true`);
    expect(narrowed.groupings).toEqual(filters.groupings);
    expect(narrowed.brands.reduce((n, b) => n + b.count, 0)).toBe(grouping.count);
    // with another filter, the grouping counts follow it
    const brand = filters.brands[0]!;
    const byBrand = await facets('getFiltersByCategory', `textLink=casa&idBrand=${brand.id}&showProductGroupingFilter=true`);
    const both = await list('getProductsByCategory', `textLink=casa&idBrand=${brand.id}&idGroupingType=${grouping.id}`);
    expect(byBrand.groupings!.find((g) => g.id === grouping.id)?.count ?? 0).toBe(both.settings.totalItemCount);
  });

  it('narrows a search and a group by grouping; a group listing leaves its own group out of the groupings', async () => {
    const search = await facets('getFiltersBySearch', 'keyWord=mesa&showProductGroupingFilter=true');
    const grouping = search.groupings![0]!;
    expect((await list('getProductsBySearch', `keyWord=mesa&idGroupingType=${grouping.id}`)).settings.totalItemCount).toBe(grouping.count);
    const groups = await call<Group[]>('getGroups');
    const promocoes = groups.find((g) => g.name === 'Promoções')!;
    const ofGroup = await facets('getFiltersByGroup', `textLink=${promocoes.urlFriendly}&showProductGroupingFilter=true`);
    expect(ofGroup.groupings!.map((g) => g.name)).not.toContain('Promoções');
    expect(ofGroup.groupings!.length).toBeGreaterThan(0);
  });

  it('lists top-level categories as the category facet of a brand', async () => {
    const filters = await facets('getFiltersByBrand', 'textLink=sonhare');
    const tree = await call<Category[]>('getCategoryTree');
    const roots = new Set(tree.map((c) => c.idCategory));
    expect(filters.categories.length).toBeGreaterThan(0);
    expect(filters.categories.every((c) => roots.has(c.id))).toBe(true);
    expect(filters.brands.map((b) => b.name)).toEqual(['Sonhare']);
  });
});

describe('bad input answers 400 in pt-BR, never 500', () => {
  it.each([
    ['textLink=casa&page=0', 'Página inválida.'],
    ['textLink=casa&page=abc', 'Página inválida.'],
    ['textLink=casa&pageSize=0', 'Quantidade de produtos por página inválida.'],
    ['textLink=casa&sortBy=preco', 'Ordenação inválida.'],
    ['textLink=casa&idBrand=abc', 'Parâmetros da listagem inválidos.'],
    ['textLink=casa&idVariation=1;drop', 'Parâmetros da listagem inválidos.'],
    ['textLink=casa&ofPrice=barato', 'Faixa de preço inválida.'],
    ['textLink=casa&ofPrice=500&toPrice=100', 'Faixa de preço inválida.'],
    ['idCategories=x', 'Parâmetros da listagem inválidos.'],
    ['textLink=casa&idGroupingType=abc', 'Parâmetros da listagem inválidos.'],
    ['textLink=casa&idGroupingType=1,2', 'Parâmetros da listagem inválidos.'],
  ])('%s', async (params, message) => {
    expect(await call('getProductsByCategory', params, 400)).toEqual({ error: message, code: 'INVALID_INPUT' });
  });
});

describe('writes reach the listing', () => {
  it('refreshListedProducts moves a product after a sale and a price change (cache dropped, facets kept right)', async () => {
    const before = await list('getProductsByCategory', 'textLink=casa/sala&pageSize=100');
    const last = before.products.filter((p) => !soldOut(p)).at(-1)!;
    const db = server.database.db;
    await db.execute(sql`update products set sold_count = 999999 where id = ${last.idProduct}`);
    await refreshListedProducts(db, [last.idProduct]);
    const after = await list('getProductsByCategory', 'textLink=casa/sala&pageSize=100');
    expect(after.products[0]!.idProduct).toBe(last.idProduct);
    expect(after.settings).toEqual(before.settings);

    await db.execute(sql`update products set price = 123456.7, price_promotion = null where id = ${last.idProduct}`);
    await refreshListedProducts(db, [last.idProduct], { facets: true });
    const dear = await list('getProductsByCategory', 'textLink=casa/sala&sortBy=maior_preco&pageSize=1');
    expect(dear.products[0]).toMatchObject({ idProduct: last.idProduct, price: 123456.7 });
    expect((await facets('getFiltersByCategory', 'textLink=casa')).priceRange!.max).toBe(123456.7);

    await db.execute(sql`update products set active = false where id = ${last.idProduct}`);
    await refreshListedProducts(db, [last.idProduct], { facets: true });
    const gone = await list('getProductsByCategory', 'textLink=casa/sala&pageSize=100');
    expect(gone.settings.totalItemCount).toBe(before.settings.totalItemCount - 1);
    expect(gone.products.map((p) => p.idProduct)).not.toContain(last.idProduct);
  });
});
