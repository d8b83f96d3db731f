import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outbox } from '../../db/schema';

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** The outbox: every e-mail the store sends is written here first (the demo's outbox page reads it). */
export function outboxRepository(db: Db) {
  return {
    async add(mail: OutboxMail): Promise<number> {
      const [row] = await db.insert(outbox).values(mail).returning({ id: outbox.id });
      return row!.id;
    },

    async markSent(id: number, at = new Date()): Promise<void> {
      await db.update(outbox).set({ sentAt: at }).where(eq(outbox.id, id));
    },

    /** Newest first. */
    async latest(limit = 50) {
      return db
        .select({ id: outbox.id, to: outbox.to, subject: outbox.subject, text: outbox.text, sentAt: outbox.sentAt, createdAt: outbox.createdAt })
        .from(outbox)
        .orderBy(desc(outbox.createdAt), desc(outbox.id))
        .limit(limit);
    },
  };
}

export type OutboxRepository = ReturnType<typeof outboxRepository>;
