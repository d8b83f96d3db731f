/**
 * Issue 22's second hardening round, through HTTP: the demo's stand-ins answer only this machine's own
 * clients, a client behind a proxy cannot choose its address, sessions end, cookies are Secure on https,
 * payloads are never coerced, work per request is bounded, and the HTTP layer's own refusals are pt-BR.
 */
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { array, number, object, string } from 'yup';
import { offlineCredential } from '../../server/adapters/social-offline';
import { parseAllowedOrigins, parseTrustProxy, readConfig, unsafeConfig } from '../../server/config';
import { isLoopbackAddress } from '../../server/lib/loopback';
import { createRepositories } from '../../server/repositories';
import { DEFAULT_ARRAY_CAP, jsonSchema } from '../../server/routes/input';
import { DEFAULT_SESSION_LIFETIME, sessionEnd, shouldExtend } from '../../server/repositories/customers/sessions';
import { serverForThisFile, startTestServer, TestClient, type TestServer } from './helpers';

const DAY = 86_400_000;

/** A POST from a given socket address, with extra headers (a proxy's X-Forwarded-For ...). */
async function postFrom(app: FastifyInstance, remoteAddress: string, url: string, body: unknown, headers: Record<string, string> = {}) {
  const ping = await app.inject({ method: 'GET', url: '/api/ping', remoteAddress, headers });
  const xsrf = (ping.cookies as Array<{ name: string; value: string }>).find((c) => c.name === 'XSRF-TOKEN')!.value;
  return app.inject({
    method: 'POST',
    url,
    remoteAddress,
    headers: { ...headers, 'content-type': 'application/json', 'x-xsrf-token': xsrf },
    cookies: { 'XSRF-TOKEN': xsrf },
    payload: JSON.stringify(body),
  });
}

describe('the configuration', () => {
  it('listens on this machine only unless HOST says otherwise, and refuses DEMO=1 where others reach it', () => {
    expect(readConfig({}).host).toBe('127.0.0.1');
    expect(unsafeConfig(readConfig({ DEMO: '1' }))).toBeNull();
    expect(unsafeConfig(readConfig({ DEMO: '1', HOST: 'localhost' }))).toBeNull();
    expect(unsafeConfig(readConfig({ DEMO: '1', HOST: '0.0.0.0' }))).toMatch(/HOST=0\.0\.0\.0 is refused/);
    expect(unsafeConfig(readConfig({ DEMO: '1', HOST: '192.168.0.10' }))).toMatch(/refused/);
    expect(unsafeConfig(readConfig({ HOST: '0.0.0.0' }))).toBeNull();
  });

  it('reads TRUST_PROXY as a hop count or the proxies, and refuses "trust everyone"', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('10.0.0.5, 10.1.0.0/16,loopback')).toEqual(['10.0.0.5', '10.1.0.0/16', 'loopback']);
    expect(() => parseTrustProxy('true')).toThrow(/any client choose its address/);
    expect(() => parseTrustProxy('proxy.example')).toThrow(/neither a number/);
  });

  it('reads ALLOWED_ORIGINS as exact https origins, and refuses anything else with the reason', () => {
    expect(readConfig({}).allowedOrigins).toEqual([]);
    expect(parseAllowedOrigins(' https://www.loja.example, https://loja.example:8443,https://www.loja.example/ ')).toEqual(['https://www.loja.example', 'https://loja.example:8443']);
    expect(parseAllowedOrigins('http://localhost:8080,http://127.0.0.1:8080')).toEqual(['http://localhost:8080', 'http://127.0.0.1:8080']);
    expect(() => parseAllowedOrigins('*')).toThrow(/"\*" is not an origin/);
    expect(() => parseAllowedOrigins('https://loja.example/tema')).toThrow(/is not an origin/);
    expect(() => parseAllowedOrigins('https://*.loja.example')).toThrow(/is not an origin/);
    expect(() => parseAllowedOrigins('null')).toThrow(/is not an origin/);
    expect(() => parseAllowedOrigins('http://loja.example')).toThrow(/must use https/);
    expect(() => readConfig({ ALLOWED_ORIGINS: 'loja.example' })).toThrow(/ALLOWED_ORIGINS/);
    // SameSite=None cookies need Secure: a store others reach must say it is on https
    expect(unsafeConfig(readConfig({ ALLOWED_ORIGINS: 'https://loja.example', HOST: '0.0.0.0' }))).toMatch(/HTTPS=1/);
    expect(unsafeConfig(readConfig({ ALLOWED_ORIGINS: 'https://loja.example', HOST: '0.0.0.0', HTTPS: '1' }))).toBeNull();
    expect(unsafeConfig(readConfig({ ALLOWED_ORIGINS: 'http://localhost:8080' }))).toBeNull();
  });

  it('reads the session lifetimes', () => {
    expect(readConfig({ SESSION_IDLE_HOURS: '2', SESSION_MAX_DAYS: '1' })).toMatchObject({ sessionIdleMs: 2 * 3_600_000, sessionMaxMs: DAY });
    expect(() => readConfig({ SESSION_IDLE_HOURS: '-1' })).toThrow(/SESSION_IDLE_HOURS/);
  });

  it('knows loopback addresses', () => {
    for (const address of ['127.0.0.1', '127.8.9.1', '::1', '::ffff:127.0.0.1']) expect(isLoopbackAddress(address)).toBe(true);
    for (const address of ['10.0.0.1', '::ffff:10.0.0.1', '0.0.0.0', '::', '', undefined]) expect(isLoopbackAddress(address)).toBe(false);
  });
});

