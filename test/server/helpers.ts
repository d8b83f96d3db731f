/**
 * Test harness: a server app over an in-memory PGlite that starts from a seeded snapshot. The first
 * test file to need it migrates and seeds once and saves a `dumpDataDir` tarball in the OS temp folder
 * (keyed by the migrations, the seed sources and the day); later files load it (~1 s instead of ~5 s).
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp, type AppOptions } from '../../server/app';
import type { SQL } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { migrationsFolder, openPglite, queryRows, type Database } from '../../server/db/client';
import { seedDatabase } from '../../server/db/seed';

/** Every seed file (server/db/seed*.ts) and the listing index the seed fills: a change to any rebuilds the snapshot. */
const SEED_DIR = fileURLToPath(new URL('../../server/db/', import.meta.url));
const SEED_SOURCES = [
  ...readdirSync(SEED_DIR).filter((name) => /^seed.*\.ts$/.test(name)).sort().map((name) => join(SEED_DIR, name)),
  fileURLToPath(new URL('../../server/repositories/catalogue/listing-index.ts', import.meta.url)),
];

function snapshotPath(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(migrationsFolder, { recursive: true }).map(String).sort()) {
    if (file.endsWith('.sql') || file.endsWith('.json')) hash.update(file).update(readFileSync(join(migrationsFolder, file)));
  }
  for (const file of SEED_SOURCES) hash.update(readFileSync(file));
  hash.update(new Date().toISOString().slice(0, 10));
  return join(tmpdir(), `jet-server-seeded-${hash.digest('hex').slice(0, 16)}.tar.gz`);
}

/**
 * PGlite in a worker thread, as the server runs it (server/db/pglite-thread.ts), when TEST_PGLITE_THREAD=1;
 * by default in the test's own thread (it starts faster). `test/server/pglite-thread.test.ts` covers the thread.
 */
const THREAD = process.env.TEST_PGLITE_THREAD === '1';

/** A fresh database with the migrations applied and the default seed (`thread`: PGlite in a worker thread). */
export async function openSeededDatabase(options: { thread?: boolean } = {}): Promise<Database> {
  const thread = options.thread ?? THREAD;
  const path = snapshotPath();
  if (existsSync(path)) {
    try {
      return await openPglite({ loadDataDir: new Blob([readFileSync(path)]), thread });
    } catch {
      // A broken snapshot is rebuilt below.
    }
  }
  const database = await openPglite();
  await database.migrate();
  await seedDatabase(database.db);
  const dump = await database.dump!();
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, Buffer.from(await dump.arrayBuffer()));
  renameSync(temporary, path);
  if (!thread) return database;
  await database.close();
  return openPglite({ loadDataDir: dump, thread });
}

export interface TestServer {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

export async function startTestServer(options: Partial<AppOptions> = {}, database: { thread?: boolean } = {}): Promise<TestServer> {
  const db = await openSeededDatabase(database);
  return serveDatabase(db, options);
}

async function serveDatabase(database: Database, options: Partial<AppOptions>): Promise<TestServer> {
  // the offline social provider of the seeded store is trusted, as in the demo (DEMO=1)
  // Test files send dozens of forms from one address: the default per-address caps ×10 (limits.test.ts checks them at ×1).
  const app = await buildApp({ db: database.db, limitsScale: 10, ...options, social: { offline: true, ...options.social } });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** A browser-like client: keeps cookies between requests and sends the XSRF header like src/api does. */
export class TestClient {
  readonly cookies = new Map<string, string>();

  constructor(
    private readonly app: FastifyInstance,
    /** The client's IP as the server sees it (inject's remoteAddress; default 127.0.0.1). */
    private readonly remoteAddress?: string,
  ) {}

  private remember(response: LightMyRequestResponse): void {
    for (const cookie of response.cookies as Array<{ name: string; value: string; expires?: Date; maxAge?: number }>) {
      const expired = (cookie.expires && cookie.expires.getTime() <= Date.now()) || cookie.maxAge === 0 || cookie.value === '';
      if (expired) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
  }

  async get(url: string, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
    const response = await this.app.inject({ method: 'GET', url, headers, cookies: Object.fromEntries(this.cookies), ...(this.remoteAddress && { remoteAddress: this.remoteAddress }) });
    this.remember(response);
    return response;
  }

  /** POST with cookies and, unless told otherwise, the X-XSRF-TOKEN header copied from the cookie. */
  async post(
    url: string,
    body: unknown,
    options: { xsrf?: string | false; headers?: Record<string, string>; raw?: boolean } = {},
  ): Promise<LightMyRequestResponse> {
    if (!this.cookies.has('XSRF-TOKEN') && options.xsrf === undefined) await this.get('/api/ping');
    const headers: Record<string, string> = { ...options.headers };
    const token = options.xsrf === undefined ? this.cookies.get('XSRF-TOKEN') : options.xsrf;
    if (token) headers['x-xsrf-token'] = token;
    const payload = options.raw ? String(body) : JSON.stringify(body);
    if (!headers['content-type']) headers['content-type'] = 'application/json';
    const response = await this.app.inject({
      method: 'POST',
      url,
      headers,
      payload,
      cookies: Object.fromEntries(this.cookies),
      ...(this.remoteAddress && { remoteAddress: this.remoteAddress }),
    });
    this.remember(response);
    return response;
  }

  /** One operation through the `POST /api` envelope. */
  call(request: string, params: string | null = null, json: unknown = null): Promise<LightMyRequestResponse> {
    return this.post('/api', { request, params, json });
  }
}

/**
 * One seeded server for the whole test file, started before its tests and closed after them; `rows`
 * reads the database directly (to find seeded data or check what a call stored).
 */
export function serverForThisFile(options: Partial<AppOptions> = {}) {
  const handle = {} as { server: TestServer; rows: <T>(query: SQL) => Promise<T[]> };
  beforeAll(async () => {
    handle.server = await startTestServer(options);
    handle.rows = <T>(query: SQL) => queryRows<T>(handle.server.database.db, query);
  });
  afterAll(async () => {
    await handle.server?.close();
  });
  return handle;
}
