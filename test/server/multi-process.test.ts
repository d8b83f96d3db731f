/**
 * Several server processes on one PostgreSQL (server/README.md "Limits"): a real PostgreSQL (initdb into a
 * temp folder, a random port) and TWO `server/main.ts` processes on it. A limit reached through one holds
 * on the other (failed logins per account, the form class, new sessions per address), and a catalogue
 * change made through one is seen by the other (the answer cache's shared catalogue version).
 *
 * The PostgreSQL binaries: PG_BIN, else /usr/local/bin, else the newest /usr/lib/postgresql/<n>/bin
 * (Debian's `postgresql` package; `npm test` installs it as root, scripts/test-prerequisites.sh). Without
 * them the file fails with the command to run: it never skips silently.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

function findPgBin(): string | undefined {
  const candidates = [process.env.PG_BIN, '/usr/local/bin'];
  if (existsSync('/usr/lib/postgresql')) {
    const versions = readdirSync('/usr/lib/postgresql').filter((v) => /^\d+$/.test(v)).sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((v) => `/usr/lib/postgresql/${v}/bin`));
  }
  return candidates.find((dir) => dir && existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'postgres')));
}

const PG_BIN = findPgBin();

if (!PG_BIN) {
  it('needs the PostgreSQL binaries', () => {
    throw new Error("no PostgreSQL binaries: run `sudo apt-get install -y --no-install-recommends postgresql postgresql-contrib`, or set PG_BIN to PostgreSQL's bin folder");
  });
}

/** initdb and postgres refuse to run as root: they run as nobody then. */
const asUser: { uid?: number; gid?: number } = process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : {};

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A started server process and the lines it printed. */
interface Proc {
  child: ChildProcess;
  output: string[];
}

function start(command: string, args: string[], options: Parameters<typeof spawn>[2]): Proc {
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  return { child, output };
}

async function waitFor(what: string, check: () => Promise<boolean> | boolean, timeoutMs: number, proc?: Proc): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check()) return;
    if (proc && proc.child.exitCode !== null) throw new Error(`${what}: the process ended\n${proc.output.join('')}`);
    await sleep(100);
  }
  throw new Error(`${what}: timed out\n${proc?.output.join('') ?? ''}`);
}

/** A client with its own cookies (and its address, through X-Forwarded-For: the servers trust the proxy). */
class Client {
  readonly cookies = new Map<string, string>();
  constructor(private readonly ip = '203.0.113.1') {}

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of many shapes, checked by the tests
  async request(base: string, method: string, path: string, body?: unknown): Promise<{ status: number; json: any; headers: Headers }> {
    if (method !== 'GET' && !this.cookies.has('XSRF-TOKEN')) await this.request(base, 'GET', '/api/ping');
    const headers: Record<string, string> = { 'x-forwarded-for': this.ip };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (body !== undefined) headers['content-type'] = 'application/json';
    const xsrf = this.cookies.get('XSRF-TOKEN');
    if (xsrf && method !== 'GET') headers['x-xsrf-token'] = xsrf;
    const response = await fetch(`${base}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const [name, ...value] = pair!.split('=');
      const expired = attributes.some((a) => /expires=thu, 01 jan 1970/i.test(a.trim()) || /max-age=0/i.test(a.trim()));
      if (expired || value.join('=') === '') this.cookies.delete(name!.trim());
      else this.cookies.set(name!.trim(), value.join('='));
    }
    const text = await response.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = text;
    }
    return { status: response.status, json, headers: response.headers };
  }

  call(base: string, request: string, params: string | null, json: unknown) {
    return this.request(base, 'POST', '/api', { request, params, json });
  }
}

describe.skipIf(!PG_BIN)('two server processes on one PostgreSQL', () => {
  let dir: string;
  let postgres: Proc | undefined;
  const servers: Proc[] = [];
  let pool: pg.Pool;
  let A: string;
  let B: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'jet-pg-'));
    if (asUser.uid !== undefined) chownSync(dir, asUser.uid, asUser.gid!);
    const initdb = spawnSync(join(PG_BIN!, 'initdb'), ['-D', join(dir, 'data'), '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8', '--locale=C'], {
      ...asUser,
      encoding: 'utf8',
    });
    if (initdb.status !== 0) throw new Error(`initdb failed: ${initdb.stderr}`);
    const pgPort = await freePort();
    postgres = start(
      join(PG_BIN!, 'postgres'),
      ['-D', join(dir, 'data'), '-p', String(pgPort), '-k', dir, '-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'],
      asUser,
    );
    const url = `postgres://postgres@127.0.0.1:${pgPort}/postgres`;
    pool = new pg.Pool({ connectionString: url, max: 2 });
    pool.on('error', () => {}); // an idle connection ended by the shutdown
    await waitFor('PostgreSQL', () => pool.query('select 1').then(() => true, () => false), 30_000, postgres);

    const env = {
      ...process.env,
      DATABASE_URL: url,
      SEED_PRODUCTS: '40',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '1',
      DEMO: '1',
      ANSWER_CACHE_SYNC_MS: '200',
      PG_POOL_SIZE: '4',
      NODE_ENV: 'test',
    };
    const tsx = join(ROOT, 'node_modules/.bin/tsx');
    const launch = async () => {
      const port = await freePort();
      const proc = start(tsx, ['server/main.ts'], { cwd: ROOT, env: { ...env, PORT: String(port), HOST: '127.0.0.1' } });
      servers.push(proc);
      await waitFor('a server process', () => proc.output.join('').includes('Demo store:'), 150_000, proc);
      return `http://127.0.0.1:${port}`;
    };
    // The first one migrates and seeds; the second one starts on the seeded database.
    A = await launch();
    B = await launch();
  }, 240_000);

