import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { EventListEntry, NewsletterRegisterInput, WishlistState } from '../../src/api/operations';
import { serverForThisFile, TestClient } from './helpers';

// A fixed day: the seeded event lists of 2027 are upcoming, the one of March 2026 is past.
const handle = serverForThisFile({ clock: () => new Date('2026-11-24T12:00:00Z') });

const signUp = (overrides: Partial<NewsletterRegisterInput> = {}): NewsletterRegisterInput => ({
  idEmailInfo: null,
  name: 'Joana Prado',
  email: 'Joana.Prado@Example.com',
  emailInfoCategory: [],
  gender: '',
  ...overrides,
});

async function signedInMaria(): Promise<TestClient> {
  const client = new TestClient(handle.server.app);
  const login = await client.post('/api/login', { request: 'login', json: { username: 'maria@example.com', password: 'Senha@123', tokenRecaptcha: 'offline:Login' } });
  expect(login.statusCode).toBe(200);
  return client;
}

describe('newsletterRegister', () => {
  it('stores a sign-up with its known categories, the e-mail in lower case', async () => {
    const [category] = await handle.rows<{ id: number }>(sql`select id from email_info_categories order by id limit 1`);
    const client = new TestClient(handle.server.app);
    const response = await client.call('registerEmailInfo', null, signUp({ emailInfoCategory: [{ idEmailInfoCategory: category!.id }, { idEmailInfoCategory: 999_999 }] }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    const [stored] = await handle.rows<{ name: string; category_ids: number[] }>(
      sql`select name, category_ids from newsletter_subscriptions where email = 'joana.prado@example.com'`,
    );
    expect(stored).toEqual({ name: 'Joana Prado', category_ids: [category!.id] });
  });

  it('answers a known address exactly like a new one, keeps the first sign-up and tells the address by e-mail', async () => {
    const mails = () => handle.rows<{ subject: string; text: string }>(sql`select subject, text from outbox where "to" = 'joana.prado@example.com' order by id`);
    const before = (await mails()).length;
    const fresh = await new TestClient(handle.server.app).call('registerEmailInfo', null, signUp({ name: 'Nova Pessoa', email: 'nova.pessoa@example.com' }));
    const known = await new TestClient(handle.server.app).call('registerEmailInfo', null, signUp({ name: 'Outra Pessoa', email: 'JOANA.prado@example.com' }));
    expect(known.statusCode).toBe(200);
    expect(known.statusCode).toBe(fresh.statusCode);
    expect(known.body).toBe(fresh.body);
    expect(known.json()).toEqual({ ok: true });
    const stored = await handle.rows<{ name: string }>(sql`select name from newsletter_subscriptions where email = 'joana.prado@example.com'`);
    expect(stored).toEqual([{ name: 'Joana Prado' }]);
    const told = await mails();
    expect(told).toHaveLength(before + 1);
    expect(told.at(-1)!.subject).toMatch(/^Seu e-mail já recebe as novidades da /);
    expect(told.at(-1)!.text).toContain('Ele já estava cadastrado, então nada mudou.');
    // the new address gets no such mail
    expect(await handle.rows(sql`select id from outbox where "to" = 'nova.pessoa@example.com'`)).toEqual([]);
  });

  it('takes the e-mail-only mode (no name)', async () => {
    const client = new TestClient(handle.server.app);
    const response = await client.call('registerEmailInfo', null, signUp({ name: '', email: 'so.email@example.com' }));
    expect(response.statusCode).toBe(200);
  });

  it.each([
    [{ email: '' }, 'E-mail: Informe o Email'],
    [{ email: 'nao-e-email' }, 'E-mail: E-mail Inválido'],
    [{ name: 'Joana' }, 'Nome: Informe o nome corretamente'],
    [{ email: `${'a'.repeat(250)}@example.com` }, 'E-mail: E-mail Inválido'],
  ])('refuses %j with the field message', async (overrides, message) => {
    const client = new TestClient(handle.server.app);
    const response = await client.call('registerEmailInfo', null, signUp({ email: 'valido@example.com', ...overrides }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(message);
  });

  it('refuses wrong types and control characters with a 400, never a 500', async () => {
    const client = new TestClient(handle.server.app);
    for (const json of [null, [], 'x', { ...signUp(), email: 42 }, { ...signUp(), emailInfoCategory: 'x' }, { ...signUp(), name: 'Jo\u0000ana Prado' }]) {
      expect((await client.call('registerEmailInfo', null, json)).statusCode).toBe(400);
    }
  });
});

describe('the wish list', () => {
  it('is for signed-in customers only', async () => {
    const visitor = new TestClient(handle.server.app);
    for (const [name, json] of [['getWishlistCount', null], ['getWishlistIds', null], ['addWishlistItem', { idProduct: 1 }], ['removeWishlistItem', { idProduct: 1 }]] as const) {
      expect((await visitor.call(name, null, json)).statusCode).toBe(401);
    }
  });

  it("counts Maria's seeded products, adds and removes one, and ignores a second add", async () => {
    const maria = await signedInMaria();
    expect((await maria.call('getWishlistCount')).json()).toEqual({ count: 3 });
    const before = (await maria.call('getWishlistIds')).json() as WishlistState;
    expect(before.count).toBe(3);
    const [product] = await handle.rows<{ id: number }>(sql`select id from products where active order by id desc limit 1`);
    const added = (await maria.call('addWishlistItem', null, { idProduct: product!.id })).json() as WishlistState;
    expect(added).toEqual({ ids: [product!.id, ...before.ids], count: 4 });
    expect(((await maria.call('addWishlistItem', null, { idProduct: product!.id })).json() as WishlistState).count).toBe(4);
    expect((await maria.call('getWishlistCount')).json()).toEqual({ count: 4 });
    const removed = (await maria.call('removeWishlistItem', null, { idProduct: product!.id })).json() as WishlistState;
    expect(removed).toEqual(before);
  });

  it('answers 404 for an unknown product and 400 for a bad id', async () => {
    const maria = await signedInMaria();
    expect((await maria.call('addWishlistItem', null, { idProduct: 999_999_999 })).statusCode).toBe(404);
    for (const json of [{ idProduct: 'x' }, { idProduct: -1 }, {}, null]) {
      expect((await maria.call('addWishlistItem', null, json)).statusCode).toBe(400);
    }
  });
});

describe('eventList', () => {
  it('lists the upcoming event lists, soonest first, without the past one', async () => {
    const client = new TestClient(handle.server.app);
    const lists = (await client.call('getEventList')).json() as EventListEntry[];
    expect(lists.map((l) => l.title)).toEqual(['Casa nova da Júlia e do Rafael', 'Chegada da Helena', 'Os 40 anos do Marcos', 'Ana & Pedro', 'Beatriz & Thiago']);
    expect(lists[0]).toEqual({ idEventList: expect.any(Number), idType: 4, typeName: 'Chá de casa nova', title: 'Casa nova da Júlia e do Rafael', eventDate: '2027-01-30', place: 'Recife - PE', url: '' });
  });

  it('narrows them to one idType, and refuses a bad one', async () => {
    const client = new TestClient(handle.server.app);
    const weddings = (await client.call('getEventList', 'idType=1')).json() as EventListEntry[];
    expect(weddings.map((l) => l.idType)).toEqual([1, 1]);
    expect((await client.call('getEventList', 'idType=abc')).statusCode).toBe(400);
  });
});
