import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { LoginStatusAnswer } from '../../src/api/operations';
import { cartItems, carts, sessions, skus } from '../../server/db/schema';
import { createRepositories } from '../../server/repositories';
import { serverForThisFile, TestClient } from './helpers';

const { server } = serverForThisFile();

const ANONYMOUS = { data: { authenticated: false, hasPassword: false, idCustomer: null, name: null } };

const login = (client: TestClient, username: string, password: string) =>
  client.post('/api/login', { request: 'login', params: null, json: { username, password, tokenRecaptcha: 'offline:Login' } });

describe('login status', () => {
  it('is anonymous for a visitor, through getLoginStatus and /api/verifySession', async () => {
    const client = new TestClient(server.app);
    expect((await client.call('getLoginStatus')).json()).toEqual(ANONYMOUS);
    const verify = await client.post('/api/verifySession', { request: 'verifySession', json: null });
    expect(verify.statusCode).toBe(200);
    expect(verify.json()).toEqual(ANONYMOUS);
  });

  it('treats an unknown or forged session cookie as anonymous and clears it', async () => {
    const client = new TestClient(server.app);
    client.cookies.set('jet_session', 'sessao-inventada');
    const response = await client.call('getLoginStatus');
    expect(response.json()).toEqual(ANONYMOUS);
    expect(client.cookies.has('jet_session')).toBe(false);
  });

  it.each(['\u0000', 'abc\u0000def', '%ZZ', 'x'.repeat(65), 'sessão inválida'])('treats the malformed session cookie %j as none: no 500, the cookie cleared', async (value) => {
    const client = new TestClient(server.app);
    client.cookies.set('jet_session', value);
    for (const request of ['getLoginStatus', 'getCartCount'] as const) {
      const response = await client.call(request);
      expect(response.statusCode, request).toBe(200);
    }
    expect(client.cookies.has('jet_session')).toBe(false);
  });
});

