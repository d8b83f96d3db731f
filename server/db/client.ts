/**
 * Opening the database: embedded PGlite (a data folder, or memory for tests) or PostgreSQL through
 * node-postgres when a URL is given. Both get the same schema and the same migrations.
 */
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { count, type SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { pgliteExtensions } from './pglite-extensions';
import { PgliteThread } from './pglite-thread';
import * as schema from './schema';

type Schema = typeof schema;
/** The drizzle database, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the pending migrations of server/db/migrations. */
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the whole data folder as a gzipped tarball (test snapshots). */
  dump?(): Promise<Blob>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export interface PgliteOptions {
  /** Data folder; omitted = in memory. */
  dataDir?: string;
  /** A `dump()` to start from instead of an empty database. */
  loadDataDir?: Blob;
  /**
   * Run PGlite in a worker thread (db/pglite-thread.ts), so its queries do not stop the HTTP server's
   * thread while they run. The server does (server/main.ts; PGLITE_THREAD=0 turns it off).
   */
  thread?: boolean;
}

export async function openPglite(options: PgliteOptions = {}): Promise<Database> {
  if (options.thread) {
    const client = await PgliteThread.create({
      ...(options.dataDir ? { dataDir: options.dataDir } : {}),
      ...(options.loadDataDir ? { loadDataDir: new Uint8Array(await options.loadDataDir.arrayBuffer()) } : {}),
    });
    // drizzle's pglite driver calls query, exec and transaction, which the thread's client answers alike.
    const asPglite = client as unknown as PGlite;
    return {
      db: drizzlePglite({ client: asPglite, schema }) as unknown as Db,
      kind: 'pglite',
      migrate: () => migratePglite(drizzlePglite({ client: asPglite, schema }), { migrationsFolder }),
      close: () => client.close(),
      dump: () => client.dumpDataDir('gzip'),
    };
  }
  const client = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: pgliteExtensions,
  });
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite({ client, schema }), { migrationsFolder }),
    close: () => client.close(),
    dump: () => client.dumpDataDir('gzip'),
  };
}

export async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: Number(process.env.PG_POOL_SIZE ?? 10) });
  // numeric and bigint arrive as strings; drizzle's numeric(mode: number) columns convert them.
  const client = await pool.connect();
  client.release();
  const nodeDb = drizzleNodePg({ client: pool, schema });
  return {
    db: nodeDb as unknown as Db,
    kind: 'postgres',
    migrate: () => migrateNodePg(nodeDb, { migrationsFolder }),
    close: () => pool.end(),
  };
}

/** True once the seed has written the company settings (the seed runs in one transaction). */
export async function isSeeded(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(schema.companySettings);
  return (row?.n ?? 0) > 0;
}

/** Rows of a raw SQL query; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: { execute(query: SQL): PromiseLike<unknown> }, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as { rows: T[] };
  return result.rows;
}
