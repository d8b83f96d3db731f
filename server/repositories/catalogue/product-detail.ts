/** The product page: the card (loadProductCards) plus description, rating count, breadcrumb chain and images. */
import { sql } from 'drizzle-orm';
import type { ProductDetail, ProductImage } from '../../../src/api/operations';
import { queryRows, type Db } from '../../db/client';
import { loadProductCards } from './product-cards';

export type ProductKey = { textLink: string } | { idProduct: number };

export function productDetailRepository(db: Db) {
  const images = async (productId: number): Promise<ProductImage[]> => {
    const rows = await queryRows<{ url: string; variation_id: number | null }>(
      db,
      sql`select url, variation_id from product_images where product_id = ${productId} order by position, id`,
    );
    return rows.map((row) => ({ imageDefault: row.url, variacao_ids: row.variation_id === null ? [] : [Number(row.variation_id)] }));
  };

  /** The id of an active product by friendly URL or id. */
  const findId = async (key: ProductKey): Promise<number | undefined> => {
    const [row] = await queryRows<{ id: number }>(
      db,
      'textLink' in key
        ? sql`select id from products where url_friendly = ${key.textLink} and active`
        : sql`select id from products where id = ${key.idProduct} and active`,
    );
    return row ? Number(row.id) : undefined;
  };

  return {
    findId,

    async find(key: ProductKey): Promise<ProductDetail | undefined> {
      const id = await findId(key);
      if (id === undefined) return undefined;
      const [[card], [extra], categories, imageList] = await Promise.all([
        loadProductCards(db, [id]),
        queryRows<{ description: string; rating_count: number }>(db, sql`select description, rating_count from products where id = ${id}`),
        // The main category and its ancestors (level codes are prefixes), from level 1 down.
        queryRows<{ id: number; name: string; level_code: string; path: string }>(
          db,
          sql`
          select a.id, a.name, a.level_code, a.path
          from product_categories pc
          join categories c on c.id = pc.category_id
          join categories a on c.level_code like a.level_code || '%'
          where pc.product_id = ${id}
            and pc.category_id = (select category_id from product_categories where product_id = ${id} order by main desc, category_id limit 1)
          order by a.level`,
        ),
        images(id),
      ]);
      if (!card || !extra) return undefined;
      return {
        ...card,
        description: extra.description,
        ratingCount: Number(extra.rating_count),
        categories: categories.map((row) => ({ idCategory: Number(row.id), name: row.name, levelCode: row.level_code, path: row.path })),
        images: imageList,
      };
    },

    /** Images of an active product, or undefined when there is none. */
    async images(productId: number): Promise<ProductImage[] | undefined> {
      if ((await findId({ idProduct: productId })) === undefined) return undefined;
      return images(productId);
    },
  };
}
