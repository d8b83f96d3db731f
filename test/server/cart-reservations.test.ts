import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CartContents, CartCount } from '../../src/api/operations';
import { addItem, cartOf, movableClock, productPicker } from './cart-helpers';
import { serverForThisFile, TestClient } from './helpers';

const time = movableClock(new Date('2026-11-23T12:00:00Z'));
const file = serverForThisFile({ clock: time.clock, reservationMinutes: 30 });
const product = productPicker(file);

describe('stock reservations', () => {
  it('reserves a line for 30 minutes, refreshed by a change', async () => {
    const item = await product({ stock: 10 });
    const client = new TestClient(file.server.app);
    await addItem(client, item.product_id, 2);
    const cart = await cartOf(client);
    const expected = new Date(time.clock().getTime() + 30 * 60_000).toISOString();
    expect(cart.items[0]!.reservedUntil).toBe(expected);
    expect(cart.reservedUntil).toBe(expected);

    time.advanceMinutes(10);
    const changed = (await client.call('changeCartItemQuantity', null, { idCartItem: cart.items[0]!.idCartItem, quantity: 3 })).json<CartContents>();
    expect(changed.items[0]!.reservedUntil).toBe(new Date(time.clock().getTime() + 30 * 60_000).toISOString());
  });

  it('keeps reserved units from other shoppers until the reservation ends', async () => {
    const item = await product({ stock: 3 });
    const first = new TestClient(file.server.app);
    const second = new TestClient(file.server.app);
    expect((await addItem(first, item.product_id, 2)).statusCode).toBe(200);
    const refused = await addItem(second, item.product_id, 2);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: 'Temos apenas 1 em estoque.', code: 'OUT_OF_STOCK' });
    expect((await addItem(second, item.product_id, 1)).statusCode).toBe(200);

    // After 31 minutes the first shopper's units are free again, even before that cart is read.
    time.advanceMinutes(31);
    expect((await addItem(second, item.product_id, 1)).statusCode).toBe(200);
  });

  it('releases expired lines when the owner reads the cart, and names them once', async () => {
    const kept = await product({ stock: 10 });
    const gone = await product({ stock: 10 });
    const client = new TestClient(file.server.app);
    await addItem(client, gone.product_id, 1);
    time.advanceMinutes(20);
    await addItem(client, kept.product_id, 1);
    time.advanceMinutes(15);

    const count = (await client.call('getCartCount')).json<CartCount>();
    expect(count).toEqual({ quantity: 1, removedProducts: [gone.name] });
    const cart = await cartOf(client);
    expect(cart.items.map((line) => line.idProduct)).toEqual([kept.product_id]);
    expect(cart.removedProducts).toEqual([]);

    // Through the contents answer too.
    time.advanceMinutes(20);
    const after = await cartOf(client);
    expect(after.items).toEqual([]);
    expect(after.removedProducts).toEqual([kept.name]);
    expect((await cartOf(client)).removedProducts).toEqual([]);
    const [row] = await file.rows<{ n: number }>(sql`select count(*)::int as n from cart_items where product_id = ${kept.product_id}`);
    expect(row!.n).toBe(0);
  });

  it('extends every reservation once; the second time is a 409', async () => {
    const item = await product({ stock: 10 });
    const client = new TestClient(file.server.app);
    await addItem(client, item.product_id, 1);
    const before = await cartOf(client);
    expect(before.reservationExtended).toBe(false);
    const extended = await client.call('extendCartReservation');
    expect(extended.statusCode).toBe(200);
    const cart = extended.json<CartContents>();
    expect(cart.reservationExtended).toBe(true);
    expect(new Date(cart.reservedUntil!).getTime() - new Date(before.reservedUntil!).getTime()).toBe(30 * 60_000);
    const again = await client.call('extendCartReservation');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'O tempo de reserva do seu carrinho já foi estendido uma vez.', code: 'ALREADY_EXTENDED' });
  });

  it('keeps an extended reservation when the line changes or more units are added', async () => {
    const item = await product({ stock: 10 });
    const client = new TestClient(file.server.app);
    await addItem(client, item.product_id, 1);
    const extended = (await client.call('extendCartReservation')).json<CartContents>();
    const end = extended.items[0]!.reservedUntil;
    time.advanceMinutes(5);
    const changed = (await client.call('changeCartItemQuantity', null, { idCartItem: extended.items[0]!.idCartItem, quantity: 2 })).json<CartContents>();
    expect(changed.items[0]!.reservedUntil).toBe(end);
    await addItem(client, item.product_id, 1);
    expect((await cartOf(client)).items[0]!.reservedUntil).toBe(end);
  });
});