  afterAll(async () => {
    for (const proc of servers) proc.child.kill('SIGTERM');
    await Promise.all(servers.map((proc) => (proc.child.exitCode === null ? new Promise((resolve) => proc.child.once('exit', resolve)) : undefined)));
    await pool?.end();
    if (postgres) {
      postgres.child.kill('SIGINT');
      if (postgres.child.exitCode === null) await new Promise((resolve) => postgres!.child.once('exit', resolve));
    }
    if (dir) rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  const loginBody = (username: string, password: string, tokenRecaptcha = 'offline:Login') => ({ request: 'login', json: { username, password, tokenRecaptcha } });

  it('guards an account after 10 failed logins from 10 addresses, spread over both processes, on both (no lockout)', async () => {
    const email = 'ana@example.com';
    for (let i = 0; i < 10; i++) {
      const response = await new Client(`198.51.100.${i + 1}`).request(i % 2 ? B : A, 'POST', '/api/login', loginBody(email, `errada-${i}`));
      expect(response.status, JSON.stringify(response.json)).toBe(401);
    }
    for (const base of [A, B]) {
      // a clean address is asked for a bot check on both processes, and signs in with one
      const asked = await new Client('198.51.100.99').request(base, 'POST', '/api/login', loginBody(email, 'Senha@123', ''));
      expect(asked.status).toBe(400);
      expect(asked.json.code).toBe('BOT_CHECK_REQUIRED');
      // the address that failed last waits, whichever process it reaches
      const delayed = await new Client('198.51.100.10').request(base, 'POST', '/api/login', loginBody(email, 'Senha@123'));
      expect(delayed.status).toBe(429);
      expect(delayed.json.code).toBe('ACCOUNT_DELAY');
    }
    expect((await new Client('198.51.100.99').request(B, 'POST', '/api/login', loginBody(email, 'Senha@123'))).status).toBe(200);
    // an unknown e-mail guarded the same way gets the same answer
    const unknown = 'ninguem-aqui@example.com';
    for (let i = 0; i < 10; i++) await new Client(`198.51.101.${i + 1}`).request(i % 2 ? A : B, 'POST', '/api/login', loginBody(unknown, 'x'));
    const askedUnknown = await new Client('198.51.101.99').request(B, 'POST', '/api/login', loginBody(unknown, 'x', ''));
    expect(askedUnknown.status).toBe(400);
    expect(askedUnknown.json.code).toBe('BOT_CHECK_REQUIRED');
  });

  it('holds the form cap of one address across both processes (10 quotes in 10 minutes)', async () => {
    const client = new Client('192.0.2.10');
    const quote = { name: 'Ana Souza', email: 'ana@example.com', phone: '(11) 98765-4321', message: 'Orçamento de 10 unidades', products: [] };
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await client.call(i % 2 ? B : A, 'sendQuote', null, quote)).status);
    expect(statuses.slice(0, 10)).not.toContain(429);
    expect(statuses.slice(10)).toEqual([429, 429]);
    const blocked = await client.call(A, 'sendQuote', null, quote);
    expect(blocked.json.error).toMatch(/^Muitos envios deste endereço em pouco tempo\. Aguarde (10|9) minutos e tente novamente\.$/);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(500);
    // another address is not affected
    expect((await new Client('192.0.2.11').call(B, 'sendQuote', null, quote)).status).not.toBe(429);
  });

