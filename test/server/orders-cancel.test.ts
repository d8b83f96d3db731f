/**
 * The history's pictures and payment flags, the details' product links, and cancelOrder through HTTP:
 * only the owner, only an unpaid Pix or boleto order; the stock and the store credit it used come back,
 * once, however often it is asked. Seed: server/db/seed-orders.ts (Maria's #1001–#1024, Ana's #1025).
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { OrderDetails, OrderHistoryAnswer, StoreCreditAnswer } from '../../src/api/operations/orders.types';
import { buildApp } from '../../server/app';
import { login } from './cart-helpers';
import { serverForThisFile, TestClient } from './helpers';
import { orderPlacer } from './order-helpers';

const file = serverForThisFile({ limits: { account: { max: 1000, timeWindow: 60_000 }, form: null } });
const { as, shopper, placed } = orderPlacer(file, 'cancel');

const cancel = (client: TestClient, json: unknown) => client.call('cancelOrder', null, json);
const details = async (client: TestClient, id: number) => (await client.call('getOrderDetails', `idOrder=${id}`)).json<OrderDetails>();
const history = async (client: TestClient) => (await client.call('getOrders', 'page=1&pageSize=2000')).json<OrderHistoryAnswer>();
const stockOf = async (skuId: number) => Number((await file.rows<{ stock: number }>(sql`select stock from skus where id = ${skuId}`))[0]!.stock);
const firstImage = async (productId: number) =>
  (await file.rows<{ url: string }>(sql`select url from product_images where product_id = ${productId} order by position, id limit 1`))[0]?.url ?? null;

describe('the order history answer', () => {
  it("gives each order its first three items with their product's picture, its item count, method and whether it awaits payment", async () => {
    const maria = await as('maria@example.com');
    // #1016 gets four more items: the row still carries three, and counts them all
    await file.rows(sql`
      insert into order_items (order_id, product_id, sku_id, name, quantity, unit_price)
      select 1016, p.id, 0, p.name, 1, 10 from products p where p.active order by p.id limit 4 returning id`);
    const { orderSimples } = await history(maria);
    const row = (id: number) => orderSimples.find((o) => o.idOrder === id)!;

    const pix = row(1024);
    const items = await file.rows<{ product_id: number; name: string }>(sql`select product_id, name from order_items where order_id = 1024 order by id`);
    expect(pix.itemCount).toBe(items.length);
    expect(pix.items).toEqual(
      await Promise.all(items.map(async (i) => ({ idProduct: Number(i.product_id), nameProduct: i.name, image: await firstImage(Number(i.product_id)) }))),
    );
    expect(pix.items!.every((i) => typeof i.image === 'string' && i.image.startsWith('/'))).toBe(true);

    const many = row(1016);
    const count = Number((await file.rows<{ n: number }>(sql`select count(*)::int as n from order_items where order_id = 1016`))[0]!.n);
    expect(many.items).toHaveLength(3);
    expect(many.itemCount).toBe(count);
    expect(count).toBeGreaterThan(3);

    expect(pix).toMatchObject({ paymentMethod: 'pix', awaitingPayment: true });
    expect(row(1023)).toMatchObject({ paymentMethod: 'boleto', awaitingPayment: true });
    expect(row(1021)).toMatchObject({ paymentMethod: 'boleto', awaitingPayment: true });
    // approved, cancelled, not paid (06), being approved, a card: nothing to pay
    for (const id of [1022, 1020, 1019, 1015, 1018]) expect(row(id).awaitingPayment, String(id)).toBe(false);
    expect(row(1018).paymentMethod).toBe('card');
  });

  it("links each item of an order's details to its product page, with its picture", async () => {
    const maria = await as('maria@example.com');
    const order = await details(maria, 1024);
    for (const item of order.orderItems) {
      const [p] = await file.rows<{ url_friendly: string }>(sql`select url_friendly from products where id = ${item.idProduct}`);
      expect(item.urlProduct).toBe(`/produto/${p!.url_friendly}`);
      expect(item.image).toBe(await firstImage(item.idProduct));
    }
  });
});

describe('cancelOrder', () => {
  it('cancels an unpaid Pix order: status Cancelado, its stock and the store credit it used given back, and nothing to pay', async () => {
    const { client, idAddress } = await shopper(30);
    const before = (await client.call('getGiftCards')).json<StoreCreditAnswer>();
    expect(before.balance).toBe(30);
    const { item, order } = await placed(client, idAddress, { quantity: 2, useStoreCredit: true });
    expect(await stockOf(item.sku_id)).toBe(8);
    expect((await client.call('getGiftCards')).json<StoreCreditAnswer>().balance).toBe(0);
    expect((await history(client)).orderSimples[0]).toMatchObject({ idOrder: order.idOrder, awaitingPayment: true });

    const answer = await cancel(client, { idOrder: order.idOrder });
    expect(answer.statusCode, answer.body).toBe(200);
    const cancelled = answer.json<OrderDetails>();
    expect(cancelled.idOrder).toBe(order.idOrder);
    expect(cancelled.historyListOrderStatus.at(-1)).toMatchObject({ statusName: 'Cancelado', statusCode: '07' });
    expect(await stockOf(item.sku_id)).toBe(10);
    const credit = (await client.call('getGiftCards')).json<StoreCreditAnswer>();
    expect(credit.balance).toBe(30);
    expect(credit.credits).toContainEqual(expect.objectContaining({ amount: 30, note: `Estorno do pedido #${order.idOrder} (cancelado)` }));
    expect((await history(client)).orderSimples[0]).toMatchObject({ idOrder: order.idOrder, nameStatus: 'Cancelado', awaitingPayment: false });
  });

  it('cancels a boleto order without store credit and gives back only the stock', async () => {
    const { client, idAddress } = await shopper();
    const { item, order } = await placed(client, idAddress, { method: 'boleto', quantity: 3 });
    expect(await stockOf(item.sku_id)).toBe(7);
    expect((await cancel(client, { idOrder: order.idOrder })).statusCode).toBe(200);
    expect(await stockOf(item.sku_id)).toBe(10);
    expect((await client.call('getGiftCards')).json<StoreCreditAnswer>()).toMatchObject({ balance: 0, credits: [] });
  });

  it('is idempotent: asked again, or twice at once, the order is cancelled once and nothing is given back twice', async () => {
    const { client, idAddress } = await shopper(25);
    const { item, order } = await placed(client, idAddress, { quantity: 1, useStoreCredit: true });
    const answers = await Promise.all([1, 2].map(() => cancel(client, { idOrder: order.idOrder })));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const again = await cancel(client, { idOrder: order.idOrder });
    expect(again.statusCode).toBe(200);
    expect(again.json<OrderDetails>().historyListOrderStatus.filter((s) => s.statusName === 'Cancelado')).toHaveLength(1);
    expect(await stockOf(item.sku_id)).toBe(10);
    const credit = (await client.call('getGiftCards')).json<StoreCreditAnswer>();
    expect(credit.balance).toBe(25);
    expect(credit.credits.filter((c) => c.note.startsWith('Estorno'))).toHaveLength(1);
  });

  it("refuses a paid order with a clear message, and a card, an approving or a not-paid (06) order, changing nothing", async () => {
    const maria = await as('maria@example.com');
    const paid = await cancel(maria, { idOrder: 1022 });
    expect(paid.statusCode).toBe(409);
    expect(paid.json()).toEqual({ error: 'O pedido #1022 já foi pago e não pode mais ser cancelado. Para desistir da compra, solicite a troca ou devolução.', code: 'ORDER_PAID' });
    expect((await cancel(maria, { idOrder: 1018 })).json()).toMatchObject({ code: 'ORDER_PAID' });
    for (const id of [1019, 1015]) {
      const refused = await cancel(maria, { idOrder: id });
      expect(refused.statusCode, String(id)).toBe(409);
      expect(refused.json()).toEqual({ error: `O pedido #${id} não pode mais ser cancelado.`, code: 'NOT_CANCELLABLE' });
    }
    expect((await details(maria, 1022)).historyListOrderStatus.some((s) => s.statusName === 'Cancelado')).toBe(false);
  });

  it("answers another customer's order as an unknown one (404), a visitor 401, and bad input 400, never a 500", async () => {
    const ana = await as('ana@example.com');
    const { client: stranger } = await shopper();
    for (const client of [ana, stranger]) {
      const response = await cancel(client, { idOrder: 1024 });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: 'Oops, o pedido #1024 não foi localizado.' });
    }
    const maria = await as('maria@example.com');
    expect((await cancel(maria, { idOrder: 1025 })).statusCode).toBe(404);
    expect((await details(maria, 1024)).historyListOrderStatus.at(-1)!.statusName).toBe('Novo');
    expect((await cancel(new TestClient(file.server.app), { idOrder: 1024 })).statusCode).toBe(401);
    for (const json of [null, {}, [], { idOrder: 'abc' }, { idOrder: -1 }, { idOrder: 1.5 }, { idOrder: 1e12 }, { idOrder: { $gt: 0 } }, '1024']) {
      const response = await cancel(maria, json);
      expect(response.statusCode, JSON.stringify(json)).toBe(400);
    }
  });

  it('is rate limited as an account action', async () => {
    const limited = await buildApp({ db: file.server.database.db, limits: { account: { max: 2, timeWindow: 60_000 } } });
    await limited.ready();
    try {
      const client = new TestClient(limited);
      expect((await login(client, 'maria@example.com')).statusCode).toBe(200);
      const answers: number[] = [];
      for (let i = 0; i < 3; i += 1) answers.push((await cancel(client, { idOrder: 1022 })).statusCode);
      expect(answers).toEqual([409, 409, 429]);
    } finally {
      await limited.close();
    }
  });
});
