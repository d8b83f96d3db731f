import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { brands, categories, productCategories, products } from '../../db/schema';

export function productsRepository(db: Db) {
  const root = alias(categories, 'root');
  return {
    /** What the placeholder image of a product shows: its name, brand and department. */
    async findForImage(id: number) {
      const [row] = await db
        .select({ name: products.name, brand: brands.name, department: root.name })
        .from(products)
        .leftJoin(brands, eq(brands.id, products.brandId))
        .leftJoin(productCategories, and(eq(productCategories.productId, products.id), eq(productCategories.main, true)))
        .leftJoin(categories, eq(categories.id, productCategories.categoryId))
        .leftJoin(root, eq(root.levelCode, sql`substr(${categories.levelCode}, 1, 2)`))
        .where(eq(products.id, id))
        .limit(1);
      return row;
    },
  };
}

export type ProductsRepository = ReturnType<typeof productsRepository>;
