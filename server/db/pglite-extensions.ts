/**
 * The PostgreSQL extensions PGlite loads, whether it runs in the server's thread (db/client.ts) or in a worker
 * (db/pglite-worker.ts): the migrations create them (unaccent for search, pg_trgm and fuzzystrmatch for the
 * typo tolerance), so both must load the same.
 */
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

export const pgliteExtensions = { unaccent, pg_trgm, fuzzystrmatch };
