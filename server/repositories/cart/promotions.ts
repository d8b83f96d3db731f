import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';

/** A take-X-pay-Y promotion ('Leve 3 Pague 2'). */
export interface TakePayRow {
  take: number;
  pay: number;
}

export function promotionsRepository(db: Db) {
  return {
    /**
     * The active take-X-pay-Y promotion of each product (its own, else one of its categories'); when
     * several apply, the most generous (the largest share free).
     */
    async takePayFor(productIds: number[]): Promise<Map<number, TakePayRow>> {
      if (productIds.length === 0) return new Map();
      const rows = await queryRows<{ product_id: number; take: number; pay: number }>(db, sql`
        select distinct on (p.id) p.id as product_id, t.take, t.pay
        from products p
        join take_pay_promotions t on t.active and (t.product_id = p.id
          or t.category_id in (select pc.category_id from product_categories pc where pc.product_id = p.id))
        where p.id = any(${`{${productIds.join(',')}}`}::int[])
        order by p.id, (t.take - t.pay)::float / t.take desc, t.id`);
      return new Map(rows.map((r) => [Number(r.product_id), { take: Number(r.take), pay: Number(r.pay) }]));
    },
  };
}
