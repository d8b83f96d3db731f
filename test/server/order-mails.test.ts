/**
 * The order-placed e-mail through HTTP (issue 25): after placeOrder the outbox holds one e-mail to the
 * customer with the order's summary and its Pix 'copia e cola' or boleto line, and nothing of another
 * customer; an e-mail that cannot be sent never fails the order.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { FreightOption } from '../../src/api/operations';
import type { OrderDetails, PlaceOrderAnswer } from '../../src/api/operations/orders.types';
import { formatBRL } from '../../src/format/money';
import { formatLinha } from '../../src/payment/boleto';
import { startTestServer, serverForThisFile, TestClient } from './helpers';
import { addItem, login, productPicker } from './cart-helpers';

const file = serverForThisFile({ limits: { account: { max: 1000, timeWindow: 60_000 }, form: null } });
const product = productPicker(file);

interface OutboxRow {
  to: string;
  subject: string;
  text: string;
  html: string;
}

let customers = 0;
/** A fresh customer named `name` (Maria's password) with one address in São Paulo, signed in, with one product in a cart that has its shipping chosen. */
async function shopperWithCart(name: string) {
  customers += 1;
  const email = `pedido${customers}.${Date.now()}@example.com`;
  const [row] = await file.rows<{ id: number }>(sql`
    insert into customers (name, email, person_type, password_hash, term_accepted, policy_privacy_version)
    select ${name}, ${email}, 'F', password_hash, true, '2' from customers where id = 1 returning id`);
  const [address] = await file.rows<{ id: number }>(sql`
    insert into addresses (customer_id, receiver, phone_contact, is_default, zip_code, street_address, number, neighbourhood, city, state)
    values (${row!.id}, ${name}, '11987654321', true, '01310100', 'Avenida Paulista', '1000', 'Bela Vista', 'São Paulo', 'SP') returning id`);
  const client = new TestClient(file.server.app);
  expect((await login(client, email)).statusCode).toBe(200);
  const item = await product({ price: 120, stock: 50 });
  expect((await addItem(client, item.product_id, 2)).statusCode).toBe(200);
  const options = (await client.call('getShippingOptions', null, { postcode: '01310100' })).json<FreightOption[]>();
  expect((await client.call('setShippingCookie', null, { postcode: '01310100', idShippingMode: options[0]!.shippingMode.idShippingMode })).statusCode).toBe(200);
  return { client, email, idAddress: Number(address!.id), item };
}

const place = (client: TestClient, idAddress: number, paymentMethod: 'pix' | 'boleto') =>
  client.post('/api/checkout/order', { request: 'placeOrder', params: null, json: { idAddress, paymentMethod, useStoreCredit: false } });
const details = async (client: TestClient, id: number) => (await client.call('getOrderDetails', `idOrder=${id}`)).json<OrderDetails>();
const mailsTo = (to: string) => file.rows<OutboxRow>(sql`select "to", subject, text, html from outbox where "to" = ${to} order by id`);

describe('the order-placed e-mail', () => {
  it("sends the Pix order's summary and its copia e cola to the customer, and nothing of another customer", async () => {
    const other = await shopperWithCart('Beatriz Outra Cliente');
    const otherOrder = (await place(other.client, other.idAddress, 'pix')).json<PlaceOrderAnswer>();
    const { client, email, idAddress, item } = await shopperWithCart('Renata Compradora');
    const answer = await place(client, idAddress, 'pix');
    expect(answer.statusCode, answer.body).toBe(200);
    const order = await details(client, answer.json<PlaceOrderAnswer>().idOrder);

    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toBe(`Jet Store: pedido #${order.idOrder} realizado`);
    const code = order.orderPayment.codeLinkPayment!;
    for (const body of [mail!.text, mail!.html]) {
      expect(body).toContain(code);
      expect(body).toContain(`2 × ${item.name}: ${formatBRL(240)}`);
      expect(body).toContain(`Total: ${formatBRL(order.total)}`);
      expect(body).toContain(`Frete (${order.nameShipping})`);
      expect(body).toContain('Renata Compradora');
      expect(body).toContain(`/checkout/confirmacao?pedido=${order.idOrder}`);
      // nothing of the other customer's order
      expect(body).not.toContain('Beatriz');
      expect(body).not.toContain(other.email);
      expect(body).not.toContain(`#${otherOrder.idOrder}`);
    }
    expect(mail!.text).toMatch(/Pague com Pix até \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}\./);
    // the other customer got their own, once
    expect(await mailsTo(other.email)).toHaveLength(1);
  });

  it("sends the boleto's linha digitável as banks print it", async () => {
    const { client, email, idAddress } = await shopperWithCart('Paulo Boleto');
    const placed = (await place(client, idAddress, 'boleto')).json<PlaceOrderAnswer>();
    const order = await details(client, placed.idOrder);
    const [mail] = await mailsTo(email);
    const line = formatLinha(order.orderPayment.codeLinkPayment!);
    expect(mail!.text).toContain(`Linha digitável:\n\n${line}`);
    expect(mail!.html).toContain(line);
    expect(mail!.text).not.toContain('Pix');
  });
});

describe('an e-mail that cannot be sent', () => {
  it('does not fail the order', async () => {
    const server = await startTestServer({ mailer: { send: () => Promise.reject(new Error('SMTP down')) }, limits: { account: { max: 1000, timeWindow: 60_000 }, form: null } });
    try {
      const client = new TestClient(server.app);
      expect((await login(client, 'maria@example.com')).statusCode).toBe(200);
      const item = await product({ price: 80, stock: 50 });
      await server.database.db.execute(sql`update skus set stock = 50 where id = ${item.sku_id}`);
      await server.database.db.execute(sql`update products set flag_exhausted = false where id = ${item.product_id}`);
      expect((await addItem(client, item.product_id, 1)).statusCode).toBe(200);
      const options = (await client.call('getShippingOptions', null, { postcode: '01310100' })).json<FreightOption[]>();
      await client.call('setShippingCookie', null, { postcode: '01310100', idShippingMode: options[0]!.shippingMode.idShippingMode });
      const addresses = (await client.call('getClientAddresses')).json<Array<{ idAddress: number }>>();
      const answer = await place(client, addresses[0]!.idAddress, 'pix');
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json<PlaceOrderAnswer>().idOrder).toBeGreaterThan(0);
    } finally {
      await server.close();
    }
  });
});
