/**
 * `npm run seed`: creates, migrates and seeds the configured database when it is empty (what the first
 * `npm start` does). `npm run seed -- --reset` wipes it first and seeds again.
 *   SEED_PRODUCTS=100000 DATA_DIR=.data/pglite-100k npm run seed    (benchmark catalogue)
 */
import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { readConfig } from '../config';
import { openPostgres } from './client';
import { openConfiguredDatabase } from './open';

const config = readConfig();
const reset = process.argv.includes('--reset');

if (reset) {
  if (config.databaseUrl) {
    const database = await openPostgres(config.databaseUrl);
    await database.db.execute(sql`drop schema if exists drizzle cascade`);
    await database.db.execute(sql`drop schema public cascade`);
    await database.db.execute(sql`create schema public`);
    await database.close();
    console.log('Dropped every table of the PostgreSQL database.');
  } else {
    rmSync(config.dataDir, { recursive: true, force: true });
    console.log(`Removed ${config.dataDir}.`);
  }
}

const started = performance.now();
let seeded = false;
const database = await openConfiguredDatabase(config, (line) => {
  seeded = true;
  console.log(line);
});
await database.close();
if (!seeded) {
  console.log(`The database already holds the demo data (checked in ${Math.round(performance.now() - started)} ms). Use --reset to seed again.`);
}
