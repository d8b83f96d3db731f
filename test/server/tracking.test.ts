/**
 * Delivery tracking through HTTP (getOrderTracking; server/README.md "Delivery tracking"): only the order's
 * owner sees it (another customer gets the answer of an unknown order), the steps of the offline carrier as
 * the app's clock moves, one status e-mail per new step through the outbox, and the dispatch of an order.
 * The seed gives #1018 a parcel posted 26 h before it ran, #1017 and #1016 delivered ones (db/seed-tracking.ts).
 */
import { sql } from 'drizzle-orm';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { queryRows } from '../../server/db/client';
import type { OrderDetails } from '../../src/api/operations/orders.types';
import type { OrderTracking } from '../../src/api/operations/tracking';
import { offlineCarrier } from '../../server/adapters/carrier';
import { outboxMailer } from '../../server/adapters/mailer';
import { createRepositories } from '../../server/repositories';
import { trackingService } from '../../server/services/tracking';
import { login } from './cart-helpers';
import { openSeededDatabase, serverForThisFile, TestClient } from './helpers';

const HOUR = 3_600_000;
let now = new Date();
const clock = () => now;
const file = serverForThisFile({ clock });

async function as(email: string): Promise<TestClient> {
  const client = new TestClient(file.server.app);
  expect((await login(client, email)).statusCode).toBe(200);
  return client;
}
const postedAt = async (orderId: number) => {
  const [row] = await file.rows<{ posted_at: string | Date }>(sql`select posted_at from shipments where order_id = ${orderId}`);
  return new Date(row!.posted_at).getTime();
};
const mails = (orderId: number) =>
  file.rows<{ to: string; subject: string; text: string; html: string }>(sql`select "to", subject, text, html from outbox where subject like ${`%pedido #${orderId},%`} order by id`);
const tracking = async (client: TestClient, orderId: number) => {
  const response = await client.call('getOrderTracking', `idOrder=${orderId}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<OrderTracking | null>();
};

describe('getOrderTracking', () => {
  it('shows the owner the carrier, the code and the events so far, newest first', async () => {
    const posted = await postedAt(1018);
    now = new Date(posted + 21 * HOUR);
    const maria = await as('maria@example.com');
    const answer = await tracking(maria, 1018);
    const [address] = await file.rows<{ city: string; state: string }>(sql`select city, state from order_addresses where order_id = 1018`);
    expect(answer).toEqual({
      carrier: 'Transportadora Jet',
      trackingCode: 'JT000001018BR',
      delivered: false,
      events: [
        { step: 'in_transit', description: 'Em trânsito', place: 'Centro de distribuição, Cajamar/SP', date: new Date(posted + 20 * HOUR).toISOString() },
        { step: 'posted', description: 'Pedido postado', place: 'São Paulo/SP', date: new Date(posted).toISOString() },
      ],
    });
    expect(address).toBeDefined();
    // the steps the seed stored are history: no e-mail for them
    expect(await mails(1018)).toEqual([]);
  });

  it('e-mails the owner once when the parcel moves on a step, and the answer shows it', async () => {
    const posted = await postedAt(1018);
    const maria = await as('maria@example.com');
    now = new Date(posted + 45 * HOUR);
    const answer = (await tracking(maria, 1018))!;
    const [address] = await file.rows<{ city: string; state: string }>(sql`select city, state from order_addresses where order_id = 1018`);
    expect(answer.events[0]).toEqual({ step: 'out_for_delivery', description: 'Saiu para entrega', place: `${address!.city}/${address!.state}`, date: new Date(posted + 44 * HOUR).toISOString() });
    const sent = await mails(1018);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: 'maria@example.com', subject: expect.stringMatching(/pedido #1018, Saiu para entrega$/) });
    expect(sent[0]!.text).toContain('Seu pedido #1018 foi atualizado: Saiu para entrega');
    expect(sent[0]!.text).toContain('/customer/order/details/1018');
    expect(sent[0]!.text).toContain('Código de rastreamento: JT000001018BR');
    // asked again at the same time: nothing new, nothing sent
    expect((await tracking(maria, 1018))!.events).toHaveLength(3);
    expect(await mails(1018)).toHaveLength(1);
    // delivered
    now = new Date(posted + 51 * HOUR);
    const delivered = (await tracking(maria, 1018))!;
    expect(delivered.delivered).toBe(true);
    expect(delivered.events.map((event) => event.step)).toEqual(['delivered', 'out_for_delivery', 'in_transit', 'posted']);
    expect((await mails(1018)).map((mail) => mail.subject.replace(/^.*, /, ''))).toEqual(['Saiu para entrega', 'Entregue']);
    // the order is delivered too
    const details = (await maria.call('getOrderDetails', 'idOrder=1018')).json<OrderDetails>();
    expect(details.historyListOrderStatus.at(-1)).toEqual({ statusName: 'Entregue', statusCode: '05', dateRegisterStatus: new Date(posted + 50 * HOUR).toISOString() });
  });

  it('answers null for an order not dispatched yet, and the delivered parcels of the seed in full', async () => {
    const maria = await as('maria@example.com');
    expect(await tracking(maria, 1024)).toBeNull();
    const delivered = (await tracking(maria, 1017))!;
    expect(delivered.delivered).toBe(true);
    expect(delivered.events.map((event) => event.description)).toEqual(['Entregue', 'Saiu para entrega', 'Em trânsito', 'Pedido postado']);
  });

  it('gives another customer the answer of an unknown order, and a visitor a 401', async () => {
    const ana = await as('ana@example.com');
    const theirs = await ana.call('getOrderTracking', 'idOrder=1018');
    const details = await ana.call('getOrderDetails', 'idOrder=1018');
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ error: 'Oops, o pedido #1018 não foi localizado.', code: 'NOT_FOUND' });
    expect(theirs.json()).toEqual(details.json());
    const unknown = await ana.call('getOrderTracking', 'idOrder=999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'Oops, o pedido #999999 não foi localizado.', code: 'NOT_FOUND' });
    const visitor = new TestClient(file.server.app);
    expect((await visitor.call('getOrderTracking', 'idOrder=1018')).statusCode).toBe(401);
  });

  it('refuses a bad order id with a 400 in pt-BR, never a 500', async () => {
    const maria = await as('maria@example.com');
    for (const params of [null, '', 'idOrder=', 'idOrder=0', 'idOrder=-1', 'idOrder=abc', 'idOrder=1e3', 'idOrder=0x400', 'idOrder=99999999999', 'x=%ZZ']) {
      const response = await maria.call('getOrderTracking', params);
      expect(response.statusCode, String(params)).toBe(400);
      expect(response.json()).toMatchObject({ error: 'Parâmetros da requisição inválidos.' });
    }
  });
});

describe('dispatching an order', () => {
  it('creates its shipment and the status Enviado, e-mails "Pedido postado", and the refresh mails the next steps', async () => {
    const repos = createRepositories(file.server.database.db);
    const start = new Date('2030-01-07T12:00:00Z');
    let time = start;
    const service = trackingService(repos, { carrier: offlineCarrier({ clock: () => time }), mailer: outboxMailer(repos.outbox), clock: () => time, publicUrl: 'https://loja.example' });
    const shipment = await service.dispatch(1023);
    expect(shipment).toMatchObject({ orderId: 1023, carrier: 'Transportadora Jet', trackingCode: 'JT000001023BR', postedAt: start });
    expect((await mails(1023)).map((mail) => mail.subject.replace(/^.*, /, ''))).toEqual(['Pedido postado']);
    expect((await mails(1023))[0]!.text).toContain('https://loja.example/customer/order/details/1023');
    // a second dispatch keeps the first parcel and sends nothing
    expect(await service.dispatch(1023)).toMatchObject({ id: shipment!.id });
    expect(await mails(1023)).toHaveLength(1);
    expect(await service.dispatch(999999)).toBeUndefined();

    now = start;
    const maria = await as('maria@example.com');
    const details = (await maria.call('getOrderDetails', 'idOrder=1023')).json<OrderDetails>();
    expect(details.historyListOrderStatus.at(-1)).toMatchObject({ statusName: 'Enviado', statusCode: '04', dateRegisterStatus: start.toISOString() });

    // the read asks the carrier at most once a minute per parcel
    const steps = async (msAfterStart: number) => {
      time = new Date(start.getTime() + msAfterStart);
      return (await service.tracking(1, 1023))!.events.map((event) => event.step);
    };
    expect(await steps(20 * HOUR - 30_000)).toEqual(['posted']);
    expect(await steps(20 * HOUR + 10_000)).toEqual(['posted']);
    expect(await steps(20 * HOUR + 30_000)).toEqual(['in_transit', 'posted']);

    time = new Date(start.getTime() + 50 * HOUR);
    expect(await service.refreshOpen()).toBe(2);
    expect((await mails(1023)).map((mail) => mail.subject.replace(/^.*, /, ''))).toEqual(['Pedido postado', 'Em trânsito', 'Saiu para entrega', 'Entregue']);
    // delivered: no longer refreshed
    time = new Date(start.getTime() + 80 * HOUR);
    await service.refreshOpen();
    expect(await mails(1023)).toHaveLength(4);
  });
});

describe('logs of the tracking', () => {
  it('hold no e-mail address or address of the customer while a step is read and e-mailed, even when the mail fails', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const database = await openSeededDatabase();
    try {
      const [row] = await queryRows<{ posted_at: string | Date }>(database.db, sql`select posted_at from shipments where order_id = 1018`);
      const at = new Date(new Date(row!.posted_at).getTime() + 51 * HOUR);
      const failing = {
        send: async () => {
          throw new Error('smtp down for maria@example.com');
        },
      };
      const app = await buildApp({ db: database.db, logger: { level: 'trace', stream }, clock: () => at, mailer: failing, limitsScale: 10 });
      await app.ready();
      const maria = new TestClient(app);
      expect((await login(maria, 'maria@example.com')).statusCode).toBe(200);
      const response = await maria.call('getOrderTracking', 'idOrder=1018');
      expect(response.statusCode).toBe(200);
      expect(response.json<OrderTracking>().delivered).toBe(true);
      await app.close();
      const [address] = await queryRows<{ street_address: string }>(database.db, sql`select street_address from order_addresses where order_id = 1018`);
      expect(lines.length).toBeGreaterThan(0);
      for (const personal of ['maria@example.com', 'Maria', address!.street_address]) expect(lines.join('\n')).not.toContain(personal);
    } finally {
      await database.close();
    }
  });
});
