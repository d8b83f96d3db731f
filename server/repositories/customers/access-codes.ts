import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accessCodes } from '../../db/schema';

export interface AccessCodeRow {
  id: number;
  customerId: number;
  codeHash: string;
  attempts: number;
  sentAt: Date;
  expiresAt: Date;
}

/** Access codes of the identification step, bound to the session that asked (rules in services/identity.ts). */
export function accessCodesRepository(db: Db) {
  return {
    /** The session's latest code not used yet (alive or not), or undefined. */
    async pending(sessionId: string): Promise<AccessCodeRow | undefined> {
      const [row] = await db
        .select({
          id: accessCodes.id,
          customerId: accessCodes.customerId,
          codeHash: accessCodes.codeHash,
          attempts: accessCodes.attempts,
          sentAt: accessCodes.sentAt,
          expiresAt: accessCodes.expiresAt,
        })
        .from(accessCodes)
        .where(and(eq(accessCodes.sessionId, sessionId), isNull(accessCodes.usedAt)))
        .orderBy(desc(accessCodes.sentAt), desc(accessCodes.id))
        .limit(1);
      return row;
    },

    /** A new code for the session; the session's earlier unused codes die with it. */
    async replace(input: { sessionId: string; customerId: number; codeHash: string; sentAt: Date; expiresAt: Date }): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(accessCodes)
          .set({ usedAt: input.sentAt })
          .where(and(eq(accessCodes.sessionId, input.sessionId), isNull(accessCodes.usedAt)));
        await tx.insert(accessCodes).values(input);
      });
    },

    /** One more wrong try; the attempts after it. */
    async addAttempt(id: number): Promise<number> {
      const [row] = await db
        .update(accessCodes)
        .set({ attempts: sql`${accessCodes.attempts} + 1` })
        .where(eq(accessCodes.id, id))
        .returning({ attempts: accessCodes.attempts });
      return row?.attempts ?? Number.MAX_SAFE_INTEGER;
    },

    /** Marks the code used if it still is usable (not used, under `maxAttempts`); true when this call used it. */
    async use(id: number, maxAttempts: number, at: Date): Promise<boolean> {
      const rows = await db
        .update(accessCodes)
        .set({ usedAt: at })
        .where(and(eq(accessCodes.id, id), isNull(accessCodes.usedAt), lt(accessCodes.attempts, maxAttempts)))
        .returning({ id: accessCodes.id });
      return rows.length === 1;
    },
  };
}
