import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { openPglite, queryRows } from './server/db/client';
const d = await openPglite({ loadDataDir: new Blob([readFileSync(process.env.DUMP ?? '/tmp/relevance-seed.tar.gz')]) });
if (process.env.MIGRATE) await d.migrate();
for (const q of process.argv.slice(2)) console.table(await queryRows(d.db, sql.raw(q)));
await d.close();
