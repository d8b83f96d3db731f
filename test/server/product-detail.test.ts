import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ProductDetail, ProductImage, RateProductAnswer } from '../../src/api/operations';
import { queryRows } from '../../server/db/client';
import { serverForThisFile, TestClient } from './helpers';

const { server } = serverForThisFile();

const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(server.database.db, query);
const NOT_FOUND = { error: 'Página não encontrada.', code: 'NOT_FOUND' };

async function deepProduct() {
  const [row] = await rows<{ id: number; url_friendly: string; level_code: string }>(sql`
    select p.id, p.url_friendly, c.level_code from products p join product_categories pc on pc.product_id = p.id and pc.main
    join categories c on c.id = pc.category_id
    where p.active and c.level >= 3 order by p.id limit 1`);
  return row!;
}

const login = (client: TestClient, username: string) =>
  client.post('/api/login', { request: 'login', json: { username, password: 'Senha@123', tokenRecaptcha: 'offline:Login' } });

describe('getProductDetail', () => {
  it('answers the card plus description, rating count, the category chain and the images, by friendly URL or id', async () => {
    const product = await deepProduct();
    const client = new TestClient(server.app);
    const response = await client.call('getProductDetail', `textLink=${product.url_friendly}`);
    expect(response.statusCode).toBe(200);
    const detail = response.json<ProductDetail>();
    const [stored] = await rows<{ name: string; description: string; rating_count: number }>(
      sql`select name, description, rating_count from products where id = ${product.id}`,
    );
    expect(detail).toMatchObject({
      idProduct: product.id,
      name: stored!.name,
      urlFriendly: product.url_friendly,
      url: `/produto/${product.url_friendly}`,
      description: stored!.description,
      ratingCount: stored!.rating_count,
    });
    expect(detail.skUs.length).toBeGreaterThan(0);
    // The breadcrumb chain: from level 1 down to the main category, each a prefix of the next.
    expect(detail.categories.length).toBe(product.level_code.length / 2);
    expect(detail.categories.map((c) => c.levelCode)).toEqual(
      Array.from({ length: product.level_code.length / 2 }, (_, i) => product.level_code.slice(0, 2 * (i + 1))),
    );
    expect(detail.categories[0]).toEqual({ idCategory: expect.any(Number), name: expect.any(String), levelCode: product.level_code.slice(0, 2), path: expect.any(String) });
    expect(detail.categories.at(-1)!.path.startsWith(detail.categories[0]!.path)).toBe(true);
    const images = await rows<{ url: string; variation_id: number | null }>(sql`select url, variation_id from product_images where product_id = ${product.id} order by position, id`);
    expect(detail.images).toEqual(images.map((image) => ({ imageDefault: image.url, variacao_ids: image.variation_id === null ? [] : [image.variation_id] })));
    expect(detail.imageHome).toBe(images[0]!.url);

    // The same answer by id, or by the card's url.
    expect((await client.call('getProductDetail', `idProduct=${product.id}`)).json()).toEqual(detail);
    expect((await client.call('getProductDetail', `textLink=${encodeURIComponent(detail.url)}`)).json()).toEqual(detail);
  });

  it('answers 404 NOT_FOUND for an unknown or inactive product and 400 without a key', async () => {
    const client = new TestClient(server.app);
    for (const params of ['textLink=nao-existe-este-produto', 'idProduct=99999999', 'textLink=../../etc']) {
      const response = await client.call('getProductDetail', params);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
    }
    const product = await deepProduct();
    await server.database.db.execute(sql`update products set active = false where id = ${product.id}`);
    expect((await client.call('getProductDetail', `idProduct=${product.id}`)).statusCode).toBe(404);
    await server.database.db.execute(sql`update products set active = true where id = ${product.id}`);
    for (const params of ['', 'idProduct=abc']) {
      expect((await client.call('getProductDetail', params)).statusCode).toBe(400);
    }
  });

  it('lists colour images with their variacao_ids', async () => {
    const [colour] = await rows<{ product_id: number; variation_id: number }>(sql`
      select s.product_id, sv.variation_id from skus s join sku_variations sv on sv.sku_id = s.id
      join variations v on v.id = sv.variation_id where v.reference_id = 1 order by s.product_id limit 1`);
    await server.database.db.execute(sql`
      insert into product_images (product_id, url, position, variation_id)
      values (${colour!.product_id}, ${`/img/products/${colour!.product_id}/9.svg`}, 99, ${colour!.variation_id})`);
    const client = new TestClient(server.app);
    const response = await client.call('getProductImages', `idProduct=${colour!.product_id}`);
    expect(response.statusCode).toBe(200);
    const images = response.json<ProductImage[]>();
    expect(images.at(-1)).toEqual({ imageDefault: `/img/products/${colour!.product_id}/9.svg`, variacao_ids: [colour!.variation_id] });
    // the seed's pictures of every colour come first (variacao_ids empty), then one per colour (issue 26)
    const shared = images.findIndex((image) => image.variacao_ids.length > 0);
    expect(shared).toBeGreaterThan(0);
    expect(images.slice(shared).every((image) => image.variacao_ids.length === 1)).toBe(true);
    expect((await client.call('getProductImages', 'idProduct=99999999')).json()).toEqual(NOT_FOUND);
    expect((await client.call('getProductImages', null)).statusCode).toBe(400);
  });
});

