/**
 * Credit card at checkout through HTTP (issue 25): the card-provider calls (gateway configuration, card
 * session, installments), placeOrder with the offline sandbox's test cards (approved → 'Aprovado' at once;
 * declined and insufficient funds → 402 with the reason, no order, stock and cart untouched; in the issuer's
 * review → 'Em aprovação', settled by the gateway's signed notice), bad input as 400s, and the Mercado Pago
 * adapter's secret never in an answer.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { CardGatewayConfig, CardInstallment, CardSessionAnswer, FreightOption, PaymentGateway } from '../../src/api/operations';
import type { CheckoutOptionsAnswer, OrderDetails, PlaceOrderAnswer } from '../../src/api/operations/orders.types';
import { detectCardBrand } from '../../src/payment/card/brand';
import { encodeSandboxToken, sandboxOutcome } from '../../src/payment/card/sandbox';
import { mercadoPagoGateway } from '../../server/adapters/payment-mercadopago';
import { cardGatewayFromEnv } from '../../server/adapters/payment-gateway';
import { mercadoPagoGateway as mercadoPagoWebhook, sandboxSignature } from '../../server/adapters/payment-webhooks';
import { buildApp, type AppOptions } from '../../server/app';
import { installmentOptions } from '../../server/services/payments';
import { addItem, cartOf, login, productPicker } from './cart-helpers';
import { serverForThisFile, startTestServer, TestClient } from './helpers';
import { mercadoPagoNotice } from './order-helpers';

const SANDBOX_SECRET = 'card-review-sandbox-secret-0123456789';
const file = serverForThisFile({ limits: { account: { max: 1000, timeWindow: 60_000 }, form: null }, sandboxWebhookSecret: SANDBOX_SECRET });
const product = productPicker(file);
const SAO_PAULO = '01310100';
const CPF = '529.982.247-25';

const extraApps: FastifyInstance[] = [];
afterEach(async () => {
  for (const app of extraApps.splice(0)) await app.close();
});
/** Another app on the file's database (another card gateway), closed after the test. */
async function appWith(options: Partial<AppOptions>): Promise<FastifyInstance> {
  const app = await buildApp({ db: file.server.database.db, limitsScale: 10, social: { offline: true }, limits: { account: { max: 1000, timeWindow: 60_000 }, form: null }, ...options });
  await app.ready();
  extraApps.push(app);
  return app;
}

let customers = 0;
async function shopper(app?: FastifyInstance): Promise<{ client: TestClient; idAddress: number; email: string }> {
  customers += 1;
  const email = `card${customers}@example.com`;
  const [row] = await file.rows<{ id: number }>(sql`
    insert into customers (name, email, person_type, password_hash, term_accepted, policy_privacy_version)
    select ${`Cliente Cartão ${customers}`}, ${email}, 'F', password_hash, true, '2' from customers where id = 1 returning id`);
  const [address] = await file.rows<{ id: number }>(sql`
    insert into addresses (customer_id, receiver, phone_contact, is_default, zip_code, street_address, number, neighbourhood, city, state)
    values (${row!.id}, 'Cliente Teste', '11987654321', true, ${SAO_PAULO}, 'Rua Teste', '10', 'Centro', 'São Paulo', 'SP') returning id`);
  const client = new TestClient(app ?? file.server.app);
  expect((await login(client, email)).statusCode).toBe(200);
  return { client, idAddress: Number(address!.id), email };
}

/** What the browser's sandbox tokeniser makes of a test card: outcome, brand and last 4, never the number. */
let nonces = 0;
function tokenOf(number: string): { token: string; brand: NonNullable<ReturnType<typeof detectCardBrand>> } {
  nonces += 1;
  const brand = detectCardBrand(number)!;
  const digits = number.replace(/\D/g, '');
  return { token: encodeSandboxToken({ outcome: sandboxOutcome(number), brand, last4: digits.slice(-4), nonce: `testnonce${nonces}` }), brand };
}

async function cartWithShipping(client: TestClient, price = 300, stock = 5) {
  const item = await product({ price, stock });
  expect((await addItem(client, item.product_id, 1)).statusCode).toBe(200);
  const options = (await client.call('getShippingOptions', null, { postcode: SAO_PAULO })).json<FreightOption[]>();
  const answer = await client.call('setShippingCookie', null, { postcode: SAO_PAULO, idShippingMode: options[0]!.shippingMode.idShippingMode });
  expect(answer.statusCode, answer.body).toBe(200);
  return { item, total: (await cartOf(client)).total };
}

