/**
 * What the server keeps for itself: limit counters and versions shared by the processes, and server-wide
 * secrets.
 */
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Rate-limit and attempt counters shared by every server process on one PostgreSQL (server/lib/counters.ts):
 * one row per key (class, operation, address or identifier), the hits of its current fixed window and when
 * that window ends. Expired rows are swept (server/main.ts, hourly).
 */
export const limitCounters = pgTable(
  'limit_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetsAt: timestamp('resets_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('limit_counters_resets_idx').on(t.resetsAt)],
);

/** Versions shared by the processes (the answer cache's catalogue version: server/lib/answer-cache.ts). */
export const sharedVersions = pgTable('shared_versions', {
  name: text('name').primaryKey(),
  version: integer('version').notNull().default(0),
});

/**
 * Server-wide secrets made once, on the first start, and shared by every process on the database (the
 * anti-forgery HMAC key, unless XSRF_SECRET gives one): a token signed by one process holds on the others
 * and across restarts.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  /** base64url. */
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
