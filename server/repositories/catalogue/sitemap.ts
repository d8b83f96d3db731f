import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';

/** One product page of the sitemap: its friendly URL and when it was created (the catalogue keeps no change date). */
export interface ProductPageEntry {
  urlFriendly: string;
  createdAt: Date;
}

/** What the sitemap lists that the other repositories do not read whole: every active product's page. */
export function sitemapRepository(db: Db) {
  return {
    /** Active products by id, `limit` from `offset` (the sitemap's files of 50,000). */
    async productPages(offset: number, limit: number): Promise<ProductPageEntry[]> {
      const rows = await queryRows<{ url_friendly: string; created_at: string | Date }>(
        db,
        sql`select url_friendly, created_at from products where active order by id limit ${limit} offset ${offset}`,
      );
      return rows.map((row) => ({ urlFriendly: row.url_friendly, createdAt: new Date(row.created_at) }));
    },

    async productCount(): Promise<number> {
      const [row] = await queryRows<{ count: number | string }>(db, sql`select count(*)::int as count from products where active`);
      return Number(row?.count ?? 0);
    },
  };
}
