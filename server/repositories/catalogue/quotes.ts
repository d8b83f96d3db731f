import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products, quoteItems, quoteRequests, skus } from '../../db/schema';

export interface NewQuote {
  customerId: number | null;
  name: string;
  email: string;
  /** Digits only. */
  phone: string;
  message: string;
  items: Array<{ productId: number; skuId: number | null }>;
}

export function quotesRepository(db: Db) {
  return {
    /** Which of the ids are active products, and which SKU ids belong to which product. */
    async lookup(productIds: number[], skuIds: number[]) {
      const found = productIds.length
        ? await db.select({ id: products.id, active: products.active }).from(products).where(inArray(products.id, productIds))
        : [];
      const skuRows = skuIds.length ? await db.select({ id: skus.id, productId: skus.productId }).from(skus).where(inArray(skus.id, skuIds)) : [];
      return {
        activeProducts: new Set(found.filter((row) => row.active).map((row) => row.id)),
        skuProduct: new Map(skuRows.map((row) => [row.id, row.productId])),
      };
    },

    /** Stores the request and its items in one transaction; answers the new id. */
    async create(quote: NewQuote): Promise<number> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(quoteRequests)
          .values({ customerId: quote.customerId, name: quote.name, email: quote.email, phone: quote.phone, message: quote.message })
          .returning({ id: quoteRequests.id });
        await tx.insert(quoteItems).values(quote.items.map((item) => ({ quoteId: row!.id, productId: item.productId, skuId: item.skuId })));
        return row!.id;
      });
    },
  };
}
