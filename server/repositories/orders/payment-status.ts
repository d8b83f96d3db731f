/**
 * The SQL of payment confirmation (services/payment-status.ts): the order row locked by id (a gateway's
 * notification names no customer), and the orders whose payment is still open, for the expiry sweep, the
 * sandbox's delayed Pix and the demo's payments page (which also settles a card in review). The writes of closing an order (status, stock, store
 * credit) are cancel.ts's, run on the same transaction.
 */
import { sql } from 'drizzle-orm';
import type { PaymentMethod } from '../../../src/api/operations/orders.types';
import { queryRows, type Db } from '../../db/client';

type Executor = Pick<Db, 'execute'>;

export interface LockedOrder {
  customerId: number;
  paymentMethod: PaymentMethod;
  dateOrder: string;
}

export interface OpenPaymentRow {
  id: number;
  customerId: number;
  paymentMethod: PaymentMethod;
  dateOrder: string;
  total: number;
}

/** Orders whose only status is Novo ('01'): nothing has settled their payment yet. */
const ONLY_NEW = sql`not exists (select 1 from order_status_history h where h.order_id = o.id and h.code <> '01')`;
/** Open: a Pix or boleto only Novo; a card Novo then Em aprovação ('02': in its gateway's review). */
const OPEN = sql`not exists (select 1 from order_status_history h where h.order_id = o.id
  and h.code not in ('01', case when o.payment_method = 'card' then '02' else '01' end))
  and (o.payment_method <> 'card' or exists (select 1 from order_status_history h where h.order_id = o.id and h.code = '02'))`;

const rowOf = (r: { id: number; customer_id: number; payment_method: PaymentMethod; date_order: string | Date; total: string }): OpenPaymentRow => ({
  id: Number(r.id),
  customerId: Number(r.customer_id),
  paymentMethod: r.payment_method,
  dateOrder: new Date(r.date_order).toISOString(),
  total: Number(r.total),
});

/** Under a transaction: the order locked, whoever it belongs to. */
export function paymentLockRepository(tx: Executor) {
  return {
    async lockOrder(orderId: number): Promise<LockedOrder | undefined> {
      const [row] = await queryRows<{ customer_id: number; payment_method: PaymentMethod; date_order: string | Date }>(tx, sql`
        select customer_id, payment_method, date_order from orders where id = ${orderId} for update`);
      return row ? { customerId: Number(row.customer_id), paymentMethod: row.payment_method, dateOrder: new Date(row.date_order).toISOString() } : undefined;
    },
  };
}

export function openPaymentsRepository(db: Db) {
  return {
    /**
     * Pix and boleto orders still only Novo placed before their cut-off (`pixBefore` / `boletoBefore`: now
     * less each deadline), oldest first; of one customer (all theirs, or one order) when given.
     */
    async overdue(cut: { pixBefore: Date; boletoBefore: Date }, limit: number, of?: { customerId: number; orderId?: number }): Promise<number[]> {
      const mine = of === undefined ? sql`` : of.orderId === undefined
        ? sql`and o.customer_id = ${of.customerId}`
        : sql`and o.customer_id = ${of.customerId} and o.id = ${of.orderId}`;
      const rows = await queryRows<{ id: number }>(db, sql`
        select o.id from orders o
        where ((o.payment_method = 'pix' and o.date_order <= ${cut.pixBefore.toISOString()})
            or (o.payment_method = 'boleto' and o.date_order <= ${cut.boletoBefore.toISOString()}))
          and ${ONLY_NEW} ${mine}
        order by o.date_order, o.id limit ${limit}`);
      return rows.map((r) => Number(r.id));
    },

    /** Open orders (`OPEN`) of these methods placed at or before `placedBefore`, newest first. */
    async open(methods: PaymentMethod[], placedBefore: Date, limit: number): Promise<OpenPaymentRow[]> {
      const rows = await queryRows<{ id: number; customer_id: number; payment_method: PaymentMethod; date_order: string | Date; total: string }>(db, sql`
        select o.id, o.customer_id, o.payment_method, o.date_order, o.total from orders o
        where o.payment_method = any(${`{${methods.join(',')}}`}::text[]) and o.date_order <= ${placedBefore.toISOString()} and ${OPEN}
        order by o.date_order desc, o.id desc limit ${limit}`);
      return rows.map(rowOf);
    },
  };
}
