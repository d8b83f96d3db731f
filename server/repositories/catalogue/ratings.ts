import { sql } from 'drizzle-orm';
import type { ProductReviewsAnswer } from '../../../src/api/operations';
import { queryRows, type Db } from '../../db/client';

/**
 * One rating per customer and product. products.rate and rating_count hold the average and the count;
 * the seed sets them without rating rows, so they are updated incrementally from the previous aggregate
 * (a new rating adds to it, a replaced one swaps its old value), which equals a full recount when every
 * rating has a row.
 */
/** Reviews a page of the product page lists. */
const REVIEWS_PAGE_SIZE = 5;

/** 'Maria da Silva' -> 'Maria S.': a reviewer is named by first name and initial, never in full. */
export function reviewerName(name: string): string {
  const words = name.trim().split(/\s+/).filter((word) => !/^(da|de|do|das|dos|e)$/i.test(word));
  const first = words[0] ?? '';
  const last = words.length > 1 ? words[words.length - 1]! : '';
  return last ? `${first} ${last[0]!.toUpperCase()}.` : first;
}

export function ratingsRepository(db: Db) {
  return {
    /**
     * One page of an active product's reviews, those with a text first, newest first within each; the
     * total is every rating the product has (each can be read: its stars at least). Undefined for an
     * unknown or inactive product.
     */
    async reviews(productId: number, page: number): Promise<ProductReviewsAnswer | undefined> {
      const [product] = await queryRows<{ total: number }>(
        db,
        sql`select (select count(*)::int from product_ratings r where r.product_id = p.id) as total from products p where p.id = ${productId} and p.active`,
      );
      if (!product) return undefined;
      const total = Number(product.total);
      const pages = Math.max(1, Math.ceil(total / REVIEWS_PAGE_SIZE));
      const rows = await queryRows<{ name: string; rate: number; comment: string; created_at: Date | string }>(
        db,
        sql`select c.name, r.rate, r.comment, r.created_at from product_ratings r join customers c on c.id = r.customer_id
            where r.product_id = ${productId}
            order by (r.comment <> '') desc, r.created_at desc, r.customer_id
            limit ${REVIEWS_PAGE_SIZE} offset ${(Math.min(page, pages) - 1) * REVIEWS_PAGE_SIZE}`,
      );
      return {
        reviews: rows.map((row) => ({
          author: reviewerName(row.name),
          rate: Number(row.rate),
          comment: row.comment,
          date: new Date(row.created_at).toISOString().slice(0, 10),
        })),
        total,
        page: Math.min(page, pages),
        pages,
      };
    },

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
