import { and, asc, eq } from 'drizzle-orm';
import type { Banner, HomeBannerType } from '../../../src/api/operations';
import type { Db } from '../../db/client';
import { banners } from '../../db/schema';

export type BannerArea = 'home' | 'category' | 'group' | 'brand';

/** Banners of one area, type and path, in their position order (the widget shuffles when `random` is 1). */
export function bannersRepository(db: Db) {
  const columns = {
    idBanner: banners.id,
    name: banners.name,
    nameFileImage: banners.nameFileImage,
    link: banners.link,
    description: banners.description,
    random: banners.random,
  };
  return {
    async list(where: { area: BannerArea; type?: HomeBannerType; path: string }): Promise<Banner[]> {
      const rows = await db
        .select(columns)
        .from(banners)
        .where(
          and(
            eq(banners.area, where.area),
            eq(banners.path, where.path),
            eq(banners.active, true),
            where.type ? eq(banners.type, where.type) : undefined,
          ),
        )
        .orderBy(asc(banners.position), asc(banners.id));
      return rows.map((row) => ({ ...row, random: row.random === 1 ? 1 : 0 }));
    },

    /** What the placeholder image of a banner shows. */
    async findForImage(id: number) {
      const [row] = await db.select({ name: banners.name, area: banners.area, type: banners.type }).from(banners).where(eq(banners.id, id));
      return row;
    },
  };
}
