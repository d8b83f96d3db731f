import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { composeMail, outboxMailer } from '../../server/adapters/mailer';
import { queryRows } from '../../server/db/client';
import { createRepositories } from '../../server/repositories';
import { createCustomer, identify, lastCode, login, otherCode, PASSWORD } from './customer-auth-helpers';
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
    // codes e-mailed to one account (João has no password) are counted whatever the IP: past the threshold
    // a bot check (no lockout: João himself, with a token, still gets his code)
    const joao = { identifier: 'joao@example.com', tokenRecaptcha: 'offline:FirstAccess' };
    expect((await postFrom(server.app, '10.0.2.1', '/api/identification', joao)).statusCode).toBe(200);
    expect((await postFrom(server.app, '10.0.2.2', '/api/identification', joao)).statusCode).toBe(200);
    const asked = await postFrom(server.app, '10.0.2.3', '/api/identification', { identifier: 'joao@example.com' });
    expect(asked.statusCode).toBe(400);
    expect(asked.json().code).toBe('BOT_CHECK_REQUIRED');
    const sent = await postFrom(server.app, '10.0.2.3', '/api/identification', joao);
    expect(sent.statusCode).toBe(200);
    expect(sent.json().next).toBe('code-sent');
  });

  it('counts identifications per identifier from any address: past the threshold a bot check, never a refusal', async () => {
    const customer = await createCustomer(server.database.db);
    const bare = { identifier: customer.cpf };
    expect((await postFrom(server.app, '10.0.5.1', '/api/identification', bare)).json()).toEqual({ next: 'login', email: null, automaticSecurePasswordGeneration: false });
    expect((await postFrom(server.app, '10.0.5.2', '/api/identification', bare)).statusCode).toBe(200);
    const asked = await postFrom(server.app, '10.0.5.3', '/api/identification', bare);
    expect(asked.statusCode).toBe(400);
    expect(asked.json()).toEqual({ error: 'Por segurança, confirme que você não é um robô para continuar.', code: 'BOT_CHECK_REQUIRED' });
    const withToken = await postFrom(server.app, '10.0.5.3', '/api/identification', { ...bare, tokenRecaptcha: 'offline:FirstAccess' });
    expect(withToken.statusCode).toBe(200);
    expect(withToken.json().email).toMatch(/^cl\*\*\*@example\.com$/);
  });

  it('counts failed logins per identifier, whatever the IP: past the threshold a bot check and a delay, no lockout', async () => {
    const customer = await createCustomer(server.database.db);
    const body = (password: string, tokenRecaptcha = 'offline:Login') => ({ request: 'login', json: { username: customer.email, password, tokenRecaptcha } });
    expect((await postFrom(server.app, '10.0.4.1', '/api/login', body('errada1'))).statusCode).toBe(401);
    expect((await postFrom(server.app, '10.0.4.2', '/api/login', body('errada2'))).statusCode).toBe(401);
    // the address that failed last waits
    const delayed = await postFrom(server.app, '10.0.4.2', '/api/login', body(PASSWORD));
    expect(delayed.statusCode).toBe(429);
    expect(delayed.json()).toMatchObject({ error: 'Muitas tentativas erradas nesta conta. Aguarde 1 segundo e tente novamente.', code: 'ACCOUNT_DELAY' });
    // the owner elsewhere: asked for a bot check without a token, signed in with one
    expect((await postFrom(server.app, '10.0.4.3', '/api/login', body(PASSWORD, ''))).json().code).toBe('BOT_CHECK_REQUIRED');
    expect((await postFrom(server.app, '10.0.4.3', '/api/login', body(PASSWORD))).statusCode).toBe(200);
  });

  it('throttles an address that fails too much, over any accounts', async () => {
    const throttled = await startTestServer({ loginAddressAttempts: { maxFailures: 3, windowMs: 60_000 } });
    try {
      const body = (username: string) => ({ request: 'login', json: { username, password: 'errada', tokenRecaptcha: 'offline:Login' } });
      for (let i = 0; i < 3; i++) expect((await postFrom(throttled.app, '10.0.6.1', '/api/login', body(`alguem${i}@example.com`))).statusCode).toBe(401);
      const refused = await postFrom(throttled.app, '10.0.6.1', '/api/login', body('maria@example.com'));
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error).toBe('Muitas tentativas de login. Aguarde 1 minuto e tente novamente.');
      expect((await postFrom(throttled.app, '10.0.6.2', '/api/login', body('maria@example.com'))).statusCode).toBe(401);
    } finally {
      await throttled.close();
    }
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

  it('counts wrong access codes per customer from any session: a delay and a bot check, the owner still gets in', async () => {
    const customer = await createCustomer(server.database.db, { password: null });
    const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(server.database.db, query);
    const attacker = new TestClient(server.app, '10.0.7.1');
    await identify(attacker, customer.email);
    const wrong = async (code: string, tokenRecaptcha = 'offline:FirstAccess') =>
      attacker.call('validateAccessKey', null, { code, email: customer.email, tokenRecaptcha });
    const mailed = await lastCode(rows, customer.email);
    for (let i = 0; i < 2; i++) expect((await wrong(otherCode(mailed))).statusCode).toBe(400);
    const delayed = await wrong(otherCode(mailed));
    expect(delayed.statusCode).toBe(429);
    expect(delayed.json()).toMatchObject({ error: 'Muitos códigos errados nesta conta. Aguarde 1 segundo e tente novamente.', code: 'ACCOUNT_DELAY' });
    // the owner, in her own session with her own fresh code: asked for a bot check without a token, in with one
    const owner = new TestClient(server.app, '10.0.7.2');
    await identify(owner, customer.email);
    const code = await lastCode(rows, customer.email);
    const asked = await owner.call('validateAccessKey', null, { code, email: customer.email, tokenRecaptcha: '' });
    expect(asked.json().code).toBe('BOT_CHECK_REQUIRED');
    expect((await owner.call('validateAccessKey', null, { code, email: customer.email, tokenRecaptcha: 'offline:FirstAccess' })).json()).toEqual({ valid: true });
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
