/**
 * PGlite in a worker thread (db/pglite-worker.ts), behind an object with the part of PGlite's interface
 * that drizzle's pglite driver and the server use: `query`, `exec`, `transaction`, `dumpDataDir`, `close`.
 *
 * Why: PGlite runs PostgreSQL's wasm on the thread that calls it, synchronously. In the server's main
 * thread every query (a listing's cards, a count) stopped the HTTP server for its whole length, so under
 * load each cache miss delayed every other request behind it (the listing's p99 of seconds in
 * `npm run bench:server`, issue 24). In a worker, only the worker waits; the main thread goes on answering.
 *
 * Same semantics as PGlite in one thread: one connection, queries run one at a time in the order sent, a
 * transaction holds the connection until it ends (queries sent outside it wait). Results and parameters
 * cross the thread by structured clone (Dates, Uint8Arrays, JSON values). Query options: `rowMode`,
 * `paramTypes` and `parsers` that hand a type over as its text (drizzle's only kind: every parser given
 * must answer its input unchanged; others are refused), no `serializers`, `blob` or `onNotice`. Errors
 * come back as Errors with PostgreSQL's fields (code, constraint, table, detail ...).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results } from '@electric-sql/pglite';

/** What the worker is opened with. */
export interface PgliteThreadData {
  dataDir?: string;
  /** A `dumpDataDir` tarball to start from. */
  loadDataDir?: Uint8Array<ArrayBuffer>;
}

/** Query options as they cross the thread: the types whose parser keeps the text, instead of functions. */
export interface WireQueryOptions {
  rowMode?: QueryOptions['rowMode'];
  paramTypes?: number[];
  rawTypes?: number[];
}

export type ThreadRequest =
  | { id: number; type: 'query'; sql: string; params?: unknown[]; options?: WireQueryOptions; tx?: number }
  | { id: number; type: 'exec'; sql: string; options?: WireQueryOptions; tx?: number }
  | { id: number; type: 'begin' }
  | { id: number; type: 'end'; tx: number; commit: boolean }
  | { id: number; type: 'dump'; compression?: 'none' | 'gzip' | 'auto' }
  | { id: number; type: 'close' };

/** A request without its id (send() numbers it). */
type Unnumbered<R> = R extends { id: number } ? Omit<R, 'id'> : never;

export type ThreadAnswer = { id: number; result: unknown } | { id: number; error: Record<string, unknown> };

/** The PGlite surface a transaction's callback gets. */
export interface ThreadTransaction {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string, options?: QueryOptions): Promise<Results[]>;
  rollback(): Promise<void>;
  readonly closed: boolean;
}

/** Samples that tell a parser that keeps its input from one that converts it. */
const PARSER_PROBES = ['2024-01-02 03:04:05+00', '1', '{1,2}', 'text'];

function wireOptions(options: QueryOptions | undefined): WireQueryOptions | undefined {
  if (!options) return undefined;
  const { rowMode, paramTypes, parsers, serializers, blob, onNotice } = options;
  if (serializers || blob || onNotice) throw new Error('PGlite thread: serializers, blob and onNotice are not supported');
  const rawTypes = Object.entries(parsers ?? {}).map(([type, parser]) => {
    const id = Number(type);
    if (!PARSER_PROBES.every((text) => parser(text, id) === text)) throw new Error(`PGlite thread: the parser of type ${type} must keep the text`);
    return id;
  });
  return { ...(rowMode ? { rowMode } : {}), ...(paramTypes ? { paramTypes } : {}), ...(rawTypes.length ? { rawTypes } : {}) };
}

function rebuildError(fields: Record<string, unknown>): Error {
  const error = new Error(String(fields.message ?? 'PGlite error'));
  Object.assign(error, fields);
  return error;
}

/**
 * The worker's code: it registers tsx's loader (this file and the worker's are TypeScript, run from source
 * as the whole server is), then imports db/pglite-worker.ts. (A worker does not take tsx from `--import`
 * on Node 20: the loader has to be registered from inside it.)
 */
