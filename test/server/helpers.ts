/**
 * Test harness: a server app over an in-memory PGlite of its own, loaded from the seeded template that
 * test/server/global-setup.ts builds once per run (~0.6 s a copy instead of ~5 s to migrate and seed).
 * Each test file starts its server with `serverForThisFile()`: what one file writes, no other sees.
 */
import { readFileSync } from 'node:fs';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp, type AppOptions } from '../../server/app';
import type { SQL } from 'drizzle-orm';
import { afterAll, beforeAll, inject } from 'vitest';
import { openPglite, queryRows, type Database } from '../../server/db/client';

let template: Blob | undefined;

/**
 * PGlite in a worker thread, as the server runs it (server/db/pglite-thread.ts), when TEST_PGLITE_THREAD=1;
 * by default in the test's own thread (it starts faster). `test/server/pglite-thread.test.ts` covers the thread.
 */
const THREAD = process.env.TEST_PGLITE_THREAD === '1';

/** A fresh database of its own: a copy of the seeded template (migrations applied, default seed); `thread`: PGlite in a worker thread. */
export async function openSeededDatabase(options: { thread?: boolean } = {}): Promise<Database> {
  template ??= new Blob([readFileSync(inject('seededTemplate'))]);
  return openPglite({ loadDataDir: template, thread: options.thread ?? THREAD });
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
    /** The app, or where to find it once started (a client made before the file's server starts). */
    private readonly target: FastifyInstance | { readonly app: FastifyInstance },
    /** The client's IP as the server sees it (inject's remoteAddress; default 127.0.0.1). */
    private readonly remoteAddress?: string,
  ) {}

  private get app(): FastifyInstance {
    return 'inject' in this.target ? this.target : this.target.app;
  }

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
 * The test file's own seeded server, started before its tests and closed after them: `server` (its
 * app and database, usable once the file's tests run), `client` (a browser on it), `rows` (reads the
 * database directly, to find seeded data or check what a call stored).
 */
export function serverForThisFile(options: Partial<AppOptions> = {}) {
  let started: TestServer | undefined;
  const current = (): TestServer => {
    if (!started) throw new Error("the file's server starts in beforeAll: use it in a test or a hook");
    return started;
  };
  const server: TestServer = {
    get app() {
      return current().app;
    },
    get database() {
      return current().database;
    },
    close: () => current().close(),
  };
  beforeAll(async () => {
    started = await startTestServer(options);
  });
  afterAll(async () => {
    await started?.close();
  });
  return { server, client: new TestClient(server), rows: <T>(query: SQL) => queryRows<T>(current().database.db, query) };
}
