import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers, passwordResetTokens } from '../../db/schema';

/** Password reset tokens, stored as the SHA-256 (hex) of the token that was e-mailed. */
export function resetTokensRepository(db: Db) {
  return {
    /** Ends every unused reset link of a customer (its address changed: links sent to the old one die). */
    async revokeForCustomer(customerId: number): Promise<void> {
      await db.delete(passwordResetTokens).where(and(eq(passwordResetTokens.customerId, customerId), isNull(passwordResetTokens.usedAt)));
    },

    async add(input: { tokenHash: string; customerId: number; expiresAt: Date }): Promise<void> {
      await db.insert(passwordResetTokens).values(input);
    },

    /** The account of a live, unused token. */
    async findLive(tokenHash: string, now: Date): Promise<{ customerId: number; email: string } | undefined> {
      const [row] = await db
        .select({ customerId: passwordResetTokens.customerId, email: customers.email })
        .from(passwordResetTokens)
        .innerJoin(customers, eq(customers.id, passwordResetTokens.customerId))
        .where(and(eq(passwordResetTokens.tokenHash, tokenHash), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now)));
      return row;
    },

    /**
     * Uses a live token (one statement, so two concurrent calls cannot both win) and retires the
     * customer's other tokens; the customer id, or undefined when the token was not live.
     */
    async consume(tokenHash: string, now: Date): Promise<number | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(passwordResetTokens)
          .set({ usedAt: now })
          .where(and(eq(passwordResetTokens.tokenHash, tokenHash), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now)))
          .returning({ customerId: passwordResetTokens.customerId });
        if (!row) return undefined;
        await tx
          .update(passwordResetTokens)
          .set({ usedAt: now })
          .where(and(eq(passwordResetTokens.customerId, row.customerId), isNull(passwordResetTokens.usedAt)));
        return row.customerId;
      });
    },
  };
}
