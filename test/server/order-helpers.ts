/**
 * Helpers of the order tests: a fresh signed-in shopper with an address (and store credit), an order placed
 * through the checkout, and a Mercado Pago payment notice signed as it signs them.
 */
import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { CartContents, FreightOption } from '../../src/api/operations';
import type { PlaceOrderAnswer } from '../../src/api/operations/orders.types';
import { addItem, login, productPicker } from './cart-helpers';
import { TestClient, type serverForThisFile } from './helpers';

type File = ReturnType<typeof serverForThisFile>;

const SAO_PAULO = '01310100';

export function orderPlacer(file: File, prefix: string) {
  const product = productPicker(file);
  let customers = 0;

  async function as(email: string): Promise<TestClient> {
    const client = new TestClient(file.server.app);
    expect((await login(client, email)).statusCode).toBe(200);
    return client;
  }

  /** A fresh customer (Maria's password) with an address in São Paulo and `credit` reais of store credit, signed in. */
  async function shopper(credit = 0): Promise<{ client: TestClient; id: number; idAddress: number; email: string }> {
    customers += 1;
    const email = `${prefix}${customers}@example.com`;
    const [row] = await file.rows<{ id: number }>(sql`
      insert into customers (name, email, person_type, password_hash, term_accepted, policy_privacy_version)
      select ${`Cliente ${customers}`}, ${email}, 'F', password_hash, true, '2' from customers where id = 1 returning id`);
    const [address] = await file.rows<{ id: number }>(sql`
      insert into addresses (customer_id, receiver, phone_contact, is_default, zip_code, street_address, number, neighbourhood, city, state)
      values (${row!.id}, 'Cliente Teste', '11987654321', true, ${SAO_PAULO}, 'Rua Teste', '10', 'Centro', 'São Paulo', 'SP') returning id`);
    if (credit > 0) {
      await file.rows(sql`insert into store_credit_entries (customer_id, kind, amount, note) values (${row!.id}, 'C', ${credit}, 'Crédito de teste') returning id`);
    }
    return { client: await as(email), id: Number(row!.id), idAddress: Number(address!.id), email };
  }

  /** Places an order of `quantity` units of a fresh product (price R$ 100, stock 10), paid with `method`. */
  async function placed(client: TestClient, idAddress: number, options: { method?: 'pix' | 'boleto'; quantity?: number; useStoreCredit?: boolean } = {}) {
    const item = await product({ price: 100, stock: 10 });
    expect((await addItem(client, item.product_id, options.quantity ?? 2)).statusCode).toBe(200);
    const freight = (await client.call('getShippingOptions', null, { postcode: SAO_PAULO })).json<FreightOption[]>();
    const chosen = await client.call('setShippingCookie', null, { postcode: SAO_PAULO, idShippingMode: freight[0]!.shippingMode.idShippingMode });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const cart = chosen.json<CartContents>();
    const answer = await client.post('/api/checkout/order', {
      request: 'placeOrder',
      params: null,
      json: { idAddress, paymentMethod: options.method ?? 'pix', useStoreCredit: options.useStoreCredit ?? false },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return { item, order: answer.json<PlaceOrderAnswer>(), cart };
  }

  return { as, shopper, placed, product };
}

/** Mercado Pago's notice of `paymentId` (`app.inject` options), its x-signature over id, request id and ts under `secret`. */
export function mercadoPagoNotice(paymentId: string, secret: string, options: { ts?: string; requestId?: string } = {}) {
  const ts = options.ts ?? '1764300000';
  const requestId = options.requestId ?? 'f7b2a1d4-0b1c-4ec2-aaaa-9e8b1d2f3c4d';
  const v1 = createHmac('sha256', secret).update(`id:${paymentId};request-id:${requestId};ts:${ts};`).digest('hex');
  return {
    method: 'POST' as const,
    url: `/webhooks/payments/mercadopago?data.id=${paymentId}&type=payment`,
    headers: { 'content-type': 'application/json', 'x-signature': `ts=${ts},v1=${v1}`, 'x-request-id': requestId },
    payload: JSON.stringify({ action: 'payment.updated', api_version: 'v1', type: 'payment', data: { id: paymentId }, live_mode: false }),
  };
}
