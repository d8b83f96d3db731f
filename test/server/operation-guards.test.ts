/**
 * What every operation gets from its registration: declared inputs (bad input is a 400 in pt-BR, never a
 * 500, whatever arrives), the access rule (401 from the guard) and the rate-limit class (429 in pt-BR).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operations, type OperationName } from '../../src/api/operations';
import { catalogue } from '../../src/i18n/all';
import type { FastifyInstance } from 'fastify';
import { buildApp, createOperations } from '../../server/app';
import type { Db } from '../../server/db/client';
import { createRepositories } from '../../server/repositories';
import { startTestServer, TestClient, type TestServer } from './helpers';

let server: TestServer;
/** A second app over the same database with small caps (the first keeps the defaults). */
let limited: FastifyInstance;
beforeAll(async () => {
  server = await startTestServer();
  limited = await buildApp({
    db: server.database.db,
    limits: { form: { max: 3, timeWindow: 60_000 }, cart: { max: 4, timeWindow: 60_000 } },
  });
  await limited.ready();
});
afterAll(async () => {
  await limited?.close();
  await server?.close();
});

const catalogueTexts = new Set(Object.values(catalogue));
const escape = (value: string) => value.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
/** Catalogue texts with placeholders ('Aguarde {wait} e tente novamente.'), as patterns. */
const templates = Object.values(catalogue)
  .filter((value) => /\{\w+\}/.test(value))
  .map((value) => new RegExp(`^${value.split(/\{\w+\}/).map(escape).join('.+')}$`));
/** A 400 text is a catalogue text (placeholders filled), or a catalogue label and text ('E-mail: E-mail Inválido'). */
const fromCatalogue = (error: string) =>
  catalogueTexts.has(error as never) ||
  templates.some((pattern) => pattern.test(error)) ||
  catalogueTexts.has(error.replace(/ \[Err \d+\]$/, '') as never) ||
  (error.includes(': ') && catalogueTexts.has(error.slice(0, error.indexOf(': ')) as never) && catalogueTexts.has(error.slice(error.indexOf(': ') + 2) as never));

const login = (client: TestClient) =>
  client.post('/api/login', { request: 'login', json: { username: 'maria@example.com', password: 'Senha@123', tokenRecaptcha: 'offline:Login' } });

describe('the registration of each operation', () => {
  const registry = createOperations(createRepositories({} as Db));
  const byName = new Map(registry.entries().map((entry) => [entry.name, entry]));

  it('gives every write a rate-limit class of its own kind', () => {
    const classes = Object.fromEntries(registry.entries().map((entry) => [entry.name, entry.limit]));
    expect(classes).toMatchObject({
      sendQuote: 'form',
      alertMe: 'form',
      newsletterRegister: 'form',
      rateProduct: 'form',
      applyDiscount: 'form',
      addToCart: 'cart',
      changeCartItem: 'cart',
      removeCartItem: 'cart',
      removeDiscount: 'cart',
      login: 'login',
      cancelOrder: 'account',
      cardSession: 'account',
    });
  });

  it('asks a signed-in customer only where the contract says so', () => {
    const customerOnly = (Object.keys(operations) as OperationName[]).filter((name) => byName.get(name)?.auth === 'customer');
    expect(customerOnly).toEqual([
      // customer data, addresses, privacy (routes/customer-data.ts)
      'finishRegistration', 'customerData', 'updateCustomer', 'changeEmail', 'sendEmailChangeCode', 'addresses', 'saveAddress', 'deleteAddress', 'setAddressFlag',
      'policyPrivacy', 'acceptPrivacy', 'digitalOrders',
      'rateProduct',
      // orders, digital products, store credit, checkout (routes/orders.ts)
      'orders', 'orderDetails', 'orderAttachments', 'downloadAttachment', 'digitalProducts', 'digitalFiles', 'cancelOrder', 'storeCredit', 'exchange',
      'checkoutOptions', 'placeOrder',
      'orderArchive',
      // the wish list (routes/engage.ts)
      'wishlistCount', 'wishlistIds', 'addToWishlist', 'removeFromWishlist',
      // delivery tracking (routes/tracking.ts)
      'orderTracking',
      // card payment: the card session and the installments of the checkout (routes/card-payments.ts)
      'cardSession', 'cardInstallments',
    ]);
  });
});

