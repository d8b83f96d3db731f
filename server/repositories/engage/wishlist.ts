/** The wish list of a customer: product ids, newest first. */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products, wishlistItems } from '../../db/schema';

/** At most this many products on one wish list (a cap, so a list and its answer stay small). */
export const WISHLIST_MAX = 200;

export function wishlistRepository(db: Db) {
  const ids = async (customerId: number): Promise<number[]> => {
    const rows = await db
      .select({ id: wishlistItems.productId })
      .from(wishlistItems)
      .innerJoin(products, eq(products.id, wishlistItems.productId))
      .where(and(eq(wishlistItems.customerId, customerId), eq(products.active, true)))
      .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.productId));
    return rows.map((row) => row.id);
  };

  return {
    ids,

    /** The number of active products on the list. */
    async count(customerId: number): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(wishlistItems)
        .innerJoin(products, eq(products.id, wishlistItems.productId))
        .where(and(eq(wishlistItems.customerId, customerId), eq(products.active, true)));
      return row?.count ?? 0;
    },

    /** True when the product exists and is active. */
    async productExists(productId: number): Promise<boolean> {
      const [row] = await db.select({ id: products.id }).from(products).where(and(eq(products.id, productId), eq(products.active, true)));
      return row !== undefined;
    },

    /** Adds the product (nothing when already there); false when the list is full. */
    async add(customerId: number, productId: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select({ count: sql<number>`count(*)::int` })
          .from(wishlistItems)
          .where(eq(wishlistItems.customerId, customerId));
        if ((row?.count ?? 0) >= WISHLIST_MAX) {
          const [present] = await tx
            .select({ id: wishlistItems.productId })
            .from(wishlistItems)
            .where(and(eq(wishlistItems.customerId, customerId), eq(wishlistItems.productId, productId)));
          return present !== undefined;
        }
        await tx.insert(wishlistItems).values({ customerId, productId }).onConflictDoNothing();
        return true;
      });
    },

    async remove(customerId: number, productId: number): Promise<void> {
      await db.delete(wishlistItems).where(and(eq(wishlistItems.customerId, customerId), eq(wishlistItems.productId, productId)));
    },
  };
}
