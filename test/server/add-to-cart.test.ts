import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AddToCartAnswer, CartContents } from '../../src/api/operations';
import type { CartCount } from '../../src/api/operations';
import { queryRows } from '../../server/db/client';
import { serverForThisFile, TestClient } from './helpers';

const { server } = serverForThisFile();

// Each test starts without lines in other carts: their reservations would hold the units the next test adds.
beforeEach(async () => {
  await server.database.db.execute(sql`delete from cart_items`);
});

const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(server.database.db, query);

/** A regular product without variations whose single SKU has at least `min` units. */
async function simpleProduct(min = 5, skip: number[] = []) {
  const [row] = await rows<{ product_id: number; sku_id: number; stock: number }>(sql`
    select p.id as product_id, s.id as sku_id, s.stock from products p join skus s on s.product_id = p.id
    where p.active and p.id_type_product = 1 and not p.flag_exhausted and s.stock >= ${min}
      and not exists (select 1 from skus s2 join sku_variations sv on sv.sku_id = s2.id where s2.product_id = p.id)
      and p.id <> all(${`{${skip.join(',')}}`}::int[])
    order by p.id limit 1`);
  return row!;
}

const add = (client: TestClient, json: unknown) => client.call('addProductToCart', null, json);
const count = async (client: TestClient) => (await client.call('getCartCount')).json<CartCount>().quantity;

