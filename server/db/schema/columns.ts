/** Column types and helpers the domain schemas share (not tables: index.ts does not re-export them). */
import { customType, numeric, timestamp } from 'drizzle-orm/pg-core';

export const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
});

export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

export const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });
export const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
