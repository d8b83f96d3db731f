/**
 * Measures the limits at their defaults (server/README.md "Limits"), replaying the probes of issue 14 on a
 * fresh in-memory store: `npx tsx scripts/measure-limits.ts`. Prints one line per probe: requests sent,
 * status counts, and what they stored.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../server/app';
import { openPglite, queryRows } from '../server/db/client';
import { seedDatabase } from '../server/db/seed';
import { hashPassword } from '../server/lib/password';
import { customers } from '../server/db/schema';

const database = await openPglite();
await database.migrate();
await seedDatabase(database.db, { products: 60 });
const app: FastifyInstance = await buildApp({ db: database.db });
await app.ready();

async function send(ip: string, url: string, body: unknown, cookies: Record<string, string> = {}) {
  const ping = await app.inject({ method: 'GET', url: '/api/ping', remoteAddress: ip });
  const xsrf = (ping.cookies as Array<{ name: string; value: string }>).find((c) => c.name === 'XSRF-TOKEN')!.value;
  return app.inject({
    method: 'POST',
    url,
    remoteAddress: ip,
    headers: { 'content-type': 'application/json', 'x-xsrf-token': xsrf },
    cookies: { 'XSRF-TOKEN': xsrf, ...cookies },
    payload: JSON.stringify(body),
  });
}

const counts = (statuses: number[]) =>
  Object.entries(statuses.reduce<Record<number, number>>((all, s) => ({ ...all, [s]: (all[s] ?? 0) + 1 }), {}))
    .map(([status, n]) => `${n}×${status}`)
    .join(', ');
const rows = async (query: ReturnType<typeof sql>) => Number((await queryRows<{ n: string }>(database.db, query))[0]!.n);

// 1. 160 wrong passwords for one account from 40 addresses (4 each).
{
  const statuses: number[] = [];
  for (let ip = 1; ip <= 40; ip++) {
    for (let i = 0; i < 4; i++) {
      statuses.push((await send(`10.1.0.${ip}`, '/api/login', { username: 'maria@example.com', password: `errada-${ip}-${i}`, tokenRecaptcha: 'offline:Login' })).statusCode);
    }
  }
  const last = await send('10.1.1.1', '/api/login', { username: 'maria@example.com', password: 'Senha@123', tokenRecaptcha: 'offline:Login' });
  console.log(`login, 160 wrong passwords for one account from 40 addresses: ${counts(statuses)}; then the right password: ${last.statusCode} "${last.json().error}" (Retry-After ${last.headers['retry-after']} s)`);
}

// 2. Login failures: the same answer and time for a wrong password, an account without one, an unknown e-mail.
{
  await database.db.insert(customers).values([
    { name: 'Com Senha', email: 'com-senha@example.com', cpfCnpj: '39053344705', personType: 'F', passwordHash: await hashPassword('Senha@123'), termAccepted: true },
    { name: 'Sem Senha', email: 'sem-senha@example.com', cpfCnpj: '11144477735', personType: 'F', passwordHash: null, termAccepted: true },
  ]);
  const cases = { 'wrong password': 'com-senha@example.com', 'no password': 'sem-senha@example.com', 'unknown e-mail': 'ninguem@example.com' };
  const times: Record<string, number[]> = {};
  const bodies = new Set<string>();
  for (let round = 0; round < 9; round++) {
    const entries = Object.entries(cases);
    // the order turns each round, so no case always runs first or last
    for (const [name, email] of [...entries.slice(round % 3), ...entries.slice(0, round % 3)]) {
      const started = performance.now();
      const response = await send(`10.2.${round}.1`, '/api/login', { username: email, password: 'x-errada', tokenRecaptcha: 'offline:Login' });
      (times[name] ??= []).push(performance.now() - started);
      bodies.add(`${response.statusCode} ${response.body}`);
    }
  }
  const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;
  const summary = Object.entries(times).map(([name, list]) => `${name} ${Math.round(median(list))} ms`).join(', ');
  console.log(`login failure answers (9 each): ${[...bodies].join(' | ')}; median times: ${summary}`);
}

// 3. 200 quotes with 4,000-character messages from one address.
{
  const statuses: number[] = [];
  const started = performance.now();
  for (let i = 0; i < 200; i++) {
    statuses.push(
      (await send('10.3.0.1', '/api', { request: 'sendQuote', json: { name: 'Ana Souza', email: 'ana@example.com', phone: '(11) 98765-4321', message: 'x'.repeat(4000), products: [{ idProduct: 1 }] } })).statusCode,
    );
  }
  console.log(`sendQuote, 200 from one address: ${counts(statuses)} in ${Math.round(performance.now() - started)} ms; quotes stored: ${await rows(sql`select count(*) as n from quote_requests`)}`);
}

// 4. 200 back-in-stock alerts from one address.
{
  const statuses: number[] = [];
  for (let i = 0; i < 200; i++) {
    statuses.push((await send('10.4.0.1', '/api', { request: 'registerAlertMe', json: { name: 'Ana Souza', email: `ana${i}@example.com`, phone: '(11) 98765-4321', idProduct: 1, idSku: null } })).statusCode);
  }
  console.log(`alertMe, 200 from one address: ${counts(statuses)}; alerts stored: ${await rows(sql`select count(*) as n from stock_alerts`)}`);
}

// 5. Registration and access codes from one address.
for (const [label, url, body] of [
  ['register', '/api/register', {}],
  ['sendAccessCode', '/api', { request: 'sendAccessKey', json: {} }],
] as const) {
  const statuses: number[] = [];
  for (let i = 0; i < 20; i++) statuses.push((await send('10.5.0.1', url, body)).statusCode);
  console.log(`${label}, 20 from one address: ${counts(statuses)}`);
}

// 6. 300 cookie-less add-to-cart calls from one address.
{
  const before = await rows(sql`select count(*) as n from sessions`);
  const [product] = await queryRows<{ id: number }>(
    database.db,
    sql`select p.id from products p join skus s on s.product_id = p.id group by p.id having count(*) = 1 order by sum(s.stock) desc limit 1`,
  );
  const statuses: number[] = [];
  for (let i = 0; i < 300; i++) statuses.push((await send('10.6.0.1', '/api', { request: 'addProductToCart', json: { idProduct: product!.id, idSku: null, quantity: 1 } })).statusCode);
  console.log(`addToCart, 300 cookie-less from one address: ${counts(statuses)}; sessions created: ${(await rows(sql`select count(*) as n from sessions`)) - before}`);
}

await app.close();
await database.close();