describe('the demo stand-ins', () => {
  const handle = serverForThisFile({ outboxPage: true, limits: { account: null, form: null } });
  beforeAll(async () => {
    await handle.rows(sql`update company_settings set google_app_id = 'offline-google'`);
  });

  it('shows the outbox to this machine only, never through a proxy', async () => {
    const { app } = handle.server;
    expect((await app.inject({ method: 'GET', url: '/demo/outbox', remoteAddress: '127.0.0.1' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/demo/outbox', remoteAddress: '::1' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/demo/outbox', remoteAddress: '203.0.113.9' })).statusCode).toBe(404);
    const proxied = await app.inject({ method: 'GET', url: '/demo/outbox', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(proxied.statusCode).toBe(404);
    expect(proxied.body).not.toContain('outbox__mail');
  });

  it('takes an offline social credential from this machine only', async () => {
    const { app } = handle.server;
    const body = {
      appName: 'Google',
      appId: 'offline-google',
      credential: offlineCredential({ sub: 'g-maria', email: 'maria@example.com', name: 'Maria' }),
      nameCustomer: 'x',
      emailCustomer: 'maria@example.com',
    };
    const remote = await postFrom(app, '198.51.100.20', '/api/loginsocial', body);
    expect(remote.statusCode).toBe(400);
    expect(remote.json()).toMatchObject({ code: 'SOCIAL_FAILED' });
    expect(remote.cookies.some((c: { name: string }) => c.name === 'jet_session')).toBe(false);
    const proxied = await postFrom(app, '127.0.0.1', '/api/loginsocial', body, { forwarded: 'for=198.51.100.20' });
    expect(proxied.statusCode).toBe(400);
    const local = await postFrom(app, '127.0.0.1', '/api/loginsocial', body);
    expect(local.statusCode).toBe(200);
  });
});

describe('behind a proxy (TRUST_PROXY)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ trustProxy: 1, limitsScale: 1, limits: { login: { max: 30, timeWindow: 60_000 } } });
  });
  afterAll(() => server.close());

  it('reads the client as the proxy saw it: a forged X-Forwarded-For never escapes the limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      // The client wrote 'x-forwarded-for: 10.9.<i>' itself; the one proxy appended the address it saw.
      const response = await postFrom(server.app, '10.0.0.2', '/api/login', { email: `pessoa${i}@example.com`, password: 'errada-123' }, {
        'x-forwarded-for': `10.9.${i}.1, 198.51.100.7`,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.filter((status) => status === 429).length).toBe(10);
    expect(statuses.slice(0, 30).every((status) => status !== 429)).toBe(true);
  });
});

