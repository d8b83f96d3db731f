/**
 * Run by test/e2e/store-html.spec.ts with tsx, before its server starts: creates and seeds the database
 * of DATA_DIR (as the first `npm start` does), writes the hostile payload into every field of
 * STORE_HTML_FIELDS, and prints, as its last line, the JSON list of pages to visit per field.
 */
import { sql } from 'drizzle-orm';
import { queryRows } from '../../server/db/client';
import { openConfiguredDatabase } from '../../server/db/open';
import { readConfig } from '../../server/config';
import { hostilePayload, STORE_HTML_FIELDS } from './store-html-fields';

const database = await openConfiguredDatabase(readConfig(), () => undefined);
const visits: Array<{ field: string; path: string; signedInAs?: string }> = [];
try {
  for (const field of STORE_HTML_FIELDS) {
    const name = `${field.table}.${field.column}`;
    const result = await database.db.execute(
      sql`update ${sql.identifier(field.table)} set ${sql.identifier(field.column)} = ${hostilePayload(name)} where ${sql.raw(field.where)}`,
    );
    const count = (result as { affectedRows?: number; rowCount?: number }).affectedRows ?? (result as { rowCount?: number }).rowCount;
    if (count === 0) throw new Error(`${name}: no row matched "${field.where}"`);
    for (const page of field.pages) {
      const path = typeof page === 'string' ? page : (await queryRows<{ path: string }>(database.db, sql.raw(page.sql)))[0]?.path;
      if (!path) throw new Error(`${name}: no page from ${JSON.stringify(page)}`);
      visits.push({ field: name, path, ...(field.signedInAs ? { signedInAs: field.signedInAs } : {}) });
    }
  }
} finally {
  await database.close();
}
console.log(JSON.stringify(visits));
