/** Opens the configured database, applies migrations and seeds it when empty. */
import { mkdirSync } from 'node:fs';
import { relative } from 'node:path';
import type { ServerConfig } from '../config';
import { isSeeded, openPglite, openPostgres, type Database } from './client';
import { describeSeed, seedDatabase } from './seed';
import { listingNeedsVacuum, vacuumListingIndex } from '../repositories/catalogue/listing-index';

export async function openConfiguredDatabase(
  config: Pick<ServerConfig, 'databaseUrl' | 'dataDir' | 'seedProducts'> & Partial<Pick<ServerConfig, 'pgliteThread'>>,
  log: (line: string) => void = console.log,
): Promise<Database> {
  let database: Database;
  let where: string;
  if (config.databaseUrl) {
    database = await openPostgres(config.databaseUrl);
    where = 'PostgreSQL (DATABASE_URL)';
  } else {
    mkdirSync(config.dataDir, { recursive: true });
    database = await openPglite({ dataDir: config.dataDir, thread: config.pgliteThread });
    where = relative(process.cwd(), config.dataDir) || config.dataDir;
  }
  try {
    await database.migrate();
    if (!(await isSeeded(database.db))) {
      const summary = await seedDatabase(database.db, { products: config.seedProducts });
      log(`Created the demo database in ${where} and seeded it: ${describeSeed(summary)}.`);
    }
    // Index-only counts need the visibility map, which only VACUUM writes (PGlite has no autovacuum).
    if (await listingNeedsVacuum(database.db)) await vacuumListingIndex(database.db);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}
