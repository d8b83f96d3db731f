/**
 * The store's database schema, shared by PGlite and PostgreSQL, one module per domain. Migrations in
 * ../migrations are generated from it by drizzle-kit (`npm run db:generate`, server/drizzle.config.ts points
 * here); 0000_extensions.sql is hand-written and creates the extensions, the accent-free text search
 * configuration `pt_unaccent` and `jet_unaccent()`.
 *
 * Money is numeric(12,2) read as a JS number. Column names are snake_case in SQL.
 */
export * from './content';
export * from './catalogue';
export * from './listing';
export * from './customers';
export * from './cart';
export * from './store';
export * from './orders';
export * from './engage';
export * from './system';
