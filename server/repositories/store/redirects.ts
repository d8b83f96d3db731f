import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { redirects } from '../../db/schema';

export function redirectsRepository(db: Db) {
  return {
    /** The new path of an old one, or undefined. */
    async find(oldPath: string): Promise<string | undefined> {
      const [row] = await db.select({ newPath: redirects.newPath }).from(redirects).where(eq(redirects.oldPath, oldPath));
      return row?.newPath;
    },
  };
}
