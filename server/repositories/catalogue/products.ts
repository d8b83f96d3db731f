import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
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
  };
}

export type ProductsRepository = ReturnType<typeof productsRepository>;