describe('sessions', () => {
  it('end after the idle time, and at the absolute lifetime however much they are used', () => {
    const lifetime = { idleMs: 7 * DAY, maxMs: 30 * DAY };
    const created = new Date('2026-11-01T00:00:00Z');
    expect(sessionEnd(lifetime, created, created.getTime()).toISOString()).toBe('2026-11-08T00:00:00.000Z');
    expect(sessionEnd(lifetime, created, created.getTime() + 28 * DAY).toISOString()).toBe('2026-12-01T00:00:00.000Z');
    const session = { createdAt: created, expiresAt: new Date(created.getTime() + 7 * DAY) };
    expect(shouldExtend(lifetime, session, created.getTime() + 3_600_000)).toBe(false);
    expect(shouldExtend(lifetime, session, created.getTime() + 2 * DAY)).toBe(true);
    expect(shouldExtend(lifetime, { createdAt: created, expiresAt: new Date(created.getTime() + 30 * DAY) }, created.getTime() + 29 * DAY)).toBe(false);
    expect(DEFAULT_SESSION_LIFETIME).toEqual(lifetime);
  });

  const handle = serverForThisFile({ https: true, sessionLifetime: { idleMs: 2 * DAY, maxMs: 10 * DAY } });

  it('marks the session and anti-forgery cookies Secure on an https store, even when the request reached it over http', async () => {
    const client = new TestClient(handle.server.app);
    const response = await client.call('addProductToCart', null, { idProduct: 1, idSku: null, quantity: 1 });
    expect(response.statusCode, response.body).toBe(200);
    const cookies = response.cookies as Array<{ name: string; secure?: boolean; maxAge?: number }>;
    expect(cookies.find((c) => c.name === 'jet_session')?.secure).toBe(true);
    expect(cookies.find((c) => c.name === 'XSRF-TOKEN')?.secure).toBe(true);
  });

  it('does not take a session past its absolute end, nor one idle too long', async () => {
    const repos = createRepositories(handle.server.database.db, { sessionLifetime: { idleMs: 2 * DAY, maxMs: 10 * DAY } });
    const old = await repos.sessions.create(null);
    // began 11 days ago, used an hour ago: past the 10-day lifetime whatever its stored end says
    await handle.rows(sql`update sessions set created_at = now() - interval '11 days', expires_at = now() + interval '1 day' where id = ${old.id}`);
    expect(await repos.sessions.find(old.id)).toBeUndefined();
    const idle = await repos.sessions.create(null);
    await handle.rows(sql`update sessions set expires_at = now() - interval '1 minute' where id = ${idle.id}`);
    expect(await repos.sessions.find(idle.id)).toBeUndefined();
    // a session used once a day by its owner still ends 10 days after it began
    const used = await repos.sessions.create(null);
    await handle.rows(sql`update sessions set created_at = now() - interval '9 days 23 hours' where id = ${used.id}`);
    const extended = await repos.sessions.extend(used.id, (await repos.sessions.find(used.id))!.createdAt);
    expect(extended.getTime() - Date.now()).toBeLessThanOrEqual(3_600_000 + 1000);
  });
});

