/** Newsletter categories (customer-area §3 Newsletter category), in the store's order. */
import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailInfoCategories } from '../../db/schema';

export function newsletterCategoriesRepository(db: Db) {
  return {
    async list(): Promise<Array<{ id: number; name: string }>> {
      return db
        .select({ id: emailInfoCategories.id, name: emailInfoCategories.name })
        .from(emailInfoCategories)
        .orderBy(asc(emailInfoCategories.position), asc(emailInfoCategories.id));
    },
  };
}