const session = async (client: TestClient) => (await client.call('cardSession')).json<CardSessionAnswer>().sessionId;
const place = (client: TestClient, json: unknown) => client.post('/api/checkout/order', { request: 'placeOrder', params: null, json });
const stockOf = async (skuId: number) => Number((await file.rows<{ stock: number }>(sql`select stock from skus where id = ${skuId}`))[0]!.stock);
const orderCount = async () => Number((await file.rows<{ n: number }>(sql`select count(*)::int as n from orders`))[0]!.n);

async function cardOrder(client: TestClient, idAddress: number, number: string, installments = 3) {
  const { token, brand } = tokenOf(number);
  return place(client, { idAddress, paymentMethod: 'card', useStoreCredit: false, card: { token, brand, installments, holderDocument: CPF, sessionId: await session(client) } });
}
const statuses = async (client: TestClient, id: number) =>
  (await client.call('getOrderDetails', `idOrder=${id}`)).json<OrderDetails>().historyListOrderStatus.map((s) => `${s.statusCode} ${s.statusName}`);
const mailsTo = (email: string) => file.rows<{ subject: string; text: string }>(sql`select subject, text from outbox where "to" = ${email} order by id`);
/** The offline sandbox's signed notice, as the demo's bank sends it. */
function sandboxNotice(idOrder: number, status: 'approved' | 'refused', app: FastifyInstance = file.server.app) {
  const body = JSON.stringify({ idOrder, status });
  return app.inject({ method: 'POST', url: '/webhooks/payments/sandbox', payload: body, headers: { 'content-type': 'application/json', 'x-jet-signature': sandboxSignature(SANDBOX_SECRET, body) } });
}
const REVIEW_TEXT = 'A operadora do cartão está analisando o pagamento; avisaremos por e-mail assim que ele for aprovado.';

describe('card-provider calls', () => {
  it('gives the sandbox configuration to anyone, with no key', async () => {
    const answer = await new TestClient(file.server.app).call('cardGateway');
    expect(answer.statusCode).toBe(200);
    expect(answer.json<CardGatewayConfig>()).toEqual({ provider: 'sandbox', publicKey: null, scriptUrl: null });
  });

  it('offers card at checkout beside Pix and boleto', async () => {
    const { client } = await shopper();
    const options = (await client.call('getCheckoutOptions')).json<CheckoutOptionsAnswer>();
    expect(options.paymentMethods.map((m) => m.name)).toEqual(['Pix', 'Boleto bancário', 'Cartão de crédito']);
  });

  it('opens card sessions and answers installments for customers only', async () => {
    const visitor = new TestClient(file.server.app);
    expect((await visitor.call('cardSession')).statusCode).toBe(401);
    expect((await visitor.call('cardInstallments', 'value=500&brand=visa')).statusCode).toBe(401);
    const { client } = await shopper();
    const opened = (await client.call('cardSession')).json<CardSessionAnswer>();
    expect(opened.sessionId).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(Date.parse(opened.expiresAt)).toBeGreaterThan(Date.now());
  });

  it('answers the gateway row’s plans: 12x interest-free down to the R$ 10,00 minimum installment', async () => {
    const { client } = await shopper();
    const plans = (await client.call('cardInstallments', 'value=500&brand=visa')).json<CardInstallment[]>();
    expect(plans).toHaveLength(12);
    expect(plans[0]).toEqual({ installments: 1, installmentValue: 500, total: 500, interest: 0 });
    expect(plans[11]).toEqual({ installments: 12, installmentValue: 41.67, total: 500, interest: 0 });
    expect((await client.call('cardInstallments', 'value=45.5&brand=elo')).json<CardInstallment[]>().map((p) => p.installments)).toEqual([1, 2, 3, 4]);
  });

  it('refuses bad installment params with a 400, never a 500', async () => {
    const { client } = await shopper();
    for (const params of ['value=500&brand=discover', 'value=-1&brand=visa', 'value=abc&brand=visa', 'brand=visa', 'value=500', '']) {
      const answer = await client.call('cardInstallments', params);
      expect(answer.statusCode, params).toBe(400);
    }
  });
});

