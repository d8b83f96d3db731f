import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { composeMail, outboxMailer } from '../../server/adapters/mailer';
import { queryRows } from '../../server/db/client';
import { createRepositories } from '../../server/repositories';
import { createCustomer, identify, login, PASSWORD } from './customer-auth-helpers';
import { startTestServer, TestClient, type TestServer } from './helpers';

/** A POST from a given client IP (inject's remoteAddress), with the anti-forgery cookie and header. */
async function postFrom(app: FastifyInstance, ip: string, url: string, body: unknown) {
  const ping = await app.inject({ method: 'GET', url: '/api/ping', remoteAddress: ip });
  const xsrf = (ping.cookies as Array<{ name: string; value: string }>).find((c) => c.name === 'XSRF-TOKEN')!.value;
  return app.inject({
    method: 'POST',
    url,
    remoteAddress: ip,
    headers: { 'content-type': 'application/json', 'x-xsrf-token': xsrf },
    cookies: { 'XSRF-TOKEN': xsrf },
    payload: JSON.stringify(body),
  });
}

describe('rate limits', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      limits: { account: { max: 4, timeWindow: 60_000 } },
      accountAttempts: { maxFailures: 2, windowMs: 60_000 },
      forgotFloorMs: 0,
    });
  });
  afterAll(() => server.close());

  it("caps each account operation per IP with the 'account' class", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      statuses.push((await postFrom(server.app, '10.0.0.1', '/api/identification', { identifier: `pessoa${i}@example.com`, tokenRecaptcha: 'offline:FirstAccess' })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
    // another IP is not affected
    expect((await postFrom(server.app, '10.0.0.2', '/api/identification', { identifier: 'outra@example.com', tokenRecaptcha: 'offline:FirstAccess' })).statusCode).toBe(200);
  });

  it('counts identifications per IP and identifier, and the codes sent per account from any IP', async () => {
    const body = { identifier: 'maria@example.com', tokenRecaptcha: 'offline:FirstAccess' };
    expect((await postFrom(server.app, '10.0.1.1', '/api/identification', body)).statusCode).toBe(200);
    expect((await postFrom(server.app, '10.0.1.1', '/api/identification', body)).statusCode).toBe(200);
    const blocked = await postFrom(server.app, '10.0.1.1', '/api/identification', body);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toBe('Muitas tentativas em pouco tempo. Aguarde 1 minuto e tente novamente.');
    // a stranger asking about Maria's e-mail does not lock her out from her own address
    expect((await postFrom(server.app, '10.0.1.2', '/api/identification', body)).statusCode).toBe(200);
    // codes e-mailed to one account (João has no password) are counted whatever the IP: no mailbox flooding
    const joao = { identifier: 'joao@example.com', tokenRecaptcha: 'offline:FirstAccess' };
    expect((await postFrom(server.app, '10.0.2.1', '/api/identification', joao)).statusCode).toBe(200);
    expect((await postFrom(server.app, '10.0.2.2', '/api/identification', joao)).statusCode).toBe(200);
    expect((await postFrom(server.app, '10.0.2.3', '/api/identification', joao)).statusCode).toBe(429);
  });

  it('counts failed logins per identifier, whatever the IP', async () => {
    const customer = await createCustomer(server.database.db);
    const body = (password: string) => ({ request: 'login', json: { username: customer.email, password, tokenRecaptcha: 'offline:Login' } });
    expect((await postFrom(server.app, '10.0.4.1', '/api/login', body('errada1'))).statusCode).toBe(401);
    expect((await postFrom(server.app, '10.0.4.2', '/api/login', body('errada2'))).statusCode).toBe(401);
    const blocked = await postFrom(server.app, '10.0.4.3', '/api/login', body(PASSWORD));
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toBe('Muitas tentativas de login. Aguarde 1 minuto e tente novamente.');
  });

  it('counts failed e-mail recoveries per CPF', async () => {
    const customer = await createCustomer(server.database.db);
    for (const ip of ['10.0.2.1', '10.0.2.2']) {
      expect((await postFrom(server.app, ip, '/api/recoverEmail', { cpfCnpj: customer.cpf, password: 'errada' })).statusCode).toBe(400);
    }
    expect((await postFrom(server.app, '10.0.2.3', '/api/recoverEmail', { cpfCnpj: customer.cpf, password: PASSWORD })).statusCode).toBe(429);
  });

  it('answers forgot password alike past the per-e-mail limit, but mails no more', async () => {
    const customer = await createCustomer(server.database.db);
    const bodies: string[] = [];
    for (const ip of ['10.0.3.1', '10.0.3.2', '10.0.3.3']) {
      const response = await postFrom(server.app, ip, '/api', { request: 'sendRecoveryEmail', json: { email: customer.email, tokenRecaptcha: 'offline:ForgetPassword' } });
      expect(response.statusCode).toBe(200);
      bodies.push(response.body);
    }
    expect(new Set(bodies).size).toBe(1);
    const mails = await queryRows(server.database.db, sql`select id from outbox where "to" = ${customer.email}`);
    expect(mails).toHaveLength(2);
  });

  it('counts wrong access codes per customer too (not only per code)', async () => {
    const customer = await createCustomer(server.database.db, { password: null });
    const client = new TestClient(server.app);
    await identify(client, customer.email);
    for (let i = 0; i < 2; i++) await client.call('validateAccessKey', null, { code: '000000', email: customer.email, tokenRecaptcha: 'offline:FirstAccess' });
    const blocked = await client.call('validateAccessKey', null, { code: '000001', email: customer.email, tokenRecaptcha: 'offline:FirstAccess' });
    expect(blocked.statusCode).toBe(429);
  });
});

