/**
 * Search suggestions (the search box's dropdown). A product is suggested when every word of the term
 * appears in its name, accents and case ignored (`name_unaccent like '%word%'`, served by the trigram
 * index); names that start with the term come first, then best sellers. When no name contains the words
 * (a plural, a typo of an ending: 'sofas'), the full-text prefix query on the search table is the fallback.
 * The listing of a search itself is in listing.ts (product_search).
 */
import { sql } from 'drizzle-orm';
import type { SearchSuggestion } from '../../../src/api/operations';
import { queryRows, type Db } from '../../db/client';
import { buildUrl } from '../../../src/routes';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

interface Row {
  id: number;
  name: string;
  url_friendly: string;
  price: string | number;
  price_promotion: string | number | null;
  id_type_product: number;
  image: string | null;
}

export function searchRepository(db: Db) {
  const answer = (rows: Row[]): SearchSuggestion[] =>
    rows.map((row) => {
      const price = Number(row.price);
      const promotion = row.price_promotion === null ? null : Number(row.price_promotion);
      return {
        idProduct: row.id,
        name: row.name,
        url: buildUrl({ page: 'product', slug: row.url_friendly }),
        imageHome: row.image ?? '',
        price,
        pricePromotion: promotion !== null && promotion > 0 && promotion < price ? promotion : null,
        idTypeProduct: Number(row.id_type_product),
      };
    });

  const details = (ids: number[]) => sql`
    select p.id, p.name, p.url_friendly, p.price, p.price_promotion, p.id_type_product,
           (select i.url from product_images i where i.product_id = p.id order by i.position, i.id limit 1) as image
    from products p join unnest(${`{${ids.join(',')}}`}::int[]) with ordinality as o(id, n) on o.id = p.id
    order by o.n`;

  return {
    /** Up to `limit` products for a normalised term (lower case, no accents, at least 3 characters). */
    async suggestions(term: string, limit: number): Promise<SearchSuggestion[]> {
      const words = term.split(' ').filter((word) => word !== '');
      if (words.length === 0) return [];
      const likes = words.map((word) => sql`p.name_unaccent like ${`%${escapeLike(word)}%`}`);
      let ids = (
        await queryRows<{ id: number }>(
          db,
          sql`select p.id from products p where p.active and ${sql.join(likes, sql` and `)}
              order by (p.name_unaccent like ${`${escapeLike(term)}%`}) desc, p.sold_count desc, p.id limit ${limit}`,
        )
      ).map((row) => row.id);
      if (ids.length === 0) {
        const prefix = words.map((word) => word.replace(/[^a-z0-9]/g, '')).filter(Boolean);
        if (prefix.length === 0) return [];
        ids = (
          await queryRows<{ product_id: number }>(
            db,
            sql`select product_id from product_search
                where v @@ to_tsquery('pt_unaccent', ${prefix.map((word) => `${word}:*`).join(' & ')})
                order by sold_count desc nulls last, product_id limit ${limit}`,
          )
        ).map((row) => row.product_id);
      }
      if (ids.length === 0) return [];
      return answer(await queryRows<Row>(db, details(ids)));
    },
  };
}

export type SearchRepository = ReturnType<typeof searchRepository>;