describe('installment plans with interest', () => {
  const rule: PaymentGateway = { idGateway: 17, name: 'Cartão de crédito', installmentMax: 12, minInstallmentValue: 10, interest: 1.99, interestFreeUpTo: 6 };
  it('are interest-free up to the gateway’s count, then priced by its monthly interest (Price table)', () => {
    const plans = installmentOptions(1000, rule);
    expect(plans[5]).toEqual({ installments: 6, installmentValue: 166.67, total: 1000, interest: 0 });
    // 1000 × 0.0199 / (1 − 1.0199^−12) = 94.50
    expect(plans[11]).toEqual({ installments: 12, installmentValue: 94.5, total: 1134, interest: 1.99 });
  });
});

describe('placeOrder with a card (sandbox)', () => {
  it('approves 4111 1111 1111 1111: the order is Aprovado at once, with its installments, stock taken', async () => {
    const { client, idAddress, email } = await shopper();
    const { item, total } = await cartWithShipping(client);
    const answer = await cardOrder(client, idAddress, '4111 1111 1111 1111', 3);
    expect(answer.statusCode, answer.body).toBe(200);
    const order = answer.json<PlaceOrderAnswer>();
    expect(order.total).toBe(total);
    expect(order.paymentStatus).toBe('approved');
    const details = (await client.call('getOrderDetails', `idOrder=${order.idOrder}`)).json<OrderDetails>();
    expect(details).toMatchObject({ total, numberOfInstallments: 3, valueOfInstallment: Math.round((total / 3) * 100) / 100, interestValue: 0 });
    expect(details.orderPayment).toMatchObject({ method: 'card', namePaymentMethodGateway: 'Cartão de crédito', codeLinkPayment: null });
    expect(details.historyListOrderStatus.at(-1)).toMatchObject({ statusName: 'Aprovado', statusCode: '03' });
    expect(await stockOf(item.sku_id)).toBe(4);
    expect((await cartOf(client)).items).toEqual([]);
    // the gateway's payment id, the brand and the last 4 digits are kept; nothing more of the card exists here
    expect(await file.rows(sql`select card_brand, card_last4, payment_reference like 'sandbox-%' as sandbox from orders where id = ${order.idOrder}`)).toEqual([
      { card_brand: 'visa', card_last4: '1111', sandbox: true },
    ]);
    // its e-mail says the payment was approved, not that it is awaited
    const [mail] = await file.rows<{ text: string }>(sql`select text from outbox where "to" = ${email} order by id`);
    expect(mail!.text).toContain(`Recebemos o seu pedido #${order.idOrder}`);
    expect(mail!.text).toContain('O pagamento no cartão foi aprovado.');
    expect(mail!.text).not.toContain('aguardando');
  });

  it('approves 5555 5555 5555 4444 (Mastercard)', async () => {
    const { client, idAddress } = await shopper();
    await cartWithShipping(client);
    expect((await cardOrder(client, idAddress, '5555555555554444', 1)).statusCode).toBe(200);
  });

  for (const [number, message, code] of [
    ['4000 0000 0000 0002', 'Pagamento recusado pelo emissor do cartão.', 'CARD_DECLINED'],
    ['4000 0000 0000 9995', 'Saldo insuficiente no cartão.', 'CARD_INSUFFICIENT_FUNDS'],
  ] as const) {
    it(`refuses ${number} with '${message}': no order, stock and cart untouched`, async () => {
      const { client, idAddress } = await shopper();
      const { item } = await cartWithShipping(client);
      const before = await orderCount();
      const answer = await cardOrder(client, idAddress, number);
      expect(answer.statusCode).toBe(402);
      expect(answer.json()).toEqual({ error: message, code });
      expect(await orderCount()).toBe(before);
      expect(await stockOf(item.sku_id)).toBe(5);
      expect((await cartOf(client)).items).toHaveLength(1);
      // the shopper pays with another card: a new token, the same cart
      expect((await cardOrder(client, idAddress, '4111111111111111')).statusCode).toBe(200);
    });
  }

  it("places 4000 0000 0000 9235 in the issuer's review: 'Em aprovação', stock taken, the e-mail says so; the signed notice approves it", async () => {
    const { client, idAddress, email } = await shopper();
    const { item } = await cartWithShipping(client);
    const answer = await cardOrder(client, idAddress, '4000 0000 0000 9235', 3);
    expect(answer.statusCode, answer.body).toBe(200);
    const order = answer.json<PlaceOrderAnswer>();
    expect(order.paymentStatus).toBe('in_review');
    expect(await statuses(client, order.idOrder)).toEqual(['01 Novo', '02 Em aprovação']);
    expect(await stockOf(item.sku_id)).toBe(4);
    expect((await cartOf(client)).items).toEqual([]);
    expect(await file.rows(sql`select card_brand, card_last4, payment_reference like 'sandbox-%' as sandbox from orders where id = ${order.idOrder}`)).toEqual([
      { card_brand: 'visa', card_last4: '9235', sandbox: true },
    ]);
    const [placedMail] = await mailsTo(email);
    expect(placedMail!.text).toContain(`Recebemos o seu pedido #${order.idOrder}`);
    expect(placedMail!.text).toContain(REVIEW_TEXT);
    expect(placedMail!.text).not.toContain('foi aprovado.');
    // the shopper cannot cancel it meanwhile: the gateway decides
    expect((await client.call('cancelOrder', null, { idOrder: order.idOrder })).json()).toMatchObject({ code: 'NOT_CANCELLABLE' });

    // the demo's bank lists it beside the open Pix and boletos, to pay or refuse
    const demo = await appWith({ demoPayments: true, sandboxWebhookSecret: SANDBOX_SECRET });
    const bank = async () => (await demo.inject({ method: 'GET', url: '/demo/pagamentos' })).body;
    expect(await bank()).toMatch(new RegExp(`<h2>Pedido #${order.idOrder}</h2>\\s*<p>Cartão de crédito \\(em análise\\)`));

    const approved = await sandboxNotice(order.idOrder, 'approved');
    expect(approved.json()).toEqual({ ok: true, result: 'changed' });
    expect(await statuses(client, order.idOrder)).toEqual(['01 Novo', '02 Em aprovação', '03 Aprovado']);
    expect(await stockOf(item.sku_id)).toBe(4);
    const mails = await mailsTo(email);
    expect(mails.map((m) => m.subject)).toEqual([`Jet Store: pedido #${order.idOrder} realizado`, `Jet Store: pagamento do pedido #${order.idOrder} aprovado`]);
    expect((await sandboxNotice(order.idOrder, 'refused')).json()).toEqual({ ok: true, result: 'closed' });
    expect(await bank()).not.toContain(`<h2>Pedido #${order.idOrder}</h2>`);
  });

  it('gives the stock and store credit back when the review refuses the card (Pagamento não realizado)', async () => {
    const { client, idAddress, email } = await shopper();
    const [customer] = await file.rows<{ id: number }>(sql`select id from customers where email = ${email}`);
    await file.rows(sql`insert into store_credit_entries (customer_id, kind, amount, note) values (${customer!.id}, 'C', 50, 'Crédito de teste') returning id`);
    const { item } = await cartWithShipping(client);
    const { token, brand } = tokenOf('4000000000009235');
    const answer = await place(client, { idAddress, paymentMethod: 'card', useStoreCredit: true, card: { token, brand, installments: 1, holderDocument: CPF, sessionId: await session(client) } });
    expect(answer.statusCode, answer.body).toBe(200);
    const { idOrder } = answer.json<PlaceOrderAnswer>();
    expect(await stockOf(item.sku_id)).toBe(4);
    expect((await client.call('getGiftCards')).json<{ balance: number }>().balance).toBe(0);

    expect((await sandboxNotice(idOrder, 'refused')).json()).toEqual({ ok: true, result: 'changed' });
    expect(await statuses(client, idOrder)).toEqual(['01 Novo', '02 Em aprovação', '06 Pagamento não realizado']);
    expect(await stockOf(item.sku_id)).toBe(5);
    expect((await client.call('getGiftCards')).json<{ balance: number }>().balance).toBe(50);
    expect((await sandboxNotice(idOrder, 'refused')).json()).toEqual({ ok: true, result: 'unchanged' });
    expect(await stockOf(item.sku_id)).toBe(5);
  });

  it('refuses a token used before, a brand other than the token’s, an unknown session and a plan the gateway does not offer', async () => {
    const { client, idAddress } = await shopper();
    await cartWithShipping(client, 300);
    const sessionId = await session(client);
    const declined = tokenOf('4000000000000002');
    const base = { idAddress, paymentMethod: 'card', useStoreCredit: false };
    const card = { ...declined, installments: 1, holderDocument: CPF, sessionId };
    expect((await place(client, { ...base, card })).statusCode).toBe(402);
    expect((await place(client, { ...base, card })).json()).toMatchObject({ code: 'CARD_INVALID_TOKEN' });
    expect((await place(client, { ...base, card: { ...card, ...tokenOf('4111111111111111'), brand: 'mastercard' } })).json()).toMatchObject({ code: 'CARD_INVALID_TOKEN' });
    expect((await place(client, { ...base, card: { ...card, ...tokenOf('4111111111111111'), sessionId: 'x'.repeat(24) } })).statusCode).toBe(409);
    const tooMany = await place(client, { ...base, card: { ...card, ...tokenOf('4111111111111111'), installments: 24 } });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({ error: 'Escolha uma das parcelas oferecidas.' });
  });

  it('answers bad card input with a 400, never a 500, and never takes a card number as a token', async () => {
    const { client, idAddress } = await shopper();
    await cartWithShipping(client);
    const sessionId = await session(client);
    const good = { ...tokenOf('4111111111111111'), installments: 1, holderDocument: CPF, sessionId };
    const bad: unknown[] = [
      undefined,
      null,
      'card',
      { ...good, token: '4111111111111111' },
      { ...good, token: '4111 1111 1111 1111' },
      { ...good, token: '' },
      { ...good, token: 'x'.repeat(2000) },
      { ...good, token: 'abc<script>' },
      { ...good, brand: 'discover' },
      { ...good, installments: 0 },
      { ...good, installments: 1.5 },
      { ...good, installments: '3' },
      { ...good, holderDocument: '111.111.111-11' },
      { ...good, sessionId: '../../etc' },
      { ...good, cardNumber: '4111111111111111', cvv: '123' },
    ];
    for (const card of bad) {
      const answer = await place(client, { idAddress, paymentMethod: 'card', useStoreCredit: false, card });
      expect(answer.statusCode, JSON.stringify(card)).toBe(400);
    }
    expect((await cartOf(client)).items).toHaveLength(1);
  });
});

