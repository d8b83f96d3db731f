/** The offline CEP table (seeded with real CEPs of every state): the default postcode lookup. */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { postcodes } from '../../db/schema';

export function postcodesRepository(db: Db) {
  return {
    /** By the CEP's 8 digits. */
    async find(cep: string): Promise<{ streetAddress: string; neighbourhood: string; city: string; state: string } | undefined> {
      const [row] = await db
        .select({ streetAddress: postcodes.streetAddress, neighbourhood: postcodes.neighbourhood, city: postcodes.city, state: postcodes.state })
        .from(postcodes)
        .where(eq(postcodes.cep, cep));
      return row;
    },
  };
}

export type PostcodesRepository = ReturnType<typeof postcodesRepository>;
