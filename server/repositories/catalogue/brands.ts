import { asc, eq } from 'drizzle-orm';
import type { Brand } from '../../../src/api/operations';
import type { Db } from '../../db/client';
import { brands } from '../../db/schema';

export function brandsRepository(db: Db) {
  const columns = {
    idBrand: brands.id,
    name: brands.name,
    logo: brands.logo,
    urlFriendly: brands.urlFriendly,
    title: brands.title,
    metaDescription: brands.metaDescription,
    featured: brands.featured,
  };
  return {
    /** Brands ordered by name; only the featured ones when asked. */
    list(options: { onlyFeatured?: boolean } = {}): Promise<Brand[]> {
      const query = db.select(columns).from(brands);
      return (options.onlyFeatured ? query.where(eq(brands.featured, true)) : query).orderBy(asc(brands.name), asc(brands.id));
    },

    async findById(id: number) {
      const [row] = await db.select({ id: brands.id, name: brands.name, color: brands.color }).from(brands).where(eq(brands.id, id));
      return row;
    },
  };
}
