import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { serverSecrets } from '../../db/schema';

export function serverSecretsRepository(db: Db) {
  return {
    /**
     * The secret of that name: the stored one, or 32 random bytes stored now. Two processes starting at
     * once both end with the first one written (insert … on conflict do nothing, then read).
     */
    async getOrCreate(name: string): Promise<Buffer> {
      await db
        .insert(serverSecrets)
        .values({ name, value: randomBytes(32).toString('base64url') })
        .onConflictDoNothing({ target: serverSecrets.name });
      const [row] = await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, name));
      if (!row) throw new Error(`the server secret ${name} could not be stored`);
      return Buffer.from(row.value, 'base64url');
    },
  };
}