describe('registerRating', () => {
  it('needs a logged-in customer (401 in pt-BR)', async () => {
    const client = new TestClient(server.app);
    const response = await client.call('registerRating', null, { idProduct: 1, rate: 5 });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'Entre na sua conta para avaliar este produto.', code: 'LOGIN_REQUIRED' });
  });

  it('keeps one rating per customer and updates the product average and count in step', async () => {
    await server.database.db.execute(sql`update products set rate = 4, rating_count = 2 where id = 1`);
    const client = new TestClient(server.app);
    expect((await login(client, 'maria@example.com')).statusCode).toBe(200);

    const first = await client.call('registerRating', null, { idProduct: 1, rate: 1, comment: 'Não gostei.' });
    expect(first.statusCode).toBe(200);
    expect(first.json<RateProductAnswer>()).toEqual({ rate: 3, ratingCount: 3 }); // (4*2 + 1) / 3
    // A second rating by the same customer replaces the first.
    expect((await client.call('registerRating', null, { idProduct: 1, rate: 4 })).json()).toEqual({ rate: 4, ratingCount: 3 });
    const [product] = await rows<{ rate: number; rating_count: number }>(sql`select rate, rating_count from products where id = 1`);
    expect(product).toEqual({ rate: 4, rating_count: 3 });
    const ratings = await rows<{ customer_id: number; rate: number; comment: string }>(
      sql`select customer_id, rate, comment from product_ratings where product_id = 1 and customer_id = 1`,
    );
    expect(ratings).toEqual([{ customer_id: 1, rate: 4, comment: '' }]);

    // Another customer adds one.
    const other = new TestClient(server.app);
    expect((await login(other, 'ana@example.com')).statusCode).toBe(200);
    expect((await other.call('registerRating', null, { idProduct: 1, rate: 5 })).json()).toEqual({ rate: 4.25, ratingCount: 4 });
    // The page shows the new values.
    const detail = (await other.call('getProductDetail', 'idProduct=1')).json<ProductDetail>();
    expect(detail).toMatchObject({ rate: 4.25, ratingCount: 4 });
  });

  it('refuses a rate outside 1-5 or not an integer with 400, an unknown product with 404', async () => {
    const client = new TestClient(server.app);
    expect((await login(client, 'maria@example.com')).statusCode).toBe(200);
    for (const rate of [0, 6, 3.5, '4', null]) {
      const response = await client.call('registerRating', null, { idProduct: 2, rate });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'A avaliação deve ser um número inteiro de 1 a 5.', code: 'INVALID_INPUT' });
    }
    expect((await client.call('registerRating', null, { idProduct: 'x', rate: 3 })).statusCode).toBe(400);
    expect((await client.call('registerRating', null, null)).statusCode).toBe(400);
    expect((await client.call('registerRating', null, { idProduct: 2, rate: 3, comment: 'x'.repeat(2001) })).statusCode).toBe(400);
    expect((await client.call('registerRating', null, { idProduct: 99_999_999, rate: 3 })).statusCode).toBe(404);
  });
});
