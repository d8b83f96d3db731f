import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';

/** A store-wide limit: 'V' total value in reais, 'C' item count; 0 is no bound. */
export interface StoreLimitRow {
  tipo: 'V' | 'C';
  minimo: number;
  maximo: number;
}

export function storeLimitsRepository(db: Db) {
  return {
    /** The store's V and C limits that bound something (V first). */
    async all(): Promise<StoreLimitRow[]> {
      const rows = await queryRows<{ tipo: 'V' | 'C'; minimo: string | number; maximo: string | number }>(
        db,
        sql`select tipo, minimo, maximo from store_limits where minimo > 0 or maximo > 0 order by tipo desc`,
      );
      return rows.map((r) => ({ tipo: r.tipo, minimo: Number(r.minimo), maximo: Number(r.maximo) }));
    },
  };
}
