import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CartContents } from '../../src/api/operations';
import { addItem, cartOf, productPicker } from './cart-helpers';
import { serverForThisFile, TestClient } from './helpers';

const file = serverForThisFile();
const product = productPicker(file);

/** The seeded Q-limited products: the one of at most 5, the one sold in pairs. */
async function limited(kind: 'max' | 'pairs') {
  const [row] = await file.rows<{ product_id: number; sku_id: number; name: string }>(sql`
    select p.id as product_id, s.id as sku_id, p.name from product_limits l join products p on p.id = l.product_id
    join skus s on s.product_id = p.id where ${kind === 'max' ? sql`l.maximo = 5` : sql`l.multiplo = 2`} order by s.id limit 1`);
  return row!;
}

const verify = (client: TestClient) => client.call('verifyCartLimits');

describe('store limits (V and C)', () => {
  it('answers the store limits and blocks checkout below the minimum value, not the add', async () => {
    const cheap = await product({ price: 30 });
    const client = new TestClient(file.server.app);
    expect((await addItem(client, cheap.product_id, 2)).statusCode).toBe(200);
    const cart = await cartOf(client);
    // the order value as the spec's minValue/maxValue (0: no maximum), the item count as a C limit
    expect({ minValue: cart.minValue, maxValue: cart.maxValue, limits: cart.limits }).toEqual({
      minValue: 100,
      maxValue: 0,
      limits: [{ tipo: 'C', minimo: 0, maximo: 50 }],
    });
    const below = await verify(client);
    expect(below.statusCode).toBe(400);
    expect(below.json()).toEqual({ error: 'O valor mínimo de compra é R$\u00a0100,00.', code: 'CART_LIMIT' });

    await addItem(client, cheap.product_id, 2);
    expect((await verify(client)).json()).toEqual({ valid: true });
  });

  it('blocks checkout above the maximum item count', async () => {
    const item = await product({ price: 5, stock: 500 });
    const client = new TestClient(file.server.app);
    expect((await addItem(client, item.product_id, 51)).statusCode).toBe(200);
    const over = await verify(client);
    expect(over.statusCode).toBe(400);
    expect(over.json().error).toBe('A quantidade máxima de itens no carrinho é 50.');
  });

  it('refuses an empty cart and a cart with a sold-out line', async () => {
    const client = new TestClient(file.server.app);
    expect((await verify(client)).json()).toEqual({ error: 'Seu carrinho está vazio.', code: 'EMPTY_CART' });
    const item = await product({ price: 150 });
    await addItem(client, item.product_id, 1);
    await file.server.database.db.execute(sql`update skus set stock = 0 where id = ${item.sku_id}`);
    expect((await verify(client)).json()).toEqual({ error: 'Ops.. Exclua os produtos esgotados do carrinho.', code: 'OUT_OF_STOCK' });
  });
});

describe('per-item limits (Q)', () => {
  it('refuses an add or a change above the maximum, and answers the line limit', async () => {
    const max5 = await limited('max');
    const client = new TestClient(file.server.app);
    const tooMany = await addItem(client, max5.product_id, 6);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toEqual({ error: `A quantidade máxima de ${max5.name} é 5.`, code: 'CART_LIMIT' });

    expect((await addItem(client, max5.product_id, 3)).statusCode).toBe(200);
    const again = await addItem(client, max5.product_id, 3);
    expect(again.statusCode).toBe(400);
    const cart = await cartOf(client);
    const line = cart.items[0]!;
    expect(line.quantity).toBe(3);
    expect(line.limits).toEqual([{ tipo: 'Q', minimo: 0, maximo: 5, multiplo: 1 }]);

    const change = await client.call('changeCartItemQuantity', null, { idCartItem: line.idCartItem, quantity: 6 });
    expect(change.statusCode).toBe(400);
    expect(change.json().error).toBe(`A quantidade máxima de ${max5.name} é 5.`);
    expect((await client.call('changeCartItemQuantity', null, { idCartItem: line.idCartItem, quantity: 5 })).json<CartContents>().items[0]!.quantity).toBe(5);
  });

  it('sells the paired product only in multiples of 2 from 2 on', async () => {
    const pairs = await limited('pairs');
    const client = new TestClient(file.server.app);
    const one = await addItem(client, pairs.product_id, 1);
    expect(one.statusCode).toBe(400);
    expect(one.json().error).toBe(`${pairs.name} é vendido em múltiplos de 2.`);
    expect((await addItem(client, pairs.product_id, 2)).statusCode).toBe(200);
    const line = (await cartOf(client)).items[0]!;
    expect(line.limits).toEqual([{ tipo: 'Q', minimo: 2, maximo: 0, multiplo: 2 }]);
    const three = await client.call('changeCartItemQuantity', null, { idCartItem: line.idCartItem, quantity: 3 });
    expect(three.statusCode).toBe(400);
    expect(three.json().error).toBe(`${pairs.name} é vendido em múltiplos de 2.`);
    expect((await client.call('changeCartItemQuantity', null, { idCartItem: line.idCartItem, quantity: 4 })).statusCode).toBe(200);
  });
});
