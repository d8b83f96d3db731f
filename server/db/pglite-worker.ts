/**
 * The worker side of `openPgliteThread` (db/pglite-thread.ts): one PGlite, opened in this worker thread,
 * answering the queries the server's main thread sends. PGlite runs PostgreSQL's wasm synchronously, so
 * in the main thread every query stops the HTTP server for its whole length; here it stops only this
 * thread, and the main thread keeps answering (cached answers, other requests) meanwhile.
 *
 * Messages (db/pglite-thread.ts holds their types): `query` / `exec` (optionally inside an open
 * transaction), `begin` (opens a PGlite transaction and keeps it until `end`), `end` (commit or roll
 * back), `dump` (dumpDataDir), `close`. Each answer carries the request's id and either a result or an
 * error as plain fields (PostgreSQL's code, constraint, table ...).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type QueryOptions, type Transaction } from '@electric-sql/pglite';
import { pgliteExtensions } from './pglite-extensions';
import type { PgliteThreadData, ThreadAnswer, ThreadRequest, WireQueryOptions } from './pglite-thread';

const port = parentPort!;
const data = workerData as PgliteThreadData;

/** Raised inside a transaction's callback to make PGlite roll it back. */
class RollBack extends Error {}

/** The wire's query options as PGlite takes them: the listed types are handed over as their text. */
function queryOptions(options: WireQueryOptions | undefined): QueryOptions | undefined {
  if (!options) return undefined;
  const { rawTypes, ...rest } = options;
  return rawTypes?.length ? { ...rest, parsers: Object.fromEntries(rawTypes.map((type) => [type, (value: string) => value])) } : rest;
}

/** An error as plain fields (what PostgreSQL reports, without the query's parameters). */
function errorFields(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields: Record<string, unknown> = { name: error.name, message: error.message, stack: error.stack };
  for (const [key, value] of Object.entries(error)) {
    if (key === 'params' || key === 'queryOptions') continue;
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
  }
  return fields;
}

const db = await PGlite.create({
  ...(data.dataDir ? { dataDir: data.dataDir } : {}),
  ...(data.loadDataDir ? { loadDataDir: new Blob([data.loadDataDir]) } : {}),
  extensions: pgliteExtensions,
});

/** Open transactions by the id of their `begin`, and how each ends (its COMMIT or ROLLBACK done). */
const transactions = new Map<number, { tx: Transaction; end: (commit: boolean) => void }>();
const outcomes = new Map<number, Promise<void>>();

async function handle(request: ThreadRequest): Promise<unknown> {
  switch (request.type) {
    case 'query': {
      const target = request.tx === undefined ? db : transactions.get(request.tx)?.tx;
      if (!target) throw new Error('PGlite thread: no such transaction');
      return target.query(request.sql, request.params, queryOptions(request.options));
    }
    case 'exec': {
      const target = request.tx === undefined ? db : transactions.get(request.tx)?.tx;
      if (!target) throw new Error('PGlite thread: no such transaction');
      return target.exec(request.sql, queryOptions(request.options));
    }
    case 'begin':
      // PGlite's transaction stays open (its callback waiting) until `end` says commit or roll back;
      // queries outside it wait for it, as they do in one thread.
      return new Promise<null>((opened, failed) => {
        let isOpen = false;
        const settled = db.transaction(async (tx) => {
          const commit = await new Promise<boolean>((end) => {
            transactions.set(request.id, { tx, end });
            isOpen = true;
            opened(null);
          });
          transactions.delete(request.id);
          if (!commit && !tx.closed) throw new RollBack();
        });
        const outcome = settled.then(
          () => undefined,
          (error: unknown) => {
            if (!(error instanceof RollBack)) throw error;
          },
        );
        outcome.catch(() => {}); // awaited by `end`; a BEGIN that failed is answered below
        outcomes.set(request.id, outcome);
        settled.catch((error: unknown) => {
          if (isOpen) return;
          outcomes.delete(request.id);
          failed(error);
        });
      });
    case 'end': {
      const open = transactions.get(request.tx);
      const outcome = outcomes.get(request.tx);
      if (!open || !outcome) throw new Error('PGlite thread: no such transaction');
      open.end(request.commit);
      try {
        await outcome;
      } finally {
        outcomes.delete(request.tx);
      }
      return null;
    }
    case 'dump': {
      const file = await db.dumpDataDir(request.compression);
      return new Uint8Array(await file.arrayBuffer());
    }
    case 'close':
      await db.close();
      return null;
  }
}


port.on('message', (request: ThreadRequest) => {
  handle(request).then(
    (result) => {
      port.postMessage({ id: request.id, result } satisfies ThreadAnswer);
      if (request.type === 'close') port.close();
    },
    (error: unknown) => port.postMessage({ id: request.id, error: errorFields(error) } satisfies ThreadAnswer),
  );
});
port.postMessage({ id: 0, result: 'ready' } satisfies ThreadAnswer);
