/**
 * Payment confirmation through HTTP (server/README.md "Payment confirmation"): the gateways' signed
 * webhooks (the offline sandbox, Mercado Pago's shape), the approved e-mail, the refusal and the expiry of
 * a Pix or boleto giving back stock and store credit once, and the demo's payments page.
 */
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { OrderDetails, StoreCreditAnswer } from '../../src/api/operations/orders.types';
import { mercadoPagoGateway, sandboxSignature } from '../../server/adapters/payment-webhooks';
import { buildApp, type AppOptions } from '../../server/app';
import { outboxMailer } from '../../server/adapters/mailer';
import { readConfig, unsafeConfig } from '../../server/config';
import { createRepositories } from '../../server/repositories';
import { sandboxPixPayer } from '../../server/routes/demo-payments';
import { paymentWebhookReceiver } from '../../server/routes/payment-webhooks';
import { paymentStatusService } from '../../server/services/payment-status';
import { sandboxGateway } from '../../server/adapters/payment-webhooks';
import { login } from './cart-helpers';
import { serverForThisFile, TestClient } from './helpers';
import { mercadoPagoNotice, orderPlacer } from './order-helpers';

const SECRET = 'sandbox-secret-for-the-tests-0123456789';
const file = serverForThisFile({ limits: { account: { max: 1000, timeWindow: 60_000 }, form: null }, sandboxWebhookSecret: SECRET, demoPayments: true });
const { shopper, placed } = orderPlacer(file, 'paystatus');

const DAY = 86_400_000;
const extraApps: FastifyInstance[] = [];
afterEach(async () => {
  for (const app of extraApps.splice(0)) await app.close();
});
/** Another app on the same database (a moved clock, a gateway), closed after the test. */
async function appWith(options: Partial<AppOptions>): Promise<FastifyInstance> {
  const app = await buildApp({ db: file.server.database.db, sandboxWebhookSecret: SECRET, limitsScale: 10, social: { offline: true }, ...options });
  await app.ready();
  extraApps.push(app);
  return app;
}

const sandboxPost = (body: string, headers: Record<string, string> = {}, app = file.server.app) =>
  app.inject({ method: 'POST', url: '/webhooks/payments/sandbox', payload: body, headers: { 'content-type': 'application/json', ...headers } });
const signed = (idOrder: number, status: string, app = file.server.app) => {
  const body = JSON.stringify({ idOrder, status });
  return sandboxPost(body, { 'x-jet-signature': sandboxSignature(SECRET, body) }, app);
};

const details = async (client: TestClient, id: number) => (await client.call('getOrderDetails', `idOrder=${id}`)).json<OrderDetails>();
const statuses = async (client: TestClient, id: number) => (await details(client, id)).historyListOrderStatus.map((s) => `${s.statusCode} ${s.statusName}`);
const stockOf = async (skuId: number) => Number((await file.rows<{ stock: number }>(sql`select stock from skus where id = ${skuId}`))[0]!.stock);
const balance = async (client: TestClient) => (await client.call('getGiftCards')).json<StoreCreditAnswer>().balance;
/** The payment e-mails a customer got (the order-placed e-mail, sent to them too, is services/order-mails' own test's). */
const mailsTo = (email: string) =>
  file.rows<{ subject: string; text: string; html: string }>(sql`select subject, text, html from outbox where "to" = ${email} and subject like '%: pagamento do pedido #%' order by id`);

