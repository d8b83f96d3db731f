/**
 * The anti-forgery rules of server/plugins/xsrf.ts: signed double submit bound to the session, reissued in
 * the answer that creates, rotates or ends the session, `Origin` and `Sec-Fetch-Site` on writes, one
 * secret for every process on the database; the token's delivery (GET /api/xsrf, the answer header); the
 * cross-origin mode (ALLOWED_ORIGINS: CORS, the allowed origins' writes, SameSite=None; Secure cookies).
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { queryRows } from '../../server/db/client';
import { xsrfTokens } from '../../server/plugins/xsrf';
import { createRepositories } from '../../server/repositories';
import { serverForThisFile, TestClient } from './helpers';

const { server } = serverForThisFile();

const REFUSED = 'Requisição recusada por segurança. Recarregue a página e tente novamente.';
const setCookie = (response: { cookies: Array<{ name: string; value: string }> }, name: string) => response.cookies.find((c) => c.name === name)?.value;

async function login(client: TestClient) {
  return client.post('/api/login', { request: 'login', json: { username: 'maria@example.com', password: 'Senha@123', tokenRecaptcha: 'offline:Login' } });
}

async function simpleProduct(): Promise<number> {
  const [row] = await queryRows<{ id: number }>(server.database.db, sql`
    select p.id from products p join skus s on s.product_id = p.id
    where p.active and p.id_type_product = 1 and not p.flag_exhausted and s.stock >= 5
      and not exists (select 1 from skus s2 join sku_variations sv on sv.sku_id = s2.id where s2.product_id = p.id)
    order by p.id limit 1`);
  return row!.id;
}

describe('signed double submit', () => {
  it('refuses a token the client invents, even when cookie and header agree', async () => {
    const client = new TestClient(server.app);
    const invented = `${randomBytes(16).toString('base64url')}.${randomBytes(32).toString('base64url')}`;
    client.cookies.set('XSRF-TOKEN', invented);
    const response = await client.call('getCompany');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: REFUSED, code: 'XSRF' });
    // the refusal hands a real token, and the next call goes through
    expect(setCookie(response, 'XSRF-TOKEN')).not.toBe(invented);
    expect((await client.call('getCompany')).statusCode).toBe(200);
  });

  it('refuses a token signed under another secret', async () => {
    const client = new TestClient(server.app);
    client.cookies.set('XSRF-TOKEN', xsrfTokens(randomBytes(32)).issue({ session: null }));
    expect((await client.call('getCompany')).statusCode).toBe(403);
  });

  it('reissues the token in the answer that signs in (session rotated), and the old token no longer works', async () => {
    const client = new TestClient(server.app);
    await client.get('/api/ping');
    const visitorToken = client.cookies.get('XSRF-TOKEN')!;
    const answer = await login(client);
    expect(answer.statusCode).toBe(200);
    const session = setCookie(answer, 'jet_session');
    const token = setCookie(answer, 'XSRF-TOKEN');
    expect(session).toBeDefined();
    expect(token).toBeDefined();
    expect(token).not.toBe(visitorToken);
    expect((await client.call('getLoginStatus')).statusCode).toBe(200);

    // the visitor's token with the signed-in session: refused
    const stale = new TestClient(server.app);
    stale.cookies.set('jet_session', session!);
    stale.cookies.set('XSRF-TOKEN', visitorToken);
    expect((await stale.call('getLoginStatus')).statusCode).toBe(403);
  });

  it('binds the token to its session: another session’s token is refused', async () => {
    const maria = new TestClient(server.app);
    await login(maria);
    const other = new TestClient(server.app);
    await other.get('/api/ping');
    const session = await createRepositories(server.database.db).sessions.create(null);
    other.cookies.set('jet_session', session.id);
    await other.get('/api/ping'); // a token for that session
    const forged = new TestClient(server.app);
    forged.cookies.set('jet_session', maria.cookies.get('jet_session')!);
    forged.cookies.set('XSRF-TOKEN', other.cookies.get('XSRF-TOKEN')!);
    expect((await forged.call('getLoginStatus')).statusCode).toBe(403);
  });

  it('reissues the token in the answer that ends the session (logout)', async () => {
    const client = new TestClient(server.app);
    await login(client);
    const signedIn = client.cookies.get('XSRF-TOKEN');
    const answer = await client.post('/api/logout', { request: 'logout', json: null });
    expect(answer.statusCode).toBe(200);
    expect(setCookie(answer, 'XSRF-TOKEN')).toBeDefined();
    expect(client.cookies.get('XSRF-TOKEN')).not.toBe(signedIn);
    expect(client.cookies.has('jet_session')).toBe(false);
    expect((await client.call('getLoginStatus')).statusCode).toBe(200);
  });

  it('reissues the token in the answer that creates a visitor’s session (first add to cart)', async () => {
    const client = new TestClient(server.app);
    await client.get('/api/ping');
    const before = client.cookies.get('XSRF-TOKEN');
    const answer = await client.call('addProductToCart', null, { idProduct: await simpleProduct(), idSku: null, quantity: 1 });
    expect(answer.statusCode).toBe(200);
    expect(setCookie(answer, 'jet_session')).toBeDefined();
    expect(setCookie(answer, 'XSRF-TOKEN')).toBeDefined();
    expect(client.cookies.get('XSRF-TOKEN')).not.toBe(before);
    expect((await client.call('getCartCount')).statusCode).toBe(200);
  });

  it('still takes the visitor’s token for a call that raced the answer creating the session', async () => {
    const client = new TestClient(server.app);
    await client.get('/api/ping');
    const visitorToken = client.cookies.get('XSRF-TOKEN')!;
    await client.call('addProductToCart', null, { idProduct: await simpleProduct(), idSku: null, quantity: 1 });
    const late = new TestClient(server.app);
    late.cookies.set('jet_session', client.cookies.get('jet_session')!);
    late.cookies.set('XSRF-TOKEN', visitorToken);
    expect((await late.call('getCartCount')).statusCode).toBe(200);
  });

  it('takes the visitor’s token with a session cookie that is no session, and treats the cookie as none', async () => {
    const client = new TestClient(server.app);
    await client.get('/api/ping');
    client.cookies.set('jet_session', 'sessao-inventada');
    const answer = await client.call('getLoginStatus');
    expect(answer.statusCode).toBe(200);
    expect(client.cookies.has('jet_session')).toBe(false);
  });

  it('refuses a header that differs from the cookie, even when both are signed', async () => {
    const client = new TestClient(server.app);
    await client.get('/api/ping');
    const other = new TestClient(server.app);
    await other.get('/api/ping');
    expect((await client.call('getCompany')).statusCode).toBe(200);
    expect((await client.post('/api', { request: 'getCompany' }, { xsrf: other.cookies.get('XSRF-TOKEN')! })).statusCode).toBe(403);
  });
});

describe('where a write comes from', () => {
  it('refuses another site’s Origin with 403 in pt-BR', async () => {
    const client = new TestClient(server.app);
    const response = await client.post('/api', { request: 'getCompany' }, { headers: { origin: 'https://evil.example' } });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: REFUSED, code: 'ORIGIN' });
  });

  it('refuses Origin null and a look-alike host', async () => {
    const client = new TestClient(server.app);
    expect((await client.post('/api', { request: 'getCompany' }, { headers: { origin: 'null' } })).statusCode).toBe(403);
    expect((await client.post('/api', { request: 'getCompany' }, { headers: { origin: 'http://localhost.evil.example' } })).statusCode).toBe(403);
  });

  it('takes the site’s own Origin (the request’s host) and no Origin at all', async () => {
    const client = new TestClient(server.app);
    expect((await client.post('/api', { request: 'getCompany' }, { headers: { origin: 'http://localhost:80' } })).statusCode).toBe(200);
    expect((await client.post('/api', { request: 'getCompany' }, { headers: { origin: 'http://localhost' } })).statusCode).toBe(200);
    expect((await client.post('/api', { request: 'getCompany' }, { headers: { host: 'loja.example.com.br', origin: 'http://loja.example.com.br' } })).statusCode).toBe(200);
    expect((await client.call('getCompany')).statusCode).toBe(200);
  });

  it('refuses Sec-Fetch-Site: cross-site and takes same-origin and same-site', async () => {
    const client = new TestClient(server.app);
    const cross = await client.post('/api', { request: 'getCompany' }, { headers: { 'sec-fetch-site': 'cross-site' } });
    expect(cross.statusCode).toBe(403);
    expect(cross.json()).toEqual({ error: REFUSED, code: 'CROSS_SITE' });
    expect((await client.post('/api', { request: 'getCompany' }, { headers: { 'sec-fetch-site': 'same-origin' } })).statusCode).toBe(200);
    expect((await client.post('/api', { request: 'getCompany' }, { headers: { 'sec-fetch-site': 'same-site' } })).statusCode).toBe(200);
  });

  it('leaves reads by GET alone (pages open from links on other sites)', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html', origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } });
    expect(response.statusCode).toBe(200);
  });
});

describe('one secret for every process on the database', () => {
  it('a token issued by one server process is taken by another on the same database', async () => {
    const second = await buildApp({ db: server.database.db });
    await second.ready();
    try {
      const client = new TestClient(server.app);
      await client.get('/api/ping');
      const other = new TestClient(second);
      other.cookies.set('XSRF-TOKEN', client.cookies.get('XSRF-TOKEN')!);
      expect((await other.call('getCompany')).statusCode).toBe(200);
    } finally {
      await second.close();
    }
  });

  it('XSRF_SECRET replaces the stored secret', async () => {
    const configured = await buildApp({ db: server.database.db, xsrfSecret: randomBytes(32).toString('base64url') });
    await configured.ready();
    try {
      const client = new TestClient(server.app);
      await client.get('/api/ping');
      const other = new TestClient(configured);
      other.cookies.set('XSRF-TOKEN', client.cookies.get('XSRF-TOKEN')!);
      expect((await other.call('getCompany')).statusCode).toBe(403);
    } finally {
      await configured.close();
    }
  });
});

const setCookieLine = (response: LightMyRequestResponse, name: string) => {
  const header = response.headers['set-cookie'];
  const lines = header === undefined ? [] : Array.isArray(header) ? header : [String(header)];
  return lines.find((line) => line.startsWith(`${name}=`));
};

describe('the token for a script: GET /api/xsrf', () => {
  it('answers a new token in the body and the header, sets the cookie, and the token then works', async () => {
    const client = new TestClient(server.app);
    const answer = await client.get('/api/xsrf');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const { token } = answer.json<{ token: string }>();
    expect(token).toMatch(/^[\w-]{22}\.[\w-]{43}$/);
    expect(answer.headers['x-xsrf-token']).toBe(token);
    expect(client.cookies.get('XSRF-TOKEN')).toBe(token);
    expect((await client.call('getCompany')).statusCode).toBe(200);
  });

  it('answers the token the cookie already holds while it is valid, and sets no cookie', async () => {
    const client = new TestClient(server.app);
    await client.get('/api/ping');
    const held = client.cookies.get('XSRF-TOKEN');
    const answer = await client.get('/api/xsrf');
    expect(answer.json()).toEqual({ token: held });
    expect(setCookieLine(answer, 'XSRF-TOKEN')).toBeUndefined();
  });

  it('answers a new token for a cookie that holds an invented one', async () => {
    const client = new TestClient(server.app);
    client.cookies.set('XSRF-TOKEN', `${randomBytes(16).toString('base64url')}.${randomBytes(32).toString('base64url')}`);
    const answer = await client.get('/api/xsrf');
    const { token } = answer.json<{ token: string }>();
    expect(client.cookies.get('XSRF-TOKEN')).toBe(token);
    expect((await client.call('getCompany')).statusCode).toBe(200);
  });

  it('answers a signed-in session its own token (after a sign-in from another tab), which the session then takes', async () => {
    const client = new TestClient(server.app);
    await login(client);
    const token = (await client.get('/api/xsrf')).json<{ token: string }>().token;
    expect(token).toBe(client.cookies.get('XSRF-TOKEN'));
    expect((await client.post('/api', { request: 'getLoginStatus' }, { xsrf: token })).statusCode).toBe(200);
  });

  it('refuses another site’s Origin, and never hands it the header', async () => {
    const answer = await server.app.inject({ method: 'GET', url: '/api/xsrf', headers: { origin: 'https://evil.example' } });
    expect(answer.statusCode).toBe(403);
    expect(answer.headers['x-xsrf-token']).toBeUndefined();
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('puts the header on the API answer that rotates the token (sign-in), never on a page', async () => {
    const client = new TestClient(server.app);
    const signIn = await login(client);
    expect(signIn.headers['x-xsrf-token']).toBe(client.cookies.get('XSRF-TOKEN'));
    const page = await server.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(setCookieLine(page, 'XSRF-TOKEN')).toBeDefined();
    expect(page.headers['x-xsrf-token']).toBeUndefined();
  });
});

describe('the cross-origin mode (ALLOWED_ORIGINS)', () => {
  const THEME = 'https://www.loja.example';
  const dist = mkdtempSync(join(tmpdir(), 'jet-cors-dist-'));
  let cross: FastifyInstance;
  beforeAll(async () => {
    mkdirSync(join(dist, 'chunks'));
    writeFileSync(join(dist, 'jet.js'), 'export {};\n');
    cross = await buildApp({ db: server.database.db, allowedOrigins: [THEME], distDir: dist, limitsScale: 10 });
    await cross.ready();
  });
  afterAll(async () => {
    await cross?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  /** A theme page's fetch with `credentials: 'include'`: Origin and Sec-Fetch-Site as Chromium sends them. */
  const fromTheme = (origin = THEME) => ({ origin, 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'cors' });

  it('answers the preflight of a JSON POST with the anti-forgery header from an allowed origin', async () => {
    const answer = await cross.inject({
      method: 'OPTIONS',
      url: '/api',
      headers: { origin: THEME, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,x-xsrf-token' },
    });
    expect(answer.statusCode).toBe(204);
    expect(answer.headers['access-control-allow-origin']).toBe(THEME);
    expect(answer.headers['access-control-allow-credentials']).toBe('true');
    expect(String(answer.headers['access-control-allow-methods'])).toContain('POST');
    expect(String(answer.headers['access-control-allow-headers']).split(/,\s*/)).toEqual(expect.arrayContaining(['content-type', 'x-xsrf-token']));
    expect(String(answer.headers.vary)).toMatch(/origin/i);
  });

  it('gives no CORS header to another origin: its preflight is refused', async () => {
    for (const origin of ['https://evil.example', 'https://www.loja.example.evil.example', 'null']) {
      const answer = await cross.inject({ method: 'OPTIONS', url: '/api', headers: { origin, 'access-control-request-method': 'POST' } });
      expect(answer.statusCode).toBe(404);
      expect(answer.headers['access-control-allow-origin']).toBeUndefined();
      expect(answer.headers['access-control-allow-credentials']).toBeUndefined();
    }
  });

  it('delivers the token to an allowed origin (exposed header) and takes its cross-site write with it', async () => {
    const client = new TestClient(cross);
    const primed = await client.get('/api/xsrf', fromTheme());
    expect(primed.headers['access-control-allow-origin']).toBe(THEME);
    expect(primed.headers['access-control-expose-headers']).toBe('x-xsrf-token');
    const token = primed.headers['x-xsrf-token'] as string;
    expect(primed.json()).toEqual({ token });
    const write = await client.post('/api', { request: 'getCompany' }, { xsrf: token, headers: fromTheme() });
    expect(write.statusCode).toBe(200);
    expect(write.headers['access-control-allow-origin']).toBe(THEME);
  });

  it('refuses a forged token from an allowed origin, in an answer that origin can read', async () => {
    const client = new TestClient(cross);
    await client.get('/api/xsrf', fromTheme());
    const forged = xsrfTokens(randomBytes(32)).issue({ session: null });
    const answer = await client.post('/api', { request: 'getCompany' }, { xsrf: forged, headers: fromTheme() });
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toEqual({ error: REFUSED, code: 'XSRF' });
    expect(answer.headers['access-control-allow-origin']).toBe(THEME);
  });

  it('still refuses another origin’s write, with a valid token and cookie, and a cross-site write without Origin', async () => {
    const client = new TestClient(cross);
    await client.get('/api/xsrf');
    const foreign = await client.post('/api', { request: 'logout', json: null }, { headers: fromTheme('https://evil.example') });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ code: 'ORIGIN' });
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
    const blind = await client.post('/api', { request: 'logout', json: null }, { headers: { 'sec-fetch-site': 'cross-site' } });
    expect(blind.statusCode).toBe(403);
    expect(blind.json()).toMatchObject({ code: 'CROSS_SITE' });
  });

  it('lets any origin load the static files as module scripts, without credentials', async () => {
    const answer = await cross.inject({ method: 'GET', url: '/dist/jet.js', headers: { origin: 'https://outra.example' } });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['access-control-allow-origin']).toBe('*');
    expect(answer.headers['access-control-allow-credentials']).toBeUndefined();
    expect(setCookieLine(answer, 'XSRF-TOKEN')).toBeUndefined();
  });

  it('sets every cookie SameSite=None; Secure in this mode, and SameSite=Lax without it', async () => {
    const product = await simpleProduct();
    const cookiesOf = async (app: FastifyInstance, headers: Record<string, string>) => {
      const client = new TestClient(app);
      const lines = [setCookieLine(await client.get('/api/xsrf', headers), 'XSRF-TOKEN')];
      const add = await client.post('/api', { request: 'addProductToCart', json: { idProduct: product, idSku: null, quantity: 1 } }, { headers });
      lines.push(setCookieLine(add, 'jet_session'));
      const postcode = await client.post('/api', { request: 'setPostcodeCookie', json: { postcode: '01310100' } }, { headers });
      expect(postcode.statusCode).toBe(200);
      lines.push(setCookieLine(postcode, 'jet_postcode'));
      return lines;
    };
    const crossLines = await cookiesOf(cross, fromTheme());
    expect(crossLines).toHaveLength(3);
    for (const line of crossLines) {
      expect(line).toMatch(/; SameSite=None/);
      expect(line).toMatch(/; Secure/);
    }
    for (const line of await cookiesOf(server.app, {})) {
      expect(line).toMatch(/; SameSite=Lax/);
      expect(line).not.toMatch(/; Secure/);
    }
  });

  it('answers no CORS header when the mode is off', async () => {
    const answer = await server.app.inject({ method: 'OPTIONS', url: '/api', headers: { origin: THEME, 'access-control-request-method': 'POST' } });
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
    const write = await new TestClient(server.app).post('/api', { request: 'getCompany' }, { headers: fromTheme() });
    expect(write.statusCode).toBe(403);
  });
});
