/**
 * Credit card at checkout through HTTP (issue 25): the card-provider calls (gateway configuration, card
 * session, installments), placeOrder with the offline sandbox's test cards (approved → 'Aprovado' at once;
 * declined and insufficient funds → 402 with the reason, no order, stock and cart untouched), bad input as
 * 400s, and the Mercado Pago adapter's secret never in an answer.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CardGatewayConfig, CardInstallment, CardSessionAnswer, FreightOption, PaymentGateway } from '../../src/api/operations';
import type { CheckoutOptionsAnswer, OrderDetails, PlaceOrderAnswer } from '../../src/api/operations/orders.types';
import { detectCardBrand } from '../../src/payment/card/brand';
import { encodeSandboxToken, sandboxOutcome } from '../../src/payment/card/sandbox';
import { mercadoPagoGateway } from '../../server/adapters/payment-mercadopago';
import { cardGatewayFromEnv } from '../../server/adapters/payment-gateway';
import { installmentOptions } from '../../server/services/payments';
import { addItem, cartOf, login, productPicker } from './cart-helpers';
import { serverForThisFile, startTestServer, TestClient } from './helpers';

const file = serverForThisFile({ limits: { account: { max: 1000, timeWindow: 60_000 }, form: null } });
const product = productPicker(file);
const SAO_PAULO = '01310100';
const CPF = '529.982.247-25';

let customers = 0;
async function shopper(): Promise<{ client: TestClient; idAddress: number; email: string }> {
  customers += 1;
  const email = `card${customers}@example.com`;
  const [row] = await file.rows<{ id: number }>(sql`
    insert into customers (name, email, person_type, password_hash, term_accepted, policy_privacy_version)
    select ${`Cliente Cartão ${customers}`}, ${email}, 'F', password_hash, true, '2' from customers where id = 1 returning id`);
  const [address] = await file.rows<{ id: number }>(sql`
    insert into addresses (customer_id, receiver, phone_contact, is_default, zip_code, street_address, number, neighbourhood, city, state)
    values (${row!.id}, 'Cliente Teste', '11987654321', true, ${SAO_PAULO}, 'Rua Teste', '10', 'Centro', 'São Paulo', 'SP') returning id`);
  const client = new TestClient(file.server.app);
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

  it('maps its answers: approved, rejected for insufficient funds, rejected, and a failure as unavailable', async () => {
    const answers = [
      { status: 'approved', id: 987, card: { last_four_digits: '1111' } },
      { status: 'rejected', status_detail: 'cc_rejected_insufficient_amount' },
      { status: 'rejected', status_detail: 'cc_rejected_other_reason' },
    ];
    const sent: Array<Record<string, unknown>> = [];
    const fetch = (async (_url: string, init: RequestInit) => {
      sent.push({ ...(init.headers as Record<string, string>), body: JSON.parse(String(init.body)) });
      return new Response(JSON.stringify(answers.shift()), { status: 201 });
    }) as typeof globalThis.fetch;
    const gateway = mercadoPagoGateway({ accessToken: secret, publicKey, fetch });
    const charge = { token: 'ff8080814c11e237014c1ff593b57b4d', brand: 'visa' as const, amount: 300, installments: 3, orderId: 1100, email: 'a@b.com', holderDocument: CPF, idempotencyKey: 'k1' };
    expect(await gateway.charge(charge)).toEqual({ status: 'approved', reference: '987', last4: '1111' });
    expect(await gateway.charge(charge)).toEqual({ status: 'refused', reason: 'insufficient_funds' });
    expect(await gateway.charge(charge)).toEqual({ status: 'refused', reason: 'declined' });
    expect(sent[0]).toMatchObject({ 'x-idempotency-key': 'k1', body: { transaction_amount: 300, installments: 3, payment_method_id: 'visa', payer: { identification: { type: 'CPF', number: '52998224725' } } } });
    const down = mercadoPagoGateway({ accessToken: secret, publicKey, fetch: (async () => new Response('', { status: 503 })) as typeof globalThis.fetch });
    await expect(down.charge(charge)).rejects.toThrow('mercadopago 503');
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