describe('login', () => {
  it('logs in a documented customer: session cookie set, status authenticated with the name', async () => {
    const client = new TestClient(server.app);
    const response = await login(client, 'maria@example.com', 'Senha@123');
    expect(response.statusCode).toBe(200);
    expect(response.json<LoginStatusAnswer>()).toEqual({
      data: { authenticated: true, hasPassword: true, idCustomer: 1, name: 'Maria da Silva' },
    });
    const cookie = response.cookies.find((c) => c.name === 'jet_session');
    expect(cookie?.value).toMatch(/^[\w-]{43}$/);
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie?.path).toBe('/');

    const status = await client.call('getLoginStatus');
    expect(status.json()).toEqual({ data: { authenticated: true, hasPassword: true, idCustomer: 1, name: 'Maria da Silva' } });
    const verify = await client.post('/api/verifySession', { request: 'verifySession', json: null });
    expect(verify.json<LoginStatusAnswer>().data.authenticated).toBe(true);
  });

  it('accepts the e-mail in any case and with spaces around it', async () => {
    const client = new TestClient(server.app);
    const response = await login(client, '  Contato@Empresa.Example.com ', 'Senha@123');
    expect(response.statusCode).toBe(200);
    expect(response.json<LoginStatusAnswer>().data).toMatchObject({ authenticated: true, idCustomer: 2 });
  });

  it('accepts the bare payload as well as the envelope', async () => {
    const client = new TestClient(server.app);
    const response = await client.post('/api/login', { username: 'maria@example.com', password: 'Senha@123', tokenRecaptcha: 'offline:Login' });
    expect(response.statusCode).toBe(200);
  });

  it('refuses a wrong password with 401 "E-mail ou senha inválidos."', async () => {
    const client = new TestClient(server.app);
    const response = await login(client, 'maria@example.com', 'senha-errada');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'E-mail ou senha inválidos.', code: 'INVALID_CREDENTIALS' });
    expect(client.cookies.has('jet_session')).toBe(false);
    expect((await client.call('getLoginStatus')).json()).toEqual(ANONYMOUS);
  });

  it('answers an unknown e-mail exactly like a wrong password', async () => {
    const response = await login(new TestClient(server.app), 'ninguem@example.com', 'Senha@123');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'E-mail ou senha inválidos.', code: 'INVALID_CREDENTIALS' });
  });

  it('answers a customer without a password exactly like a wrong password (nothing tells the account exists)', async () => {
    const response = await login(new TestClient(server.app), 'joao@example.com', 'qualquer-coisa');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'E-mail ou senha inválidos.', code: 'INVALID_CREDENTIALS' });
  });

  it('answers missing or malformed input with 400 in pt-BR', async () => {
    const client = new TestClient(server.app);
    for (const json of [null, {}, { username: 'maria@example.com' }, { username: '', password: 'x' }, { username: 1, password: 2 }]) {
      const response = await client.post('/api/login', { request: 'login', json });
      expect(response.statusCode, JSON.stringify(json)).toBe(400);
      expect(response.json().error).toBe('Informe o e-mail e a senha.');
    }
    const notEmail = await login(client, 'maria', 'Senha@123');
    expect(notEmail.statusCode).toBe(400);
    expect(notEmail.json().error).toBe('Informe um e-mail, CPF ou CNPJ válido.');
  });

  it('answers malformed JSON on /api/login with 400, not 500', async () => {
    const response = await new TestClient(server.app).post('/api/login', '{"json": {', { raw: true });
    expect(response.statusCode).toBe(400);
  });

  it('refuses further attempts with 429 after 5 failures for the same e-mail, even with the right password', async () => {
    const client = new TestClient(server.app);
    for (let i = 0; i < 5; i++) expect((await login(client, 'ana@example.com', `errada-${i}`)).statusCode).toBe(401);
    const blocked = await login(client, 'ana@example.com', 'Senha@123');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      error: 'Muitas tentativas de login. Aguarde 15 minutos e tente novamente.',
      code: 'RATE_LIMIT',
      retryAfter: expect.any(Number),
    });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    // Another customer from the same address is not affected.
    expect((await login(client, 'contato@empresa.example.com', 'Senha@123')).statusCode).toBe(200);
  });

  it('gives a new session id on login, so a session planted before login is worthless', async () => {
    const repos = createRepositories(server.database.db);
    const planted = await repos.sessions.create();
    const client = new TestClient(server.app);
    client.cookies.set('jet_session', planted.id);
    expect((await login(client, 'maria@example.com', 'Senha@123')).statusCode).toBe(200);
    expect(client.cookies.get('jet_session')).toBeDefined();
    expect(client.cookies.get('jet_session')).not.toBe(planted.id);

    const attacker = new TestClient(server.app);
    attacker.cookies.set('jet_session', planted.id);
    expect((await attacker.call('getLoginStatus')).json()).toEqual(ANONYMOUS);
    expect(await server.database.db.select().from(sessions).where(eq(sessions.id, planted.id))).toEqual([]);
  });

  it('keeps the visitor cart through login, merged into the customer cart', async () => {
    const { db } = server.database;
    const repos = createRepositories(db);
    const [first, second] = await db.select({ id: skus.id, productId: skus.productId }).from(skus).orderBy(skus.id).limit(2);
    // Ana already has 2 units of the first SKU in her cart.
    const [anaCart] = await db.insert(carts).values({ customerId: 4 }).returning({ id: carts.id });
    await db.insert(cartItems).values({ cartId: anaCart!.id, productId: first!.productId, skuId: first!.id, quantity: 2 });
    // As a visitor she adds 3 of the first SKU and 1 of the second.
    const visitor = await repos.sessions.create();
    const [visitorCart] = await db.insert(carts).values({ sessionId: visitor.id }).returning({ id: carts.id });
    await db.insert(cartItems).values([
      { cartId: visitorCart!.id, productId: first!.productId, skuId: first!.id, quantity: 3 },
      { cartId: visitorCart!.id, productId: second!.productId, skuId: second!.id, quantity: 1 },
    ]);
    const client = new TestClient(server.app);
    client.cookies.set('jet_session', visitor.id);
    expect((await client.call('getCartCount')).json()).toEqual({ quantity: 4, removedProducts: [] });

    // A fresh address, as the rate-limit test blocked Ana from this one.
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: '10.0.0.7',
      // the anti-forgery token is signed for the visitor's session (plugins/xsrf.ts)
      cookies: { jet_session: visitor.id, 'XSRF-TOKEN': client.cookies.get('XSRF-TOKEN')! },
      headers: { 'x-xsrf-token': client.cookies.get('XSRF-TOKEN')! },
      payload: { request: 'login', json: { username: 'ana@example.com', password: 'Senha@123', tokenRecaptcha: 'offline:Login' } },
    });
    expect(response.statusCode).toBe(200);
    // the login answer rotates the session and hands a token signed for the new one
    for (const name of ['jet_session', 'XSRF-TOKEN']) client.cookies.set(name, response.cookies.find((c) => c.name === name)!.value);
    expect((await client.call('getCartCount')).json()).toEqual({ quantity: 6, removedProducts: [] });
  });
});

describe('logout', () => {
  it('ends the session: { ok: true }, cookie cleared, status anonymous again', async () => {
    const client = new TestClient(server.app);
    await login(client, 'maria@example.com', 'Senha@123');
    const sessionId = client.cookies.get('jet_session')!;
    const response = await client.post('/api/logout', { request: 'logout', json: null });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    const cleared = response.cookies.find((c) => c.name === 'jet_session');
    expect(cleared?.value).toBe('');
    expect(client.cookies.has('jet_session')).toBe(false);
    expect((await client.call('getLoginStatus')).json()).toEqual(ANONYMOUS);

    // The old cookie, replayed, no longer works.
    const replay = new TestClient(server.app);
    replay.cookies.set('jet_session', sessionId);
    expect((await replay.call('getLoginStatus')).json()).toEqual(ANONYMOUS);
  });

  it('answers { ok: true } for a visitor without a session too', async () => {
    const response = await new TestClient(server.app).post('/api/logout', { request: 'logout', json: null });
    expect(response.json()).toEqual({ ok: true });
  });
});
