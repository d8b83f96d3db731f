import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products, skus, stockAlerts } from '../../db/schema';

export interface NewStockAlert {
  productId: number;
  skuId: number | null;
  name: string;
  /** Lower-case. */
  email: string;
  /** Digits only. */
  phone: string;
}

export function stockAlertsRepository(db: Db) {
  return {
    /** The active product, and whether the SKU (when given) is one of its own. */
    async target(productId: number, skuId: number | null): Promise<{ skuBelongs: boolean } | undefined> {
      const [product] = await db.select({ id: products.id }).from(products).where(and(eq(products.id, productId), eq(products.active, true)));
      if (!product) return undefined;
      if (skuId === null) return { skuBelongs: true };
      const [sku] = await db.select({ id: skus.id }).from(skus).where(and(eq(skus.id, skuId), eq(skus.productId, productId)));
      return { skuBelongs: sku !== undefined };
    },

    /** Inserts the alert; false when the same e-mail, product and SKU is already registered (unique index). */
    async register(alert: NewStockAlert): Promise<boolean> {
      const rows = await db.insert(stockAlerts).values(alert).onConflictDoNothing().returning({ id: stockAlerts.id });
      return rows.length > 0;
    },
  };
}
