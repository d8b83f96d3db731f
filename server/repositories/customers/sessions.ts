import { randomBytes } from 'node:crypto';
import { and, eq, gt, lt, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { carts, customers, sessions } from '../../db/schema';

/**
 * How long a session lives (server/README.md "Sessions"; ASVS 5.0 V7.3): it ends `idleMs` after its last
 * use, and `maxMs` after it began however much it is used; a sign-in starts a new one (rotate).
 */
export interface SessionLifetime {
  idleMs: number;
  maxMs: number;
}

export const DEFAULT_SESSION_LIFETIME: SessionLifetime = { idleMs: 7 * 86_400_000, maxMs: 30 * 86_400_000 };

/** The end of a session begun at `createdAt`, used at `now`. */
export function sessionEnd(lifetime: SessionLifetime, createdAt: Date, now = Date.now()): Date {
  return new Date(Math.min(now + lifetime.idleMs, createdAt.getTime() + lifetime.maxMs));
}

/**
 * True when a use of the session should push its end further: once the end it would get is more than a
 * step (half the idle time, at most a day) beyond the stored one, so a busy session writes about once a day.
 */
export function shouldExtend(lifetime: SessionLifetime, session: { createdAt: Date; expiresAt: Date }, now = Date.now()): boolean {
  const step = Math.min(lifetime.idleMs / 2, 86_400_000);
  return sessionEnd(lifetime, session.createdAt, now).getTime() - session.expiresAt.getTime() > step;
}

export interface SessionRecord {
  id: string;
  customerId: number | null;
  createdAt: Date;
  expiresAt: Date;
  /** The logged-in customer, when there is one. */
  customer: { id: number; name: string; hasPassword: boolean } | null;
}

const newSessionToken = () => randomBytes(32).toString('base64url');

export function sessionsRepository(db: Db, lifetime: SessionLifetime = DEFAULT_SESSION_LIFETIME) {
  return {
    /** A valid session (before its end, and within the absolute lifetime as configured now) with its customer, or undefined. */
    async find(id: string): Promise<SessionRecord | undefined> {
      const [row] = await db
        .select({
          id: sessions.id,
          customerId: sessions.customerId,
          createdAt: sessions.createdAt,
          expiresAt: sessions.expiresAt,
          customerName: customers.name,
          passwordHash: customers.passwordHash,
        })
        .from(sessions)
        .leftJoin(customers, eq(customers.id, sessions.customerId))
        .where(and(eq(sessions.id, id), gt(sessions.expiresAt, new Date()), gt(sessions.createdAt, new Date(Date.now() - lifetime.maxMs))));
      if (!row) return undefined;
      return {
        id: row.id,
        customerId: row.customerId,
        createdAt: row.createdAt,
        expiresAt: row.expiresAt,
        customer:
          row.customerId !== null && row.customerName !== null
            ? { id: row.customerId, name: row.customerName, hasPassword: row.passwordHash !== null }
            : null,
      };
    },

    lifetime,

    async create(customerId: number | null = null): Promise<{ id: string; createdAt: Date; expiresAt: Date }> {
      const createdAt = new Date();
      const row = { id: newSessionToken(), customerId, createdAt, expiresAt: sessionEnd(lifetime, createdAt) };
      await db.insert(sessions).values(row);
      return row;
    },

    /** Pushes the end of a used session (never past its absolute end). */
    async extend(id: string, createdAt: Date): Promise<Date> {
      const expiresAt = sessionEnd(lifetime, createdAt);
      await db.update(sessions).set({ expiresAt }).where(eq(sessions.id, id));
      return expiresAt;
    },

    /**
     * A new id for a session whose privilege changes (login), so a token planted before login is worthless.
     * The cart of the old session follows the new one.
     */
    async rotate(oldId: string | null, customerId: number | null): Promise<{ id: string; createdAt: Date; expiresAt: Date }> {
      return db.transaction(async (tx) => {
        const createdAt = new Date();
        const row = { id: newSessionToken(), customerId, createdAt, expiresAt: sessionEnd(lifetime, createdAt) };
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
