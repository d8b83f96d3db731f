/**
 * PGlite in a worker thread (server/db/pglite-thread.ts), as server/main.ts runs it: the HTTP thread keeps
 * answering while a query runs, and the database behaves as PGlite in one thread does (transactions,
 * errors, the order of queries, snapshots). The rest of the server tests run PGlite in their own thread;
 * TEST_PGLITE_THREAD=1 runs them all over the worker.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, queryRows } from '../../server/db/client';
import { PgliteThread } from '../../server/db/pglite-thread';
import { openSeededDatabase, startTestServer, TestClient, type TestServer } from './helpers';

let threaded: TestServer;
let inline: TestServer;
beforeAll(async () => {
  threaded = await startTestServer({}, { thread: true });
  inline = await startTestServer({}, { thread: false });
}, 120_000);
afterAll(async () => {
  await threaded?.close();
  await inline?.close();
});

const heavy = sql`select count(*)::int as n from generate_series(1, 4000000) g where g % 7 = 3`;

describe('PGlite in a worker thread', () => {
  it('answers HTTP requests while a long query runs (in one thread the query holds them back)', async () => {
    for (const [server, threadedDb] of [[threaded, true], [inline, false]] as const) {
      const order: string[] = [];
      const query = queryRows(server.database.db, heavy).then(() => order.push('query'));
      // the query is under way (in one thread it already holds the thread)
      await new Promise((resolve) => setImmediate(resolve));
      const ping = server.app.inject({ method: 'GET', url: '/api/ping' }).then(() => order.push('ping'));
      await Promise.all([query, ping]);
      expect(order).toEqual(threadedDb ? ['ping', 'query'] : ['query', 'ping']);
    }
  });

  it('gives the same listing, filter and search answers as PGlite in the server thread (sold-out last, onSale, inStock, a corrected term)', async () => {
    const calls: Array<[string, string]> = [
      ['getProductsByCategory', 'textLink=casa&page=1&pageSize=12&sortBy=mais_vendidos'],
      ['getProductsByCategory', 'textLink=casa&page=2&pageSize=12&sortBy=menor_preco&ofPrice=10&toPrice=500'],
      ['getFiltersByCategory', 'textLink=casa'],
      ['getProductsByCategory', 'textLink=casa&page=1&pageSize=12&sortBy=maior_preco&onSale=true&inStock=true'],
      ['getFiltersByCategory', 'textLink=casa&inStock=true'],
      ['getProductsBySearch', 'keyWord=sofa&page=1&pageSize=12'],
      // a misspelt term: the correction runs fuzzystrmatch's levenshtein in the database
      ['getProductsBySearch', 'keyWord=headset gamr&page=1&pageSize=12'],
    ];
    for (const [request, params] of calls) {
      const [a, b] = await Promise.all([new TestClient(threaded.app).call(request, params), new TestClient(inline.app).call(request, params)]);
      expect(a.statusCode, a.body).toBe(200);
      expect(a.json()).toEqual(b.json());
    }
  });

  it('runs the cart writes in transactions: exactly one of two shoppers takes the last unit', async () => {
    const [item] = await queryRows<{ id: number }>(
      threaded.database.db,
      sql`select p.id from products p where p.active and p.id_type_product = 1 and p.stock > 0
          and (select count(*) from skus s where s.product_id = p.id) = 1 order by p.id limit 1`,
    );
    await threaded.database.db.execute(sql`update products set stock = 1 where id = ${item!.id}`);
    await threaded.database.db.execute(sql`update skus set stock = 1 where product_id = ${item!.id}`);
    const shoppers = [new TestClient(threaded.app), new TestClient(threaded.app)];
    const answers = await Promise.all(shoppers.map((shopper) => shopper.call('addProductToCart', null, { idProduct: item!.id, idSku: null, quantity: 1 })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
  });

  it('commits a transaction that ends well, rolls back one that throws, and queries sent meanwhile wait for it', async () => {
    const db = threaded.database.db;
    await db.execute(sql`create table thread_probe (id int primary key, note text)`);
    await db.transaction(async (tx) => {
      await tx.execute(sql`insert into thread_probe values (1, 'kept')`);
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`insert into thread_probe values (2, 'dropped')`);
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    const seen: number[] = [];
    const open = db.transaction(async (tx) => {
      await tx.execute(sql`insert into thread_probe values (3, 'late')`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    const outside = queryRows<{ n: number }>(db, sql`select count(*)::int as n from thread_probe`).then(([row]) => seen.push(row!.n));
    await Promise.all([open, outside]);
    expect(seen).toEqual([2]);
    expect(await queryRows(db, sql`select id, note from thread_probe order by id`)).toEqual([
      { id: 1, note: 'kept' },
      { id: 3, note: 'late' },
    ]);
  });

  it("reports PostgreSQL's error fields (a unique violation's code and constraint)", async () => {
    const db = threaded.database.db;
    await db.execute(sql`create table thread_unique (id int constraint thread_unique_pk primary key)`);
    await db.execute(sql`insert into thread_unique values (1)`);
    const error = await db.execute(sql`insert into thread_unique values (1)`).then(
      () => undefined,
      (failure: unknown) => failure as Error & { cause?: { code?: string; constraint?: string } },
    );
    expect(error).toBeInstanceOf(Error);
    const cause = error!.cause ?? (error as unknown as { code?: string; constraint?: string });
    expect(cause.code).toBe('23505');
    expect(cause.constraint).toBe('thread_unique_pk');
  });

  it('dumps its data and opens again from the dump', async () => {
    const source = await openSeededDatabase({ thread: true });
    try {
      await source.db.execute(sql`create table thread_dump (n int)`);
      await source.db.execute(sql`insert into thread_dump values (42)`);
      const copy = await openPglite({ loadDataDir: await source.dump!(), thread: true });
      try {
        expect(await queryRows(copy.db, sql`select n from thread_dump`)).toEqual([{ n: 42 }]);
      } finally {
        await copy.close();
      }
    } finally {
      await source.close();
    }
  });

  it('refuses a parser that converts (only a type handed over as its text can cross the thread)', async () => {
    const thread = await PgliteThread.create();
    try {
      await expect(thread.query('select 1', [], { parsers: { 23: (value: string) => Number(value) } })).rejects.toThrow(/must keep the text/);
      expect((await thread.query<{ n: string }>('select 1::int as n', [], { parsers: { 23: (value: string) => value } })).rows).toEqual([{ n: '1' }]);
    } finally {
      await thread.close();
    }
  });
});