describe('the sandbox webhook', () => {
  it("approves a Pix order: 'Aprovado' (03), no code to pay any more, and one e-mail with the number, items and total; a repeat changes nothing", async () => {
    const { client, idAddress, email } = await shopper();
    const { item, order } = await placed(client, idAddress, { quantity: 2 });
    expect(await statuses(client, order.idOrder)).toEqual(['01 Novo']);

    const first = await signed(order.idOrder, 'approved');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ ok: true, result: 'changed' });
    expect(await statuses(client, order.idOrder)).toEqual(['01 Novo', '03 Aprovado']);
    expect(await stockOf(item.sku_id)).toBe(8);

    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Jet Store: pagamento do pedido #${order.idOrder} aprovado`);
    expect(mails[0]!.text).toContain(`O pagamento do seu pedido #${order.idOrder} foi aprovado.`);
    expect(mails[0]!.text).toContain(`2 × ${item.name}: R$\u00a0200,00`);
    expect(mails[0]!.text).toContain(`Total: ${new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(order.total)}`);
    expect(mails[0]!.text).toContain(`/customer/order/details/${order.idOrder}`);

    const again = await Promise.all([signed(order.idOrder, 'approved'), signed(order.idOrder, 'approved')]);
    expect(again.map((a) => a.json().result)).toEqual(['unchanged', 'unchanged']);
    expect(await statuses(client, order.idOrder)).toEqual(['01 Novo', '03 Aprovado']);
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it("refuses a boleto order: 'Pagamento não realizado' (06), its units back in stock and its store credit back, once however often it is said", async () => {
    const { client, idAddress, email } = await shopper(30);
    const { item, order } = await placed(client, idAddress, { method: 'boleto', quantity: 3, useStoreCredit: true });
    expect(await stockOf(item.sku_id)).toBe(7);
    expect(await balance(client)).toBe(0);

    const answers = await Promise.all([signed(order.idOrder, 'refused'), signed(order.idOrder, 'refused')]);
    expect(answers.map((a) => a.json().result).sort()).toEqual(['changed', 'unchanged']);
    expect((await signed(order.idOrder, 'refused')).json().result).toBe('unchanged');
    expect(await statuses(client, order.idOrder)).toEqual(['01 Novo', '06 Pagamento não realizado']);
    expect(await stockOf(item.sku_id)).toBe(10);
    expect(await balance(client)).toBe(30);
    const credits = (await client.call('getGiftCards')).json<StoreCreditAnswer>().credits.filter((c) => c.note.startsWith('Estorno'));
    expect(credits).toEqual([expect.objectContaining({ amount: 30, note: `Estorno do pedido #${order.idOrder} (pagamento não realizado)` })]);

    // a late approval of a closed order changes nothing (the store refunds it by hand) and sends no e-mail
    expect((await signed(order.idOrder, 'approved')).json().result).toBe('closed');
    expect(await statuses(client, order.idOrder)).toEqual(['01 Novo', '06 Pagamento não realizado']);
    expect(await stockOf(item.sku_id)).toBe(10);
    expect(await mailsTo(email)).toHaveLength(0);
  });

  it('answers 401 to an unsigned, badly signed or re-used signature, changing nothing', async () => {
    const { client, idAddress } = await shopper();
    const { order } = await placed(client, idAddress);
    const body = JSON.stringify({ idOrder: order.idOrder, status: 'approved' });
    const otherBody = JSON.stringify({ idOrder: order.idOrder, status: 'refused' });
    const wrongKey = sandboxSignature('another-secret-of-the-same-length-000000', body);
    const attempts: Array<Record<string, string>> = [{}, { 'x-jet-signature': '' }, { 'x-jet-signature': 'sha256=zz' }, { 'x-jet-signature': wrongKey }, { 'x-jet-signature': sandboxSignature(SECRET, otherBody) }, { 'x-jet-signature': sandboxSignature(SECRET, body).slice(7) }];
    for (const headers of attempts) {
      const answer = await sandboxPost(body, headers);
      expect(answer.statusCode, JSON.stringify(headers)).toBe(401);
      expect(answer.json()).toEqual({ error: 'Notificação sem assinatura válida.', code: 'BAD_SIGNATURE' });
    }
    expect(await statuses(client, order.idOrder)).toEqual(['01 Novo']);
  });

  it('never answers a 500, whatever the body, signed or not', async () => {
    const bodies = ['', 'null', '[]', '{}', 'not json', '{"idOrder":', '{"idOrder":"1e99","status":"approved"}', '{"idOrder":-1,"status":"approved"}',
      '{"idOrder":999999999,"status":"approved"}', '{"idOrder":1024,"status":"paid"}', '{"idOrder":{"$gt":0},"status":"approved"}', '\u0000\uffff', 'x'.repeat(70_000)];
    for (const body of bodies) {
      for (const type of ['application/json', 'text/plain', 'application/x-www-form-urlencoded']) {
        const unsigned = await sandboxPost(body, { 'content-type': type });
        expect(unsigned.statusCode, `${type} ${body.slice(0, 40)}`).toBeLessThan(500);
        const signature = await sandboxPost(body, { 'content-type': type, 'x-jet-signature': sandboxSignature(SECRET, body) });
        expect(signature.statusCode, `signed ${type} ${body.slice(0, 40)}`).toBeLessThan(500);
      }
    }
    // signed but about nothing we know: taken (200) so the gateway stops, nothing changed
    const unknownOrder = JSON.stringify({ idOrder: 999_999_999, status: 'approved' });
    expect((await sandboxPost(unknownOrder, { 'x-jet-signature': sandboxSignature(SECRET, unknownOrder) })).json()).toEqual({ ok: true, result: 'unknown' });
    const noStatus = JSON.stringify({ idOrder: 1024, status: 'pending' });
    expect((await sandboxPost(noStatus, { 'x-jet-signature': sandboxSignature(SECRET, noStatus) })).json()).toEqual({ ok: true, result: 'ignored' });
    const unknownGateway = await file.server.app.inject({ method: 'POST', url: '/webhooks/payments/pagseguro', payload: '{}', headers: { 'content-type': 'application/json' } });
    expect(unknownGateway.statusCode).toBe(404);
  });

  it('logs nothing of the notification or of the customer', async () => {
    let logs = '';
    const stream = new Writable({ write(chunk, _encoding, done) { logs += String(chunk); done(); } });
    const app = await appWith({ logger: { level: 'trace', stream } });
    const { client, idAddress, email } = await shopper();
    const { order } = await placed(client, idAddress);
    const body = JSON.stringify({ idOrder: order.idOrder, status: 'approved', payer: { email, name: 'Cliente Secreto' } });
    expect((await sandboxPost(body, { 'x-jet-signature': sandboxSignature(SECRET, body) }, app)).json().result).toBe('changed');
    expect((await sandboxPost(body, {}, app)).statusCode).toBe(401);
    expect(logs).not.toContain(email);
    expect(logs).not.toContain('Cliente Secreto');
    expect(logs).not.toContain('x-jet-signature');
  });
});

