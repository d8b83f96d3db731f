/**
 * The writes of cancelling an order, all on one transaction (`tx`): the order row locked (two cancels run
 * one after the other, the second sees Cancelado), the status entry, the stock given back (the inverse of
 * checkout's decrementStock) and the store credit the order used credited back.
 */
import { sql } from 'drizzle-orm';
import type { PaymentMethod } from '../../../src/api/operations/orders.types';
import { queryRows, type Db } from '../../db/client';
import { refreshListedProducts } from '../catalogue/listing-index';

type Executor = Pick<Db, 'execute'>;

export function cancelRepository(tx: Executor) {
  return {
    /** Locks one of the customer's orders; its payment method, or undefined when it is not the customer's. */
    async lockOrder(customerId: number, orderId: number): Promise<{ paymentMethod: PaymentMethod } | undefined> {
      const [row] = await queryRows<{ payment_method: PaymentMethod }>(tx, sql`
        select payment_method from orders where customer_id = ${customerId} and id = ${orderId} for update`);
      return row ? { paymentMethod: row.payment_method } : undefined;
    },

    async addStatus(orderId: number, status: { name: string; code: string }, at: Date): Promise<void> {
      await tx.execute(sql`
        insert into order_status_history (order_id, name, code, registered_at) values (${orderId}, ${status.name}, ${status.code}, ${at.toISOString()})`);
    },

    /** Puts the order's units back on their SKUs and products (stock and sold count), and lists them so. */
    async restoreStock(orderId: number): Promise<void> {
      const items = await queryRows<{ sku_id: number; product_id: number; quantity: number }>(tx, sql`
        select sku_id, product_id, quantity from order_items where order_id = ${orderId} order by sku_id, id`);
      for (const item of items) {
        await tx.execute(sql`update skus set stock = stock + ${item.quantity} where id = ${item.sku_id}`);
        await tx.execute(sql`
          update products set stock = stock + ${item.quantity}, sold_count = greatest(0, sold_count - ${item.quantity})
          where id = ${item.product_id}`);
      }
      await refreshListedProducts(tx, [...new Set(items.map((item) => Number(item.product_id)))]);
    },

    /** Credits back the store credit debited for the order (its debits less what was credited back already). */
    async refundStoreCredit(customerId: number, orderId: number, note: string, at: Date): Promise<void> {
      await tx.execute(sql`
        insert into store_credit_entries (customer_id, kind, amount, note, registered_at, order_id)
        select ${customerId}, 'C', owed, ${note}, ${at.toISOString()}, ${orderId} from (
          select coalesce(sum(case when kind = 'D' then amount else -amount end), 0) as owed
          from store_credit_entries where customer_id = ${customerId} and order_id = ${orderId}) t
        where owed > 0`);
    },
  };
}
