/** The store credit (Vale Compra) entries of a customer: credits with their expiry, debits with their order. */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';

export interface StoreCreditRow {
  kind: 'C' | 'D';
  amount: number;
  note: string;
  registeredAt: Date;
  expiresAt: Date | null;
  orderId: number | null;
}

/** Every entry of the customer, newest first (`db` may be a transaction). */
export async function storeCreditEntries(db: Pick<Db, 'execute'>, customerId: number): Promise<StoreCreditRow[]> {
  const rows = await queryRows<{ kind: 'C' | 'D'; amount: string; note: string; registered_at: string | Date; expires_at: string | Date | null; order_id: number | null }>(db, sql`
    select kind, amount, note, registered_at, expires_at, order_id from store_credit_entries
    where customer_id = ${customerId} order by registered_at desc, id desc`);
  return rows.map((r) => ({
    kind: r.kind,
    amount: Number(r.amount),
    note: r.note,
    registeredAt: new Date(r.registered_at),
    expiresAt: r.expires_at === null ? null : new Date(r.expires_at),
    orderId: r.order_id === null ? null : Number(r.order_id),
  }));
}

export function storeCreditRepository(db: Db) {
  return {
    entries: (customerId: number) => storeCreditEntries(db, customerId),
  };
}

export type StoreCreditRepository = ReturnType<typeof storeCreditRepository>;
