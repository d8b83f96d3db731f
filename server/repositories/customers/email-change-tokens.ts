import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers, emailChangeTokens } from '../../db/schema';

/** What a confirmed link changed: the account and its address before and after. */
export interface ConfirmedEmailChange {
  customerId: number;
  name: string;
  oldEmail: string;
  newEmail: string;
}

/** Postgres' unique_violation, as PGlite and node-postgres report it (drizzle may wrap it as the cause). */
function uniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 3; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * Pending e-mail changes (services/identity.ts changeEmail / confirmEmailChange), stored as the SHA-256
 * (hex) of the token e-mailed to the new address. One live request per customer.
 */
export function emailChangeTokensRepository(db: Db) {
  return {
    /** A new pending change; the customer's earlier unused ones die with it. */
    async replace(input: { tokenHash: string; customerId: number; newEmail: string; expiresAt: Date; now: Date }): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(emailChangeTokens)
          .set({ usedAt: input.now })
          .where(and(eq(emailChangeTokens.customerId, input.customerId), isNull(emailChangeTokens.usedAt)));
        await tx.insert(emailChangeTokens).values({
          tokenHash: input.tokenHash,
          customerId: input.customerId,
          newEmail: input.newEmail,
          expiresAt: input.expiresAt,
        });
      });
    },

    /**
     * Uses a live token and moves the account to its new address, in one transaction (two concurrent calls
     * cannot both win; the unique index on customers.email settles a race with a registration).
     * 'invalid' when the token is unknown, used or expired; 'taken' when the new address belongs to
     * another account by now (the token is spent either way).
     */
    async confirm(tokenHash: string, now: Date): Promise<ConfirmedEmailChange | 'invalid' | 'taken'> {
      try {
        return await db.transaction(async (tx) => {
          const [row] = await tx
            .update(emailChangeTokens)
            .set({ usedAt: now })
            .where(and(eq(emailChangeTokens.tokenHash, tokenHash), isNull(emailChangeTokens.usedAt), gt(emailChangeTokens.expiresAt, now)))
            .returning({ customerId: emailChangeTokens.customerId, newEmail: emailChangeTokens.newEmail });
          if (!row) return 'invalid' as const;
          const [account] = await tx
            .select({ name: customers.name, email: customers.email })
            .from(customers)
            .where(eq(customers.id, row.customerId))
            .for('update');
          if (!account) return 'invalid' as const;
          const taken = await tx
            .select({ id: customers.id })
            .from(customers)
            .where(and(eq(customers.email, row.newEmail), ne(customers.id, row.customerId)));
          if (taken.length > 0) return 'taken' as const;
          await tx.update(customers).set({ email: row.newEmail }).where(eq(customers.id, row.customerId));
          return { customerId: row.customerId, name: account.name, oldEmail: account.email, newEmail: row.newEmail };
        });
      } catch (error) {
        // the unique index refused the address (taken between the check and the update)
        if (uniqueViolation(error)) return 'taken';
        throw error;
      }
    },
  };
}