describe('strict input', () => {
  const handle = serverForThisFile({ limits: { form: null, cart: null } });

  it('never coerces a JSON type: a list for an id, a boolean for a name', async () => {
    const client = new TestClient(handle.server.app);
    const list = await client.call('addProductToCart', null, { idProduct: [1, 2, 3], idSku: null, quantity: 1 });
    expect(list.statusCode).toBe(400);
    expect(list.json(), list.body).toEqual({ error: 'Dados da requisição inválidos.', code: 'INVALID_INPUT' });
    const bool = await client.call('registerEmailInfo', null, { name: true, email: 'novo@example.com' });
    expect(bool.json()).toEqual({ error: 'Dados da requisição inválidos.', code: 'INVALID_INPUT' });
    const quote = await client.call('sendQuote', null, { name: 'Ana Souza', email: 'ana@example.com', phone: '(11) 98765-4321', message: 'Oi', products: [{ idProduct: [2] }] });
    expect(quote.json()).toEqual({ error: 'Dados da requisição inválidos.', code: 'INVALID_INPUT' });
  });

  it('refuses control characters that appear only once decoded (%00) with a 400, never a 500', async () => {
    const client = new TestClient(handle.server.app);
    for (const url of ['/a%00b', '/%0A', '/x%7F', 'http://localhost/%00']) {
      const response = await client.post('/api/redirect301', { urlAntiga: url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toMatchObject({ code: 'INVALID_INPUT' });
    }
  });

  it('refuses the probe\'s 240 kB bodies at once (413), and what fits under 32 kB without holding a concurrent read', async () => {
    const client = new TestClient(handle.server.app);
    await client.get('/api/ping');
    // the probe's body: a sign-up whose category list holds 120,000 numbers
    const probe = await client.call('registerEmailInfo', null, { name: 'Ana Souza', email: 'ana@example.com', emailInfoCategory: Array.from({ length: 120_000 }, () => 1) });
    expect(probe.statusCode).toBe(413);
    expect(probe.json()).toEqual({ error: 'A requisição é grande demais.', code: 'TOO_LARGE' });
    // what fits: lists of objects, each with a bad id (yup would look at every one)
    const badIds = Array.from({ length: 1_100 }, () => ({ idEmailInfoCategory: 'x' }));
    const products = Array.from({ length: 1_500 }, () => ({ idProduct: 'x' }));
    const started = performance.now();
    const heavy = [
      client.call('registerEmailInfo', null, { name: 'Ana Souza', email: 'ana2@example.com', emailInfoCategory: badIds }),
      client.call('registerEmailInfo', null, { name: 'Ana Souza', email: 'ana3@example.com', emailInfoCategory: badIds }),
      client.call('sendQuote', null, { name: 'Ana Souza', email: 'ana@example.com', phone: '(11) 98765-4321', message: 'Oi', products }),
    ];
    const read = client.call('getCartCount').then(() => performance.now() - started);
    for (const answer of await Promise.all(heavy)) expect(answer.json()).toEqual({ error: expect.any(String), code: 'INVALID_INPUT' });
    // Before: 4.6-6.1 s of validation per sign-up, and a read waited 14.4 s behind three of them.
    expect(await read).toBeLessThan(1_000);
  });

  it('lets yup look at a list cut to its cap + 1 (the field still refused with its own text), and refuses one past a default cap', async () => {
    let seen = 0;
    const schema = object({
      items: array(object({ id: number().test('seen', 'x', () => (seen++, true)) })).max(3, 'No máximo 3 itens.'),
      tags: array(string()),
    });
    const input = jsonSchema(schema);
    await expect(input.parse({ items: Array.from({ length: 50_000 }, () => ({ id: 1 })) })).rejects.toMatchObject({ message: 'No máximo 3 itens.' });
    expect(seen).toBe(4);
    await expect(input.parse({ tags: Array.from({ length: DEFAULT_ARRAY_CAP + 1 }, () => 'a') })).rejects.toMatchObject({ statusCode: 400 });
    expect(await input.parse({ tags: Array.from({ length: DEFAULT_ARRAY_CAP }, () => 'a') })).toMatchObject({ tags: expect.any(Array) });
  });
});

describe('the HTTP layer', () => {
  let server: TestServer;
  let port: number;
  beforeAll(async () => {
    server = await startTestServer({ serverTimeouts: { requestTimeout: 1_000, headersTimeout: 1_000, connectionsCheckingInterval: 200 } });
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    port = (server.app.server.address() as AddressInfo).port;
  });
  afterAll(() => server.close());

  /** Writes raw bytes and reads the whole answer until the server closes the connection. */
  const raw = (bytes: string, holdOpen = false) =>
    new Promise<{ text: string; ms: number }>((resolve, reject) => {
      const started = performance.now();
      const socket = connect(port, '127.0.0.1', () => socket.write(bytes));
      let text = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => (text += chunk));
      socket.on('close', () => resolve({ text, ms: performance.now() - started }));
      socket.on('error', reject);
      if (!holdOpen) setTimeout(() => socket.end(), 5_000);
    });

  it('drops a body that stalls within the request timeout, with a pt-BR 408', async () => {
    const ping = await server.app.inject({ method: 'GET', url: '/api/ping' });
    const xsrf = (ping.cookies as Array<{ name: string; value: string }>).find((c) => c.name === 'XSRF-TOKEN')!.value;
    const head = `POST /api HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nCookie: XSRF-TOKEN=${xsrf}\r\nX-XSRF-TOKEN: ${xsrf}\r\nContent-Length: 1000\r\n\r\n`;
    const { text, ms } = await raw(`${head}{"request":`, true);
    expect(text).toMatch(/^HTTP\/1\.1 408/);
    expect(text).toContain('"code":"TIMEOUT"');
    expect(text).toContain('A requisição demorou demais para chegar. Tente novamente.');
    expect(ms).toBeLessThan(4_000);
  });

  it('answers headers over the limit and bytes that are not HTTP in the { error, code } pt-BR shape', async () => {
    const big = await raw(`GET /api/ping HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(big.text).toMatch(/^HTTP\/1\.1 431/);
    expect(big.text).toContain('"error":"Os cabeçalhos da requisição são grandes demais."');
    const garbage = await raw('NOT HTTP AT ALL\r\n\r\n');
    expect(garbage.text).toMatch(/^HTTP\/1\.1 400/);
    expect(garbage.text).toContain('"error":"Requisição inválida."');
  });
});