describe('bad input answers 4xx with a catalogue text, never a 500', () => {
  const huge = 'x'.repeat(3_000); // nine fields stay under an operation's 32 kB body limit, so the schemas see them
  const nul = 'ab\u0000cd';
  const jsonCases: unknown[] = [
    null,
    5,
    'texto',
    [],
    [1, 2],
    true,
    {},
    { idProduct: nul, name: nul, email: nul, key: nul, idCartItem: 1, quantity: 1, rate: 3 },
    { [`campo${nul}`]: 1 },
    { idProduct: huge, name: huge, email: huge, phone: huge, message: huge, key: huge, comment: huge, username: huge, password: huge },
    { idProduct: { $gt: 1 }, idSku: [1], quantity: { n: 1 }, idCartItem: [], rate: {}, products: { 0: 1 }, key: 12, username: 1, password: [] },
    { idProduct: 1e308, idSku: -0, quantity: Number.MAX_SAFE_INTEGER, idCartItem: 1.0000001, rate: Number.MIN_VALUE, products: [null, 'x', {}] },
    { products: Array.from({ length: 60 }, (_, i) => ({ idProduct: i + 1, idProductGrid: null })), name: 'Ana Souza', email: 'a@b.com', phone: '11987654321', message: 'oi' },
    JSON.parse('{"__proto__": {"admin": true}, "constructor": {"prototype": {"x": 1}}}'),
    Array.from({ length: 40 }).reduce<unknown>((inner) => ({ inner }), {}),
  ];
  const paramsCases: Array<string | null> = [
    'a=%00',
    `textLink=${encodeURIComponent(nul)}`,
    'idProduct=%00&textLink=%00&word=%00',
    `word=${'a'.repeat(3900)}`,
    'idProduct=-1&quantity=abc&page=0&pageSize=-5&type=Z&Type=Q&qtdRegister=x',
    'idProduct=1e400&page=99999999999&ofPrice=NaN&toPrice=Infinity',
    'textLink=../../../etc/passwd&idCategories=1,2,x&idBrand=%E0%A4%A',
    '%%%&&&===',
  ];

  it.each(Object.keys(operations) as OperationName[])('%s', async (name) => {
    const def: { request?: string; path?: string } = operations[name];
    const client = new TestClient(server.app);
    if (name === 'rateProduct') expect((await login(client)).statusCode).toBe(200);
    const send = (params: string | null, json: unknown) =>
      def.request ? client.call(def.request, params, json) : client.post(`/api/${def.path}`, { request: name, params, json });
    const answers = [
      ...(await Promise.all(jsonCases.map((json) => send(null, json)))),
      ...(await Promise.all(paramsCases.map((params) => send(params, null)))),
    ];
    for (const response of answers) {
      expect(response.statusCode, response.body.slice(0, 200)).toBeLessThan(500);
      if (response.statusCode >= 400) {
        const { error } = response.json<{ error: string }>();
        expect(fromCatalogue(error), error).toBe(true);
      }
    }
  });
});

describe('texts a form could not have sent', () => {
  const quote = (overrides: Record<string, unknown>) => ({
    name: 'Ana Souza',
    email: 'ana@example.com',
    phone: '(11) 98765-4321',
    message: 'Preciso de um orçamento.',
    products: [{ idProduct: 1, idProductGrid: null }],
    ...overrides,
  });

  it('refuses a NUL character anywhere with 400, before any field is read', async () => {
    const client = new TestClient(server.app);
    for (const json of [quote({ message: 'olá\u0000mundo' }), quote({ products: [{ idProduct: 1, idProductGrid: null, note: '\u0000' }] })]) {
      const response = await client.call('sendQuote', null, json);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'Dados da requisição inválidos.', code: 'INVALID_INPUT' });
    }
    const params = await client.call('getProductDetail', 'textLink=cadeira%00');
    expect(params.json()).toEqual({ error: 'Parâmetros da requisição inválidos.', code: 'INVALID_INPUT' });
  });

  it('names the field of a text longer than the form allows', async () => {
    const client = new TestClient(server.app);
    expect((await client.call('sendQuote', null, quote({ message: 'a'.repeat(4001) }))).json()).toEqual({
      error: 'Mensagem: Limite de caracteres excedido',
      code: 'INVALID_INPUT',
    });
    expect((await client.call('registerAlertMe', null, { name: 'A'.repeat(121), email: 'a@b.com', phone: '11987654321', idProduct: 1, idSku: null })).json()).toEqual({
      error: 'Nome: Limite de caracteres excedido',
      code: 'INVALID_INPUT',
    });
  });
});

describe('the access rule', () => {
  it('answers 401 from the guard before the input is read', async () => {
    const client = new TestClient(server.app);
    for (const json of [{ idProduct: 1, rate: 5 }, null, { rate: 'x' }]) {
      const response = await client.call('registerRating', null, json);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: 'Entre na sua conta para avaliar este produto.', code: 'LOGIN_REQUIRED' });
    }
  });
});

describe('rate-limit classes', () => {
  const tooMany = { error: 'Muitas requisições em pouco tempo. Aguarde 1 minuto e tente novamente.', code: 'RATE_LIMIT', retryAfter: expect.any(Number) };
  const tooManyForms = { error: 'Muitos envios deste endereço em pouco tempo. Aguarde 1 minuto e tente novamente.', code: 'RATE_LIMIT', retryAfter: expect.any(Number) };

  it('caps each form-like write per operation and client (form class: 3 a minute here)', async () => {
    const client = new TestClient(limited);
    const quote = { name: 'Ana Souza', email: 'ana@example.com', phone: '(11) 98765-4321', message: 'Orçamento', products: [] };
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await client.call('sendQuote', null, quote)).statusCode);
    expect(statuses).toEqual([400, 400, 400, 429]);
    const blocked = await client.call('sendQuote', null, quote);
    expect(blocked.json()).toEqual(tooManyForms);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Another operation of the class counts apart; reads are never capped.
    expect((await client.call('applyDiscount', null, { key: 'NAOEXISTE' })).statusCode).toBe(400);
    for (let i = 0; i < 10; i += 1) expect((await client.call('getCartCount')).statusCode).toBe(200);
  });

  it('caps a signed-in customer\'s ratings too', async () => {
    const client = new TestClient(limited);
    expect((await login(client)).statusCode).toBe(200);
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await client.call('registerRating', null, { idProduct: 99_999_999, rate: 5 })).statusCode);
    expect(statuses).toEqual([404, 404, 404, 429]);
  });

  it('caps cart writes (cart class: 4 a minute here)', async () => {
    const client = new TestClient(limited);
    const statuses = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await client.call('deleteCartItem', null, { idCartItem: 1 })).statusCode);
    expect(statuses).toEqual([404, 404, 404, 404, 429]);
    expect((await client.call('deleteCartItem', null, { idCartItem: 1 })).json()).toEqual(tooMany);
  });
});
