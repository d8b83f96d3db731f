import { defineConfig } from 'drizzle-kit';

/** `npm run db:generate` writes a new numbered migration from server/db/schema/ (one module per domain). */
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/index.ts',
  out: './server/db/migrations',
});
