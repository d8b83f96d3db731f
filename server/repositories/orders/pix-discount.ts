/** The Pix discount an order was placed with (orders.pix_discount, a part of its total_discount). */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** Records the Pix discount of an order just written, on the checkout's transaction. */
export async function recordPixDiscount(tx: Pick<Db, 'execute'>, orderId: number, discount: number): Promise<void> {
  await tx.execute(sql`update orders set pix_discount = ${discount} where id = ${orderId}`);
}