function workerSource(): string {
  // tsx's ESM API as its package exports it for `import` (require.resolve would give the CommonJS one)
  const manifest = createRequire(import.meta.url).resolve('tsx/package.json');
  const exported = (JSON.parse(readFileSync(manifest, 'utf8')) as { exports: Record<string, { import: { default: string } }> }).exports['./esm/api']!;
  const tsx = pathToFileURL(join(dirname(manifest), exported.import.default)).href;
  const entry = new URL('./pglite-worker.ts', import.meta.url).href;
  return `import(${JSON.stringify(tsx)}).then((api) => { api.register(); return import(${JSON.stringify(entry)}); });`;
}

export class PgliteThread {
  private readonly worker: Worker;
  private readonly pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: unknown) => void }>();
  private nextId = 1;
  private failure: Error | undefined;
  private readonly exited: Promise<void>;
  readonly ready: Promise<void>;

  constructor(data: PgliteThreadData = {}) {
    this.worker = new Worker(workerSource(), { eval: true, workerData: data, execArgv: [] });
    this.ready = new Promise((resolve, reject) => this.pending.set(0, { resolve: () => resolve(), reject }));
    this.worker.on('message', (answer: ThreadAnswer) => {
      const waiting = this.pending.get(answer.id);
      if (!waiting) return;
      this.pending.delete(answer.id);
      if ('error' in answer) waiting.reject(rebuildError(answer.error));
      else waiting.resolve(answer.result);
    });
    const fail = (error: Error) => {
      this.failure = error;
      for (const waiting of this.pending.values()) waiting.reject(error);
      this.pending.clear();
    };
    this.worker.on('error', fail);
    this.exited = new Promise((resolve) => {
      this.worker.once('exit', (code) => {
        fail(new Error(`PGlite thread: the worker ended (${code})`));
        resolve();
      });
    });
  }

  /** Opens PGlite in a new worker thread and waits until it is ready. */
  static async create(data: PgliteThreadData = {}): Promise<PgliteThread> {
    const thread = new PgliteThread(data);
    await thread.ready;
    return thread;
  }

  private send<T>(request: Unnumbered<ThreadRequest>, id = this.nextId++): Promise<T> {
    if (this.failure) return Promise.reject(this.failure);
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage({ ...request, id });
    });
  }

  async query<T>(sql: string, params?: unknown[], options?: QueryOptions, tx?: number): Promise<Results<T>> {
    return this.send({ type: 'query', sql, params, options: wireOptions(options), tx });
  }

  async exec(sql: string, options?: QueryOptions, tx?: number): Promise<Results[]> {
    return this.send({ type: 'exec', sql, options: wireOptions(options), tx });
  }

  /** Runs `callback` in one transaction: committed when it resolves, rolled back when it throws. */
  async transaction<T>(callback: (tx: ThreadTransaction) => Promise<T>): Promise<T> {
    const id = this.nextId++;
    await this.send({ type: 'begin' }, id);
    let closed = false;
    let ended = false;
    const end = async (commit: boolean) => {
      closed = true;
      if (ended) return;
      ended = true;
      await this.send({ type: 'end', tx: id, commit });
    };
    const check = () => {
      if (closed) throw new Error('Transaction is closed');
    };
    const tx: ThreadTransaction = {
      query: <R>(sql: string, params?: unknown[], options?: QueryOptions) => (check(), this.query<R>(sql, params, options, id)),
      exec: (sql: string, options?: QueryOptions) => (check(), this.exec(sql, options, id)),
      rollback: async () => {
        check();
        await end(false);
      },
      get closed() {
        return closed;
      },
    };
    let result: T;
    try {
      result = await callback(tx);
    } catch (error) {
      await end(false);
      throw error;
    }
    await end(true);
    return result;
  }

  async dumpDataDir(compression?: 'none' | 'gzip' | 'auto'): Promise<Blob> {
    const bytes = await this.send<Uint8Array<ArrayBuffer>>({ type: 'dump', compression });
    return new Blob([bytes]);
  }

  async close(): Promise<void> {
    if (this.failure) return;
    await this.send({ type: 'close' });
    await this.exited;
  }
}
