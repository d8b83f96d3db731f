/**
 * The product cards come from one database function, `product_cards(ids)` (migration 0016): it must answer
 * what the three plain queries it replaced answered (the product with its brand, its seal and the company's
 * installment rule, the first two images, the SKUs joined to their variations), for every seeded product.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/client';
import {
  cardsFromRows,
  intArray,
  loadProductCards,
  type ImageRow,
  type ProductRow,
  type SkuVariationRow,
} from '../../server/repositories/catalogue/product-cards';
import { serverForThisFile } from './helpers';

const file = serverForThisFile();

/** The three queries loadProductCards ran before the function. */
async function cardsByPlainQueries(ids: number[]) {
  const db = file.server.database.db;
  const list = intArray(ids);
  const [products, images, skuRows] = await Promise.all([
    queryRows<ProductRow>(db, sql`
      select p.id, p.name, p.url_friendly, p.price, p.price_promotion, p.type_discount, p.value_discount,
             p.id_type_product, p.rate, p.stock, p.flag_exhausted, p.offer_end_date, p.installment_max,
             b.id as brand_id, b.name as brand_name, b.logo as brand_logo, b.url_friendly as brand_url,
             ps.name as seal_name, ps.image as seal_image,
             (select c.min_installment_value from company_settings c where c.id = 1) as min_installment_value
      from products p left join brands b on b.id = p.brand_id left join product_seals ps on ps.id = p.seal_id
      where p.id = any(${list}::int[])`),
    queryRows<ImageRow>(db, sql`
      select product_id, url, n from (
        select i.product_id, i.url, row_number() over (partition by i.product_id order by i.position, i.id) as n
        from product_images i where i.product_id = any(${list}::int[])
      ) ranked where n <= 2`),
    queryRows<SkuVariationRow>(db, sql`
      select s.product_id, s.id as sku_id, s.stock, s.price, s.price_promotion, s.standard, s.visible,
             v.id as variation_id, v.name as variation_name, v.image as variation_image, v.color as variation_color,
             v.display_order, r.id as reference_id, r.name as reference_name, r.reference_type, r.ordination
      from skus s
      left join sku_variations sv on sv.sku_id = s.id
      left join variations v on v.id = sv.variation_id
      left join variation_references r on r.id = v.reference_id
      where s.product_id = any(${list}::int[])
      order by s.product_id, s.id, r.ordination, r.id, v.display_order, v.id`),
  ]);
  return cardsFromRows(ids, products, images, skuRows);
}

describe('product cards', () => {
  it('answers every seeded product as the three plain queries did (variations, promotions, no SKU, offers, brands, seals)', async () => {
    const db = file.server.database.db;
    // a product on offer until a set time, one without SKUs and one without images, besides the seed's mix
    const [first, second, third] = await queryRows<{ id: number }>(db, sql`select id from products order by id limit 3`);
    await db.execute(sql`update products set offer_end_date = '2099-05-06 07:08:09.123+00' where id = ${first!.id}`);
    await db.execute(sql`delete from sku_variations where sku_id in (select id from skus where product_id = ${second!.id})`);
    await db.execute(sql`delete from skus where product_id = ${second!.id}`);
    await db.execute(sql`delete from product_images where product_id = ${third!.id}`);
    const ids = (await queryRows<{ id: number }>(db, sql`select id from products order by id`)).map((row) => row.id);
    expect(ids.length).toBeGreaterThan(100);
    const cards = await loadProductCards(db, [...ids, 999_999_999]);
    expect(cards).toEqual(await cardsByPlainQueries(ids));
    expect(cards.some((card) => card.availableReferences.length > 1)).toBe(true);
    expect(cards.some((card) => card.pricePromotion !== null)).toBe(true);
    expect(cards.some((card) => card.sealStatus !== null)).toBe(true);
    expect(cards.find((card) => card.idProduct === first!.id)!.offerEndDate).toBe('2099-05-06T07:08:09.123Z');
    expect(cards.find((card) => card.idProduct === second!.id)!.skUs).toEqual([]);
    expect(cards.find((card) => card.idProduct === third!.id)!.imageHome).toBe('');
  });

  it('keeps the order asked for and leaves unknown ids out', async () => {
    const ids = (await queryRows<{ id: number }>(file.server.database.db, sql`select id from products order by id desc limit 5`)).map((row) => row.id);
    const asked = [ids[3]!, 0, ids[0]!, -4, 123_456_789, ids[3]!, ids[1]!];
    expect((await loadProductCards(file.server.database.db, asked)).map((card) => card.idProduct)).toEqual([ids[3], ids[0], ids[3], ids[1]]);
  });
});