describe('login timing for unknown and known e-mails', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ limits: { login: null }, loginAttempts: { maxFailures: 1000, windowMs: 60_000 }, accountAttempts: { maxFailures: 1000, windowMs: 60_000 } });
  });
  afterAll(() => server.close());

  it('answers the same text, in comparable time (medians printed for the report)', async () => {
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const known: number[] = [];
    const unknown: number[] = [];
    const bodies = new Set<string>();
    await login(new TestClient(server.app), 'maria@example.com', 'aquecimento');
    for (let i = 0; i < 15; i++) {
      for (const [username, list] of [['maria@example.com', known], [`ninguem${i}@example.com`, unknown]] as const) {
        const client = new TestClient(server.app);
        await client.get('/api/ping');
        const started = performance.now();
        const response = await login(client, username, 'senha-errada');
        list.push(performance.now() - started);
        expect(response.statusCode).toBe(401);
        bodies.add(response.body);
      }
    }
    expect(bodies.size).toBe(1);
    console.info(`login timing medians: known e-mail ${median(known).toFixed(1)} ms, unknown e-mail ${median(unknown).toFixed(1)} ms`);
    expect(median(unknown)).toBeGreaterThan(median(known) / 3);
    expect(median(known)).toBeGreaterThan(median(unknown) / 3);
  });
});

describe('outbox mailer and the demo outbox page', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ outboxPage: true, forgotFloorMs: 0 });
  });
  afterAll(() => server.close());

  it('lists the mails newest first, escaped, with clickable links and noindex', async () => {
    const repos = createRepositories(server.database.db);
    await repos.outbox.add({ to: 'a@example.com', subject: 'Primeiro <b>', text: 'antigo', html: '' });
    await repos.outbox.add({ to: 'x"<script>@example.com', subject: '<script>alert(1)</script>', text: 'Abra https://loja.example.com/a?b=1&c=<x> agora', html: '' });
    const response = await new TestClient(server.app).get('/demo/outbox', { accept: 'text/html' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const html = response.body;
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('<a href="https://loja.example.com/a?b=1&amp;c=">https://loja.example.com/a?b=1&amp;c=</a>&lt;x&gt; agora');
    expect(html.indexOf('alert(1)')).toBeLessThan(html.indexOf('Primeiro'));
  });

  it('shows the reset link of a forgot-password request as a link', async () => {
    await new TestClient(server.app).call('sendRecoveryEmail', null, { email: 'ana@example.com', tokenRecaptcha: 'offline:ForgetPassword' });
    const html = (await new TestClient(server.app).get('/demo/outbox')).body;
    expect(html).toMatch(/<a href="http:\/\/localhost:4173\/customer\/changepassword\/ChangePasswordToken\/[A-Za-z0-9_-]{43}">/);
  });

  it('escapes names and links in the HTML of a mail, and keeps the text plain', () => {
    const mail = composeMail('a@example.com', 'Assunto', ['Olá, <script>x</script>!', 'Corpo & mais'], 'https://loja.example.com/?a=1&b="2"');
    expect(mail.text).toBe('Olá, <script>x</script>!\n\nCorpo & mais\n\nhttps://loja.example.com/?a=1&b="2"');
    expect(mail.html).toContain('<p>Olá, &lt;script&gt;x&lt;/script&gt;!</p>');
    expect(mail.html).toContain('<a href="https://loja.example.com/?a=1&amp;b=&quot;2&quot;">');
  });

  it('marks a mail sent when a transport delivers it, and keeps it when the transport fails', async () => {
    const repos = createRepositories(server.database.db);
    const delivered: string[] = [];
    await outboxMailer(repos.outbox, { transport: async (mail) => void delivered.push(mail.to) }).send({ to: 'ok@example.com', subject: 's', text: 't', html: '' });
    const errors: unknown[] = [];
    await outboxMailer(repos.outbox, {
      transport: async () => {
        throw new Error('smtp down');
      },
      onError: (error) => errors.push(error),
    }).send({ to: 'falha@example.com', subject: 's', text: 't', html: '' });
    expect(delivered).toEqual(['ok@example.com']);
    expect(errors).toHaveLength(1);
    const rows = await queryRows<{ to: string; sent: boolean }>(server.database.db, sql`select "to", sent_at is not null as sent from outbox where "to" in ('ok@example.com', 'falha@example.com') order by id`);
    expect(rows).toEqual([{ to: 'ok@example.com', sent: true }, { to: 'falha@example.com', sent: false }]);
  });
});
