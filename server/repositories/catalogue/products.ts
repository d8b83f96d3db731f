import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { queryRows, type Db } from '../../db/client';
import { brands, categories, productCategories, products } from '../../db/schema';

export function productsRepository(db: Db) {
  const root = alias(categories, 'root');
  return {
    /** What the drawn picture of a product is made from: its name, brand, department and main category's path. */
    async findForImage(id: number) {
      const [row] = await db
        .select({ name: products.name, brand: brands.name, department: root.name, category: categories.path })
        .from(products)
        .leftJoin(brands, eq(brands.id, products.brandId))
        .leftJoin(productCategories, and(eq(productCategories.productId, products.id), eq(productCategories.main, true)))
        .leftJoin(categories, eq(categories.id, productCategories.categoryId))
        .leftJoin(root, eq(root.levelCode, sql`substr(${categories.levelCode}, 1, 2)`))
        .where(eq(products.id, id))
        .limit(1);
      return row;
    },

    /**
     * What one unit of an active product weighs and costs now for the shipping estimate: the SKU's price
     * (its own, else the product's; the promotion when below it), else the standard SKU's when none is
     * named. Undefined for an unknown product or a SKU of another product.
     */
    async shippingUnit(idProduct: number, idSku: number | null): Promise<{ priceCents: number; weightGrams: number; virtual: boolean } | undefined> {
      const [row] = await queryRows<{ price: string | number; promotion: string | number | null; weight_grams: number; is_virtual: boolean }>(
        db,
        sql`select coalesce(s.price, p.price) as price, coalesce(s.price_promotion, p.price_promotion) as promotion, p.weight_grams, p.is_virtual
            from products p join skus s on s.product_id = p.id
            where p.id = ${idProduct} and p.active and ${idSku === null ? sql`s.standard` : sql`s.id = ${idSku}`}
            order by s.id limit 1`,
      );
      if (!row) return undefined;
      const price = Number(row.price);
      const promotion = row.promotion === null ? null : Number(row.promotion);
      const unit = promotion !== null && promotion > 0 && promotion < price ? promotion : price;
      return { priceCents: Math.round(unit * 100), weightGrams: Number(row.weight_grams), virtual: Boolean(row.is_virtual) };
    },
  };
}