describe('expiry of Pix and boleto', () => {
  it("closes a Pix order a day after it was placed, when it is read: 06, stock and store credit back, once", async () => {
    const { client, idAddress, id, email } = await shopper(20);
    const { item, order } = await placed(client, idAddress, { quantity: 2, useStoreCredit: true });
    let now = Date.now() + DAY - 60_000;
    const later = await appWith({ clock: () => new Date(now) });
    const maria = new TestClient(later);
    expect((await login(maria, email)).statusCode).toBe(200);
    expect(await statuses(maria, order.idOrder)).toEqual(['01 Novo']);

    now += 2 * 60_000;
    expect(await statuses(maria, order.idOrder)).toEqual(['01 Novo', '06 Pagamento não realizado']);
    expect(await statuses(maria, order.idOrder)).toEqual(['01 Novo', '06 Pagamento não realizado']);
    expect(await stockOf(item.sku_id)).toBe(10);
    expect(await balance(maria)).toBe(20);
    const refunds = await file.rows<{ n: number }>(sql`select count(*)::int as n from store_credit_entries where customer_id = ${id} and kind = 'C' and order_id = ${order.idOrder}`);
    expect(Number(refunds[0]!.n)).toBe(1);
    // the sandbox's approval after the deadline comes too late
    expect((await signed(order.idOrder, 'approved', later)).json().result).toBe('closed');
  });

  it('closes a boleto two days after it was placed (not after one) on the history read too', async () => {
    const { client, idAddress, email } = await shopper();
    const { item, order } = await placed(client, idAddress, { method: 'boleto', quantity: 1 });
    let now = Date.now() + DAY + 60_000;
    const later = await appWith({ clock: () => new Date(now) });
    const shopperLater = new TestClient(later);
    expect((await login(shopperLater, email)).statusCode).toBe(200);
    const row = async () => (await shopperLater.call('getOrders', 'page=1&pageSize=10')).json<{ orderSimples: Array<{ idOrder: number; nameStatus: string }> }>().orderSimples.find((o) => o.idOrder === order.idOrder);
    expect((await row())?.nameStatus).toBe('Novo');
    now += DAY;
    expect((await row())?.nameStatus).toBe('Pagamento não realizado');
    expect(await stockOf(item.sku_id)).toBe(10);
  });
});

