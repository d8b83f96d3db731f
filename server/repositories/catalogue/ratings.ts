import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';

/**
 * One rating per customer and product. products.rate and rating_count hold the average and the count;
 * the seed sets them without rating rows, so they are updated incrementally from the previous aggregate
 * (a new rating adds to it, a replaced one swaps its old value), which equals a full recount when every
 * rating has a row.
 */
export function ratingsRepository(db: Db) {
  return {
    /** Upserts the rating and updates the product's aggregate in one transaction; undefined for an unknown product. */
    async rate(productId: number, customerId: number, rate: number, comment: string): Promise<{ rate: number; ratingCount: number } | undefined> {
      return db.transaction(async (tx) => {
        const [product] = await queryRows<{ rate: number; rating_count: number }>(
          tx,
          sql`select rate, rating_count from products where id = ${productId} and active for update`,
        );
        if (!product) return undefined;
        const [previous] = await queryRows<{ rate: number }>(
          tx,
          sql`select rate from product_ratings where product_id = ${productId} and customer_id = ${customerId}`,
        );
        await tx.execute(sql`
          insert into product_ratings (product_id, customer_id, rate, comment) values (${productId}, ${customerId}, ${rate}, ${comment})
          on conflict (product_id, customer_id) do update set rate = excluded.rate, comment = excluded.comment, created_at = now()`);
        const count = Number(product.rating_count);
        const sum = Number(product.rate) * count;
        const replaces = previous !== undefined && count >= 1;
        const ratingCount = replaces ? count : count + 1;
        const total = replaces ? sum - Number(previous.rate) + rate : sum + rate;
        const average = Math.min(5, Math.max(0, Math.round((total / ratingCount) * 100) / 100));
        await tx.execute(sql`update products set rate = ${average}, rating_count = ${ratingCount} where id = ${productId}`);
        return { rate: average, ratingCount };
      });
    },
  };
}

export type RatingsRepository = ReturnType<typeof ratingsRepository>;