describe('Mercado Pago', () => {
  const secret = 'APP_USR-1234567890123456-112800-0123456789abcdef0123456789abcdef-123456789';
  const publicKey = 'APP_USR-9f8e7d6c-5b4a-3210-fedc-ba9876543210';

  it('gives the browser the public key and script, and never the access token', async () => {
    const calls: Array<{ url: string; headers: Record<string, string>; body: string }> = [];
    const fetch = (async (url: string, init: RequestInit) => {
      calls.push({ url, headers: init.headers as Record<string, string>, body: String(init.body ?? '') });
      return new Response(JSON.stringify([{ payer_costs: [{ installments: 1, installment_amount: 500, total_amount: 500, installment_rate: 0 }] }]), { status: 200 });
    }) as typeof globalThis.fetch;
    const server = await startTestServer({ cardGateway: mercadoPagoGateway({ accessToken: secret, publicKey, fetch }) });
    try {
      const client = new TestClient(server.app);
      const config = await client.call('cardGateway');
      expect(config.json()).toEqual({ provider: 'mercadopago', publicKey, scriptUrl: 'https://sdk.mercadopago.com/js/v2' });
      expect(config.headers['content-security-policy']).toContain('https://sdk.mercadopago.com');
      expect((await login(client, 'maria@example.com')).statusCode).toBe(200);
      const plans = await client.call('cardInstallments', 'value=500&brand=mastercard');
      expect(plans.json()).toEqual([{ installments: 1, installmentValue: 500, total: 500, interest: 0 }]);
      for (const answer of [config, plans]) {
        expect(answer.body).not.toContain(secret);
        expect(JSON.stringify(answer.headers)).not.toContain(secret);
      }
      // the secret goes to Mercado Pago only, in its Authorization header
      expect(calls).toEqual([expect.objectContaining({ url: expect.stringContaining('https://api.mercadopago.com/v1/payment_methods/installments?amount=500.00&payment_method_id=master') })]);
      expect(calls[0]!.headers.authorization).toBe(`Bearer ${secret}`);
    } finally {
      await server.close();
    }
  });

  it('maps its answers: approved, in review (in_process, pending), rejected for insufficient funds, rejected, and a failure as unavailable', async () => {
    const answers = [
      { status: 'approved', id: 987, card: { last_four_digits: '1111' } },
      { status: 'in_process', status_detail: 'pending_review_manual', id: 988, card: { last_four_digits: '1111' } },
      { status: 'pending', status_detail: 'pending_contingency', id: 989 },
      { status: 'rejected', status_detail: 'cc_rejected_insufficient_amount' },
      { status: 'rejected', status_detail: 'cc_rejected_other_reason' },
    ];
    const sent: Array<Record<string, unknown>> = [];
    const fetch = (async (url: string, init: RequestInit) => {
      sent.push({ ...(init.headers as Record<string, string>), method: init.method, url, body: JSON.parse(String(init.body)) });
      return new Response(JSON.stringify(answers.shift()), { status: 201 });
    }) as typeof globalThis.fetch;
    const gateway = mercadoPagoGateway({ accessToken: secret, publicKey, fetch });
    const charge = { token: 'ff8080814c11e237014c1ff593b57b4d', brand: 'visa' as const, amount: 300, installments: 3, orderId: 1100, email: 'a@b.com', holderDocument: CPF, idempotencyKey: 'k1' };
    expect(await gateway.charge(charge)).toEqual({ status: 'approved', reference: '987', last4: '1111' });
    expect(await gateway.charge(charge)).toEqual({ status: 'in_review', reference: '988', last4: '1111' });
    expect(await gateway.charge(charge)).toEqual({ status: 'in_review', reference: '989', last4: '' });
    expect(await gateway.charge(charge)).toEqual({ status: 'refused', reason: 'insufficient_funds' });
    expect(await gateway.charge(charge)).toEqual({ status: 'refused', reason: 'declined' });
    // a payment in review is left for its notice: never cancelled
    expect(sent.map((call) => `${call.method} ${call.url}`)).toEqual(Array(5).fill('POST https://api.mercadopago.com/v1/payments'));
    expect(sent[0]).toMatchObject({ 'x-idempotency-key': 'k1', body: { transaction_amount: 300, installments: 3, payment_method_id: 'visa', payer: { identification: { type: 'CPF', number: '52998224725' } } } });
    const down = mercadoPagoGateway({ accessToken: secret, publicKey, fetch: (async () => new Response('', { status: 503 })) as typeof globalThis.fetch });
    await expect(down.charge(charge)).rejects.toThrow('mercadopago 503');
  });

  it("places an order Mercado Pago answers 'in_process' as Em aprovação; its signed notice then approves or refuses it; 'rejected' is still declined", async () => {
    const MP_SECRET = 'mp-webhook-secret-card-review';
    /** A fake of Mercado Pago's API: the plans, the charge's answer (`charged`), and each payment as its notice reads it (`payments`). */
    let charged: Record<string, unknown> = {};
    const payments = new Map<string, Record<string, unknown>>();
    const calls: string[] = [];
    const fetch = (async (url: string | URL | Request, init?: RequestInit) => {
      const address = new URL(String(url));
      const method = init?.method ?? 'GET';
      calls.push(`${method} ${address.pathname}`);
      if (address.pathname === '/v1/payment_methods/installments') {
        const amount = Number(address.searchParams.get('amount'));
        return Response.json([{ payer_costs: [{ installments: 1, installment_amount: amount, total_amount: amount, installment_rate: 0 }] }]);
      }
      if (method === 'POST' && address.pathname === '/v1/payments') {
        const body = JSON.parse(String(init!.body)) as { external_reference: string };
        if (charged.id) payments.set(String(charged.id), { ...charged, external_reference: body.external_reference });
        return Response.json(charged, { status: 201 });
      }
      const payment = payments.get(address.pathname.split('/').pop()!);
      return payment ? Response.json(payment) : Response.json({ message: 'not found' }, { status: 404 });
    }) as typeof globalThis.fetch;
    const app = await appWith({
      cardGateway: mercadoPagoGateway({ accessToken: secret, publicKey, fetch }),
      paymentGateways: [mercadoPagoWebhook({ secret: MP_SECRET, accessToken: secret, fetch })],
    });
    const notice = (paymentId: string) => app.inject(mercadoPagoNotice(paymentId, MP_SECRET, { requestId: `req-${paymentId}` }));
    const mpOrder = async (client: TestClient, idAddress: number) =>
      place(client, { idAddress, paymentMethod: 'card', useStoreCredit: false, card: { token: `ff8080814c11e237014c1ff5${String(++nonces).padStart(8, '0')}`, brand: 'visa', installments: 1, holderDocument: CPF, sessionId: await session(client) } });

    // in review, then approved by the notice
    const first = await shopper(app);
    const { item } = await cartWithShipping(first.client);
    charged = { id: 70001, status: 'in_process', status_detail: 'pending_review_manual', card: { last_four_digits: '4242' } };
    const answer = await mpOrder(first.client, first.idAddress);
    expect(answer.statusCode, answer.body).toBe(200);
    const { idOrder, paymentStatus } = answer.json<PlaceOrderAnswer>();
    expect(paymentStatus).toBe('in_review');
    expect(await statuses(first.client, idOrder)).toEqual(['01 Novo', '02 Em aprovação']);
    expect(await stockOf(item.sku_id)).toBe(4);
    expect(calls.filter((call) => call.startsWith('PUT'))).toEqual([]);
    // still in review when notified: nothing changes
    expect((await notice('70001')).json()).toEqual({ ok: true, result: 'ignored' });
    payments.set('70001', { ...payments.get('70001'), status: 'approved', status_detail: 'accredited' });
    expect((await notice('70001')).json()).toEqual({ ok: true, result: 'changed' });
    expect(await statuses(first.client, idOrder)).toEqual(['01 Novo', '02 Em aprovação', '03 Aprovado']);
    expect((await mailsTo(first.email)).map((m) => m.subject)).toEqual([`Jet Store: pedido #${idOrder} realizado`, `Jet Store: pagamento do pedido #${idOrder} aprovado`]);

    // in review, then refused by the notice: the units come back
    const second = await shopper(app);
    const other = await cartWithShipping(second.client);
    charged = { id: 70002, status: 'pending', status_detail: 'pending_contingency', card: { last_four_digits: '4242' } };
    const refusedOrder = (await mpOrder(second.client, second.idAddress)).json<PlaceOrderAnswer>();
    expect(refusedOrder.paymentStatus).toBe('in_review');
    expect(await stockOf(other.item.sku_id)).toBe(4);
    payments.set('70002', { ...payments.get('70002'), status: 'rejected', status_detail: 'cc_rejected_high_risk' });
    expect((await notice('70002')).json()).toEqual({ ok: true, result: 'changed' });
    expect(await statuses(second.client, refusedOrder.idOrder)).toEqual(['01 Novo', '02 Em aprovação', '06 Pagamento não realizado']);
    expect(await stockOf(other.item.sku_id)).toBe(5);

    // rejected at once: declined as before, no order
    const third = await shopper(app);
    const rejected = await cartWithShipping(third.client);
    charged = { id: 70003, status: 'rejected', status_detail: 'cc_rejected_other_reason' };
    const before = await orderCount();
    const declined = await mpOrder(third.client, third.idAddress);
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toEqual({ error: 'Pagamento recusado pelo emissor do cartão.', code: 'CARD_DECLINED' });
    expect(await orderCount()).toBe(before);
    expect(await stockOf(rejected.item.sku_id)).toBe(5);
  });

  it('is configured from the environment; the sandbox is off on a production store unless asked for', () => {
    expect(cardGatewayFromEnv({ CARD_GATEWAY: 'mercadopago', MERCADOPAGO_ACCESS_TOKEN: secret, MERCADOPAGO_PUBLIC_KEY: publicKey })?.provider).toBe('mercadopago');
    expect(() => cardGatewayFromEnv({ CARD_GATEWAY: 'mercadopago' })).toThrow(/MERCADOPAGO_ACCESS_TOKEN/);
    expect(() => cardGatewayFromEnv({ CARD_GATEWAY: 'stripe' })).toThrow(/CARD_GATEWAY/);
    expect(cardGatewayFromEnv({})?.provider).toBe('sandbox');
    expect(cardGatewayFromEnv({ NODE_ENV: 'production' })).toBeNull();
    expect(cardGatewayFromEnv({ NODE_ENV: 'production', CARD_GATEWAY: 'sandbox' })?.provider).toBe('sandbox');
    expect(cardGatewayFromEnv({ CARD_GATEWAY: 'off' })).toBeNull();
  });
});
