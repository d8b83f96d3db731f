import { randomBytes } from 'node:crypto';
import { and, eq, gt, lt, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { carts, customers, sessions } from '../../db/schema';

/** Sessions live 30 days and are renewed when half of that has passed. */
export const SESSION_TTL_MS = 30 * 86_400_000;

export interface SessionRecord {
  id: string;
  customerId: number | null;
  expiresAt: Date;
  /** The logged-in customer, when there is one. */
  customer: { id: number; name: string; hasPassword: boolean } | null;
}

export const newSessionToken = () => randomBytes(32).toString('base64url');

export function sessionsRepository(db: Db) {
  return {
    /** A valid (not expired) session with its customer, or undefined. */
    async find(id: string): Promise<SessionRecord | undefined> {
      const [row] = await db
        .select({
          id: sessions.id,
          customerId: sessions.customerId,
          expiresAt: sessions.expiresAt,
          customerName: customers.name,
          passwordHash: customers.passwordHash,
        })
        .from(sessions)
        .leftJoin(customers, eq(customers.id, sessions.customerId))
        .where(and(eq(sessions.id, id), gt(sessions.expiresAt, new Date())));
      if (!row) return undefined;
      return {
        id: row.id,
        customerId: row.customerId,
        expiresAt: row.expiresAt,
        customer:
          row.customerId !== null && row.customerName !== null
            ? { id: row.customerId, name: row.customerName, hasPassword: row.passwordHash !== null }
            : null,
      };
    },

    async create(customerId: number | null = null): Promise<{ id: string; expiresAt: Date }> {
      const row = { id: newSessionToken(), customerId, expiresAt: new Date(Date.now() + SESSION_TTL_MS) };
      await db.insert(sessions).values(row);
      return row;
    },

    async extend(id: string): Promise<Date> {
      const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
      await db.update(sessions).set({ expiresAt }).where(eq(sessions.id, id));
      return expiresAt;
    },

    /**
     * A new id for a session whose privilege changes (login), so a token planted before login is worthless.
     * The cart of the old session follows the new one.
     */
    async rotate(oldId: string | null, customerId: number | null): Promise<{ id: string; expiresAt: Date }> {
      return db.transaction(async (tx) => {
        const row = { id: newSessionToken(), customerId, expiresAt: new Date(Date.now() + SESSION_TTL_MS) };
        await tx.insert(sessions).values(row);
        if (oldId) {
          await tx.update(carts).set({ sessionId: row.id }).where(eq(carts.sessionId, oldId));
          await tx.delete(sessions).where(eq(sessions.id, oldId));
        }
        return row;
      });
    },

    async delete(id: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.id, id));
    },

    /** Ends every session of a customer, but `exceptId` when given (a password change). */
    async deleteForCustomer(customerId: number, exceptId?: string): Promise<void> {
      await db
        .delete(sessions)
        .where(exceptId ? and(eq(sessions.customerId, customerId), ne(sessions.id, exceptId)) : eq(sessions.customerId, customerId));
    },

    async deleteExpired(): Promise<void> {
      await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
    },
  };
}

export type SessionsRepository = ReturnType<typeof sessionsRepository>;