describe('Mercado Pago webhook', () => {
  const MP_SECRET = 'mp-webhook-secret';
  const mpRequest = (paymentId: string, options: { secret?: string; ts?: string; requestId?: string } = {}) => mercadoPagoNotice(paymentId, options.secret ?? MP_SECRET, options);
  /** A fake of Mercado Pago's payments API: the payment's status and external reference, or a failure. */
  const api = (answer: { status: number; body?: unknown }) => {
    const asked: string[] = [];
    const fetcher = (async (url: string | URL | Request, init?: RequestInit) => {
      asked.push(`${String(url)} ${new Headers(init?.headers).get('authorization')}`);
      return new Response(JSON.stringify(answer.body ?? {}), { status: answer.status });
    }) as typeof fetch;
    return { fetcher, asked };
  };

  it('approves the order its payment names after checking x-signature, reading the payment with the access token', async () => {
    const { client, idAddress } = await shopper();
    const { order } = await placed(client, idAddress);
    const fake = api({ status: 200, body: { id: 123456, status: 'approved', external_reference: String(order.idOrder) } });
    const app = await appWith({ paymentGateways: [mercadoPagoGateway({ secret: MP_SECRET, accessToken: 'TEST-token', fetch: fake.fetcher })] });

    const answer = await app.inject(mpRequest('123456'));
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ ok: true, result: 'changed' });
    expect(fake.asked).toEqual(['https://api.mercadopago.com/v1/payments/123456 Bearer TEST-token']);
    expect(await statuses(client, order.idOrder)).toEqual(['01 Novo', '03 Aprovado']);
    expect((await app.inject(mpRequest('123456'))).json().result).toBe('unchanged');
  });

  it('refuses a bad signature (401) without asking the API, answers 502 when the API fails and ignores a pending payment', async () => {
    const { client, idAddress } = await shopper();
    const { order } = await placed(client, idAddress);
    const fake = api({ status: 200, body: { status: 'rejected', external_reference: String(order.idOrder) } });
    const app = await appWith({ paymentGateways: [mercadoPagoGateway({ secret: MP_SECRET, accessToken: 't', fetch: fake.fetcher })] });
    const forged = mpRequest('777', { secret: 'not-the-secret' });
    expect((await app.inject(forged)).statusCode).toBe(401);
    const otherPayment = { ...mpRequest('777'), url: '/webhooks/payments/mercadopago?data.id=778&type=payment' };
    expect((await app.inject(otherPayment)).statusCode).toBe(401);
    expect((await app.inject({ ...mpRequest('777'), headers: { 'content-type': 'application/json' } })).statusCode).toBe(401);
    expect(fake.asked).toEqual([]);

    const down = await appWith({ paymentGateways: [mercadoPagoGateway({ secret: MP_SECRET, accessToken: 't', fetch: api({ status: 500 }).fetcher })] });
    expect((await down.inject(mpRequest('777'))).statusCode).toBe(502);
    const pending = await appWith({
      paymentGateways: [mercadoPagoGateway({ secret: MP_SECRET, accessToken: 't', fetch: api({ status: 200, body: { status: 'in_process', external_reference: String(order.idOrder) } }).fetcher })],
    });
    expect((await pending.inject(mpRequest('777'))).json().result).toBe('ignored');
    expect(await statuses(client, order.idOrder)).toEqual(['01 Novo']);

    expect((await app.inject(mpRequest('777'))).json().result).toBe('changed');
    expect(await statuses(client, order.idOrder)).toEqual(['01 Novo', '06 Pagamento não realizado']);
  });

  it('is 404 while Mercado Pago is not configured', async () => {
    expect((await file.server.app.inject(mpRequest('1'))).statusCode).toBe(404);
  });
});