describe('addProductToCart', () => {
  it('creates the session and the cart of a visitor, and two adds of the same SKU accumulate', async () => {
    const product = await simpleProduct(5);
    const client = new TestClient(server.app);
    expect(await count(client)).toBe(0);
    expect((await client.call('getCartContents')).json<CartContents>()).toMatchObject({ items: [], total: 0, quantityTotalItens: 0 });

    const first = await add(client, { idProduct: product.product_id, idSku: null, quantity: 2, isRecurrent: false });
    expect(first.statusCode).toBe(200);
    expect(first.json<AddToCartAnswer>()).toEqual({ success: true, quantity: 2 });
    expect(first.cookies.find((c) => c.name === 'jet_session')?.httpOnly).toBe(true);

    const second = await add(client, { idProduct: product.product_id, idSku: product.sku_id, quantity: 1, isRecurrent: false });
    expect(second.json<AddToCartAnswer>()).toEqual({ success: true, quantity: 3 });
    expect(await count(client)).toBe(3);

    const contents = (await client.call('getCartContents')).json<CartContents>();
    expect(contents.items).toEqual([
      expect.objectContaining({ idCartItem: expect.any(Number), idProduct: product.product_id, idSku: product.sku_id, quantity: 3 }),
    ]);
    expect(contents.quantityTotalItens).toBe(3);

    // Another product adds a line; the counter follows.
    const other = await simpleProduct(1, [product.product_id]);
    expect((await add(client, { idProduct: other.product_id, idSku: 0, quantity: 1, isRecurrent: false })).json()).toEqual({ success: true, quantity: 4 });
    expect(await count(client)).toBe(4);
    expect((await client.call('getCartContents')).json<CartContents>().items).toHaveLength(2);

    // Another visitor's cart is separate.
    expect(await count(new TestClient(server.app))).toBe(0);
  });

  it('checks stock against what the cart holds: "Temos apenas {n} ..." with n and k', async () => {
    const product = await simpleProduct(4);
    await server.database.db.execute(sql`update skus set stock = 4 where id = ${product.sku_id}`);
    const client = new TestClient(server.app);

    const tooMany = await add(client, { idProduct: product.product_id, idSku: product.sku_id, quantity: 5, isRecurrent: false });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toEqual({ error: 'Temos apenas 4 em estoque.', code: 'OUT_OF_STOCK' });

    expect((await add(client, { idProduct: product.product_id, idSku: product.sku_id, quantity: 3, isRecurrent: false })).statusCode).toBe(200);
    const over = await add(client, { idProduct: product.product_id, idSku: product.sku_id, quantity: 2, isRecurrent: false });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({
      error: 'Temos apenas 4 itens em estoque, e já existe(m) 3 unidade(s) deste produto no carrinho.',
      code: 'OUT_OF_STOCK',
    });
    expect(await count(client)).toBe(3);
    // Exactly the rest still fits.
    expect((await add(client, { idProduct: product.product_id, idSku: product.sku_id, quantity: 1, isRecurrent: false })).json()).toEqual({
      success: true,
      quantity: 4,
    });
  });

  it('lets only one of two concurrent adds take the last units', async () => {
    const product = await simpleProduct(2);
    await server.database.db.execute(sql`update skus set stock = 2 where id = ${product.sku_id}`);
    const client = new TestClient(server.app);
    await add(client, { idProduct: product.product_id, idSku: product.sku_id, quantity: 1, isRecurrent: false }); // session and cart exist
    const answers = await Promise.all([
      add(client, { idProduct: product.product_id, idSku: product.sku_id, quantity: 1, isRecurrent: false }),
      add(client, { idProduct: product.product_id, idSku: product.sku_id, quantity: 1, isRecurrent: false }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await count(client)).toBe(2);
  });

  it('refuses a sold-out SKU', async () => {
    const [soldOut] = await rows<{ product_id: number; sku_id: number }>(sql`
      select p.id as product_id, s.id as sku_id from products p join skus s on s.product_id = p.id
      where p.active and p.id_type_product = 1 and s.visible and s.stock = 0 order by p.id limit 1`);
    const client = new TestClient(server.app);
    const response = await add(client, { idProduct: soldOut!.product_id, idSku: soldOut!.sku_id, quantity: 1, isRecurrent: false });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: 'Produto esgotado.', code: 'OUT_OF_STOCK' });
    expect(await count(client)).toBe(0);
  });

  it('asks for the variations of a product that has them, and takes a SKU of its own', async () => {
    const [product] = await rows<{ product_id: number; sku_id: number }>(sql`
      select p.id as product_id, s.id as sku_id from products p join skus s on s.product_id = p.id
      where p.active and p.id_type_product = 1 and not p.flag_exhausted and s.stock > 0
        and exists (select 1 from sku_variations sv where sv.sku_id = s.id)
      order by p.id, s.id limit 1`);
    const client = new TestClient(server.app);
    for (const idSku of [null, 0]) {
      const response = await add(client, { idProduct: product!.product_id, idSku, quantity: 1, isRecurrent: false });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'Selecione as variações do produto para comprá-lo.', code: 'VARIATIONS_REQUIRED' });
    }
    const [foreign] = await rows<{ id: number }>(sql`select id from skus where product_id <> ${product!.product_id} order by id limit 1`);
    const wrong = await add(client, { idProduct: product!.product_id, idSku: foreign!.id, quantity: 1, isRecurrent: false });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe('A variação escolhida não está disponível para este produto.');

    const right = await add(client, { idProduct: product!.product_id, idSku: product!.sku_id, quantity: 1, isRecurrent: false });
    expect(right.json()).toEqual({ success: true, quantity: 1 });
  });

  it('refuses a hidden SKU', async () => {
    const product = await simpleProduct(1);
    await server.database.db.execute(sql`update skus set visible = false where id = ${product.sku_id}`);
    const client = new TestClient(server.app);
    const response = await add(client, { idProduct: product.product_id, idSku: product.sku_id, quantity: 1, isRecurrent: false });
    expect(response.statusCode).toBe(400);
    await server.database.db.execute(sql`update skus set visible = true where id = ${product.sku_id}`);
  });

  it('refuses a product sold on request (idTypeProduct 3)', async () => {
    const [onRequest] = await rows<{ id: number }>(sql`select id from products where id_type_product = 3 and active order by id limit 1`);
    const client = new TestClient(server.app);
    const response = await add(client, { idProduct: onRequest!.id, idSku: null, quantity: 1, isRecurrent: false });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Este produto é vendido sob consulta. Solicite um orçamento.', code: 'ON_REQUEST' });
  });

  it('answers 400 in pt-BR for a bad quantity or payload, and 404 for an unknown product', async () => {
    const product = await simpleProduct(1);
    const client = new TestClient(server.app);
    for (const quantity of [0, -1, 10000, 1.5, 'abc', null]) {
      const response = await add(client, { idProduct: product.product_id, idSku: null, quantity, isRecurrent: false });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'Por favor, digite um valor entre 1 e 9999', code: 'INVALID_INPUT' });
    }
    for (const json of [null, [], 'x', { idProduct: 'abc', quantity: 1 }, { idProduct: product.product_id, idSku: 'x', quantity: 1 }]) {
      expect((await add(client, json)).statusCode).toBe(400);
    }
    const unknown = await add(client, { idProduct: 99_999_999, idSku: null, quantity: 1, isRecurrent: false });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'Produto não encontrado.', code: 'NOT_FOUND' });
  });

  it('needs the anti-forgery header', async () => {
    const product = await simpleProduct(1);
    const client = new TestClient(server.app);
    await client.get('/api/ping');
    const response = await client.post('/api', { request: 'addProductToCart', json: { idProduct: product.product_id, idSku: null, quantity: 1 } }, { xsrf: false });
    expect(response.statusCode).toBe(403);
  });

  it('puts a logged-in customer\'s adds in the customer\'s cart', async () => {
    const product = await simpleProduct(2);
    const client = new TestClient(server.app);
    expect((await client.post('/api/login', { request: 'login', json: { username: 'ana@example.com', password: 'Senha@123', tokenRecaptcha: 'offline:Login' } })).statusCode).toBe(200);
    const before = await count(client);
    const response = await add(client, { idProduct: product.product_id, idSku: null, quantity: 1, isRecurrent: false });
    expect(response.json()).toEqual({ success: true, quantity: before + 1 });
    const [cart] = await rows<{ customer_id: number }>(sql`
      select c.customer_id from carts c join cart_items i on i.cart_id = c.id where i.sku_id = ${product.sku_id} and c.customer_id = 4`);
    expect(cart?.customer_id).toBe(4);
  });
});
