/**
 * The cart calls of cart-and-purchase §7 added to close its partial rules: the postcode cookie's
 * deletion, the clean cart, the voucher suggestion; and the order-value limit as minValue/maxValue with
 * the reservation's minutes in the cart answer.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CartContents, VoucherSuggestion } from '../../src/api/operations';
import { addItem, cartOf, login, productPicker } from './cart-helpers';
import { serverForThisFile, TestClient } from './helpers';

const file = serverForThisFile({ reservationMinutes: 1 });
const product = productPicker(file);
const SAO_PAULO = '01310100';

describe('the cart answer', () => {
  it("carries the order-value limit as minValue/maxValue and the server's reservation minutes", async () => {
    const client = new TestClient(file.server.app);
    await file.server.database.db.execute(sql`update store_limits set maximo = 5000 where tipo = 'V'`);
    try {
      const cart = await cartOf(client);
      expect(cart).toMatchObject({ minValue: 100, maxValue: 5000, reservationMinutes: 1, limits: [{ tipo: 'C', minimo: 0, maximo: 50 }] });
      expect(cart.limits.some((limit) => limit.tipo === 'V')).toBe(false);
    } finally {
      await file.server.database.db.execute(sql`update store_limits set maximo = 0 where tipo = 'V'`);
    }
  });

  it('refuses checkout above maxValue', async () => {
    const item = await product({ price: 400 });
    const client = new TestClient(file.server.app);
    await addItem(client, item.product_id, 1);
    await file.server.database.db.execute(sql`update store_limits set maximo = 300 where tipo = 'V'`);
    try {
      const refused = await client.call('verifyCartLimits');
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ error: 'O valor máximo de compra é R$\u00a0300,00.', code: 'CART_LIMIT' });
    } finally {
      await file.server.database.db.execute(sql`update store_limits set maximo = 0 where tipo = 'V'`);
    }
  });
});

describe('deletePostcodeCookie', () => {
  it("deletes the postcode and shipping cookies and the cart's postcode and option", async () => {
    const item = await product({ price: 120 });
    const client = new TestClient(file.server.app);
    await addItem(client, item.product_id, 1);
    const options = (await client.call('getShippingOptions', null, { postcode: SAO_PAULO })).json<Array<{ shippingMode: { idShippingMode: number } }>>();
    const chosen = await client.call('setShippingCookie', null, { postcode: SAO_PAULO, idShippingMode: options[0]!.shippingMode.idShippingMode });
    expect(chosen.json<CartContents>()).toMatchObject({ postcode: SAO_PAULO, shipping: { postcode: SAO_PAULO } });
    expect(client.cookies.get('jet_postcode')).toBe(SAO_PAULO);
    expect(client.cookies.has('jet_shipping')).toBe(true);

    const answer = await client.call('deletePostcodeCookie');
    expect(answer.statusCode).toBe(200);
    expect(answer.json<CartContents>()).toMatchObject({ postcode: null, shipping: null, totalShipping: 0 });
    expect(client.cookies.has('jet_postcode')).toBe(false);
    expect(client.cookies.has('jet_shipping')).toBe(false);
    expect(await cartOf(client)).toMatchObject({ postcode: null, shipping: null });
  });

  it('answers the empty cart to a visitor without a cart', async () => {
    const client = new TestClient(file.server.app);
    const answer = await client.call('deletePostcodeCookie');
    expect(answer.statusCode).toBe(200);
    expect(answer.json<CartContents>()).toMatchObject({ items: [], postcode: null });
  });
});

describe('cleanCart', () => {
  it('removes every line and keeps the postcode; the count is 0', async () => {
    const [a, b] = [await product({ price: 30 }), await product({ price: 40 })];
    const client = new TestClient(file.server.app);
    await addItem(client, a.product_id, 2);
    await addItem(client, b.product_id, 1);
    await client.call('setPostcodeCookie', null, { postcode: SAO_PAULO });

    const answer = await client.call('cleanCart');
    expect(answer.statusCode).toBe(200);
    expect(answer.json<CartContents>()).toMatchObject({ items: [], quantityTotalItens: 0, subTotal: 0, total: 0, postcode: SAO_PAULO });
    expect((await client.call('getCartCount')).json()).toEqual({ quantity: 0, removedProducts: [] });
  });

  it("never touches another shopper's cart", async () => {
    const item = await product({ price: 35 });
    const owner = new TestClient(file.server.app);
    await addItem(owner, item.product_id, 1);
    const other = new TestClient(file.server.app);
    expect((await other.call('cleanCart')).json<CartContents>().items).toEqual([]);
    expect((await cartOf(owner)).items).toHaveLength(1);
  });
});

describe('getVoucherSuggestion', () => {
  it("suggests the signed-in customer's own voucher of the highest value, and none once it is on the cart", async () => {
    const client = new TestClient(file.server.app);
    expect((await login(client, 'maria@example.com')).statusCode).toBe(200);
    const suggestion = await client.call('getVoucherSuggestion');
    expect(suggestion.statusCode).toBe(200);
    expect(suggestion.json<VoucherSuggestion | null>()).toEqual({ code: 'VALEMARIA25', value: 25 });

    const applied = await client.call('applyVoucher', null, { code: 'valemaria25' });
    expect(applied.statusCode, applied.body).toBe(200);
    expect((await client.call('getVoucherSuggestion')).json()).toBeNull();
    await client.call('removeVoucher');
  });

  it('suggests nothing to a visitor or to a customer with no voucher of their own', async () => {
    const visitor = new TestClient(file.server.app);
    expect((await visitor.call('getVoucherSuggestion')).json()).toBeNull();
    const company = new TestClient(file.server.app);
    expect((await login(company, 'contato@empresa.example.com')).statusCode).toBe(200);
    expect((await company.call('getVoucherSuggestion')).json()).toBeNull();
  });

  it("refuses a voucher issued to someone else, as if it did not exist", async () => {
    const visitor = new TestClient(file.server.app);
    const refused = await visitor.call('applyVoucher', null, { code: 'VALEMARIA25' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'INVALID_VOUCHER' });
    const [other] = await file.rows<{ code: string }>(sql`select code from vouchers where code = 'VALE100'`);
    expect((await visitor.call('applyVoucher', null, { code: other!.code })).statusCode).toBe(200);
  });
});