describe('the demo payments page (/demo/pagamentos)', () => {
  it('lists the open Pix and boleto orders and pays one from this machine; another address or another site gets 404', async () => {
    const { client, idAddress } = await shopper();
    const { order } = await placed(client, idAddress);
    const page = await file.server.app.inject({ method: 'GET', url: '/demo/pagamentos' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`Pedido #${order.idOrder}`);
    expect((await file.server.app.inject({ method: 'GET', url: '/demo/pagamentos', remoteAddress: '203.0.113.9' })).statusCode).toBe(404);

    const form = (headers: Record<string, string>, remoteAddress?: string) =>
      file.server.app.inject({
        method: 'POST', url: '/demo/pagamentos', payload: `pedido=${order.idOrder}&resultado=approved`,
        headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'localhost:4173', ...headers }, ...(remoteAddress && { remoteAddress }),
      });
    expect((await form({ origin: 'https://evil.example' })).statusCode).toBe(404);
    expect((await form({ origin: 'http://localhost:4173', 'sec-fetch-site': 'cross-site' })).statusCode).toBe(404);
    expect((await form({ origin: 'http://localhost:4173' }, '203.0.113.9')).statusCode).toBe(404);
    expect(await statuses(client, order.idOrder)).toEqual(['01 Novo']);

    const paid = await form({ origin: 'http://localhost:4173', 'sec-fetch-site': 'same-origin' });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/demo/pagamentos?pedido=${order.idOrder}&r=approved`);
    expect(await statuses(client, order.idOrder)).toEqual(['01 Novo', '03 Aprovado']);
    const after = await file.server.app.inject({ method: 'GET', url: paid.headers.location as string });
    expect(after.body).toContain(`Pedido #${order.idOrder}: pagamento aprovado.`);
    expect(after.body).not.toContain(`<h2>Pedido #${order.idOrder}</h2>`);
  });

  it('does not exist without the demo option', async () => {
    const app = await appWith({ demoPayments: false });
    expect((await app.inject({ method: 'GET', url: '/demo/pagamentos' })).statusCode).toBe(404);
  });
});

describe('the sandbox paying Pix orders by itself (SANDBOX_PIX_CONFIRM_SECONDS)', () => {
  it('is off by default and refused without DEMO=1', () => {
    expect(readConfig({}).sandboxPixConfirmSeconds).toBeNull();
    expect(readConfig({ DEMO: '1', SANDBOX_PIX_CONFIRM_SECONDS: '20' }).sandboxPixConfirmSeconds).toBe(20);
    expect(unsafeConfig(readConfig({ DEMO: '1', SANDBOX_PIX_CONFIRM_SECONDS: '20' }))).toBeNull();
    expect(unsafeConfig(readConfig({ SANDBOX_PIX_CONFIRM_SECONDS: '20' }))).toMatch(/demo only/);
    expect(() => readConfig({ DEMO: '1', SANDBOX_PIX_CONFIRM_SECONDS: 'soon' })).toThrow(/SANDBOX_PIX_CONFIRM_SECONDS/);
  });

  it('pays an open Pix once it is that old, through its signed notice, and leaves boletos alone', async () => {
    const { client, idAddress, email } = await shopper();
    const { order: pix } = await placed(client, idAddress);
    const { order: boleto } = await placed(client, idAddress, { method: 'boleto' });
    let now = Date.now() + 10_000;
    const repos = createRepositories(file.server.database.db);
    const payments = paymentStatusService(repos, { mailer: outboxMailer(repos.outbox), publicUrl: 'http://localhost:4173', clock: () => new Date(now) });
    const secret = Buffer.from(SECRET);
    const payPix = sandboxPixPayer(payments, paymentWebhookReceiver(payments, [sandboxGateway(secret)]), secret, 20_000);
    await payPix();
    expect(await statuses(client, pix.idOrder)).toEqual(['01 Novo']);
    now += 15_000;
    await payPix();
    expect(await statuses(client, pix.idOrder)).toEqual(['01 Novo', '03 Aprovado']);
    expect(await statuses(client, boleto.idOrder)).toEqual(['01 Novo']);
    await payPix();
    expect((await mailsTo(email)).filter((m) => m.subject.includes(`#${pix.idOrder}`))).toHaveLength(1);
  });
});