  it('caps new sessions per address across both processes: of 60 cookie-less adds, 30 are refused', async () => {
    const cards = (await new Client().call(A, 'getShowcase', 'quantity=20', null)).json as Array<{
      idProduct: number;
      stock: number;
      flagExhausted: boolean;
      idTypeProduct: number;
      skUs: Array<{ variations: unknown[] }>;
    }>;
    // a product one unit of which a visitor can put in the cart (regular, one SKU without variations, no limit such as
    // 'em múltiplos de 2'): the first that a probe from another address adds
    const candidates = cards.sort((a, b) => b.stock - a.stock).filter((card) => card.idTypeProduct === 1 && !card.flagExhausted && card.skUs.length === 1 && card.skUs[0]!.variations.length === 0);
    let product: (typeof candidates)[number] | undefined;
    for (const card of candidates) {
      const probe = await new Client('192.0.2.49').call(A, 'addProductToCart', null, { idProduct: card.idProduct, idSku: null, quantity: 1 });
      if (probe.status === 200) {
        product = card;
        break;
      }
    }
    if (!product) throw new Error('no product of the showcase takes one unit in a cart');
    const before = Number((await pool.query('select count(*) as n from sessions')).rows[0].n);
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++) {
      const response = await new Client('192.0.2.50').call(i % 2 ? B : A, 'addProductToCart', null, { idProduct: product.idProduct, idSku: null, quantity: 1 });
      statuses.push(response.status);
    }
    const after = Number((await pool.query('select count(*) as n from sessions')).rows[0].n);
    expect(statuses.slice(30), statuses.join(',')).toEqual(Array(30).fill(429));
    // every add that stored a line kept its session; an add refused (no stock left) kept none
    const stored = statuses.filter((s) => s === 200).length;
    expect(stored).toBe(Math.min(30, product.stock));
    expect(after - before).toBe(stored);
    // a failed add from a new address leaves no session behind
    const failed = new Client('192.0.2.51');
    const missing = await failed.call(A, 'addProductToCart', null, { idProduct: 99_999_999, idSku: null, quantity: 1 });
    expect(missing.status).toBeGreaterThanOrEqual(400);
    expect(missing.status).toBeLessThan(429);
    expect(failed.cookies.has('jet_session')).toBe(false);
    expect(Number((await pool.query('select count(*) as n from sessions')).rows[0].n)).toBe(after);
  });

  it('shows on one process a catalogue change made through the other (the cached showcase is dropped)', async () => {
    const visitor = new Client('192.0.2.80');
    const showcase = async () => (await visitor.call(B, 'getShowcase', 'quantity=8', null)).json as Array<{ idProduct: number; rate: number }>;
    const first = await showcase();
    const target = first[0]!;
    expect(await showcase()).toEqual(first); // cached on B now

    const maria = new Client('192.0.2.81');
    expect((await maria.request(A, 'POST', '/api/login', loginBody('maria@example.com', 'Senha@123'))).status).toBe(200);
    const rate = target.rate >= 3 ? 1 : 5;
    const rated = await maria.call(A, 'registerRating', null, { idProduct: target.idProduct, rate, comment: 'Chegou antes do prazo.' });
    expect(rated.status, JSON.stringify(rated.json)).toBe(200);
    expect(rated.json.rate).not.toBe(target.rate);

    const started = Date.now();
    await waitFor('B sees the new rate', async () => (await showcase()).find((p) => p.idProduct === target.idProduct)?.rate === rated.json.rate, 5_000);
    // polled every 200 ms here (ANSWER_CACHE_SYNC_MS; 500 ms by default), far below the cache's 60 s
    expect(Date.now() - started).toBeLessThan(3_000);
  });
});
