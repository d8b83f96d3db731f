import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CartContents } from '../../src/api/operations';
import { addItem, cartOf, productPicker } from './cart-helpers';
import { serverForThisFile, TestClient } from './helpers';

const file = serverForThisFile();
const product = productPicker(file);

describe('take X pay Y', () => {
  it('gives the seeded "Leve 3 Pague 2" product one unit in three, in totalDiscount', async () => {
    const [promo] = await file.rows<{ product_id: number; sku_id: number }>(sql`
      select t.product_id, s.id as sku_id from take_pay_promotions t join skus s on s.product_id = t.product_id where t.product_id is not null limit 1`);
    await file.server.database.db.execute(sql`update products set price = 10, price_promotion = null where id = ${promo!.product_id}`);
    await file.server.database.db.execute(sql`update skus set price = null, price_promotion = null, stock = 100 where id = ${promo!.sku_id}`);
    const client = new TestClient(file.server.app);
    await addItem(client, promo!.product_id, 2);
    let cart = await cartOf(client);
    expect(cart.items[0]!.promotion).toEqual({ label: 'Leve 3 Pague 2', take: 3, pay: 2, discount: 0 });
    expect(cart).toMatchObject({ subTotal: 20, totalDiscount: 0, total: 20 });

    cart = (await client.call('changeCartItemQuantity', null, { idCartItem: cart.items[0]!.idCartItem, quantity: 7 })).json<CartContents>();
    expect(cart.items[0]!.promotion).toMatchObject({ discount: 20 });
    expect(cart).toMatchObject({ subTotal: 70, totalDiscount: 20, total: 50 });
    expect((await client.call('updateTakeXPayY')).json<CartContents>()).toMatchObject({ totalDiscount: 20, total: 50 });

    // A key applies to what the promotion leaves: 10 % of R$ 50,00.
    cart = (await client.call('applyDiscount', null, { key: 'BEMVINDO10' })).json<CartContents>();
    expect(cart).toMatchObject({ subTotal: 70, totalDiscount: 25, total: 45 });
  });
});

describe('discount key uses', () => {
  it('refuses a key whose uses ran out', async () => {
    const item = await product({ price: 100 });
    const client = new TestClient(file.server.app);
    await addItem(client, item.product_id, 1);
    const refused = await client.call('applyDiscount', null, { key: 'primeiras100' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: 'Cupom de desconto inválido.', code: 'INVALID_DISCOUNT' });
    await file.server.database.db.execute(sql`update discount_keys set used_count = 99 where key = 'PRIMEIRAS100'`);
    expect((await client.call('applyDiscount', null, { key: 'PRIMEIRAS100' })).json<CartContents>()).toMatchObject({ totalDiscount: 5, total: 95 });
  });
});

describe('vouchers (vale-presente)', () => {
  it('takes its value off the total, never more than is left to pay, and can be removed', async () => {
    const item = await product({ price: 80 });
    const client = new TestClient(file.server.app);
    await addItem(client, item.product_id, 2);
    let cart = (await client.call('applyVoucher', null, { code: ' vale100 ' })).json<CartContents>();
    expect(cart).toMatchObject({ subTotal: 160, totalVoucher: 100, total: 60, voucher: { code: 'VALE100', value: 100 } });
    cart = (await client.call('applyVoucher', null, { code: 'VALE1000' })).json<CartContents>();
    expect(cart).toMatchObject({ totalVoucher: 160, total: 0, voucher: { code: 'VALE1000', value: 160 } });
    cart = (await client.call('removeVoucher')).json<CartContents>();
    expect(cart).toMatchObject({ totalVoucher: 0, total: 160, voucher: null });
  });

  it('refuses an unknown, used or expired voucher', async () => {
    const client = new TestClient(file.server.app);
    for (const code of ['NAOEXISTE', 'VALEUSADO', 'VALE2024']) {
      const answer = await client.call('applyVoucher', null, { code });
      expect(answer.statusCode, code).toBe(400);
      expect(answer.json()).toEqual({ error: 'Vale-presente inválido, expirado ou já utilizado.', code: 'INVALID_VOUCHER' });
    }
    expect((await client.call('applyVoucher', null, { code: '' })).json().error).toBe('Informe o código do vale-presente.');
    expect((await cartOf(client)).voucher).toBeNull();
  });
});
