import { and, asc, eq } from 'drizzle-orm';
import type { ContactTopic } from '../../../src/api/operations/contact';
import type { Db } from '../../db/client';
import { contactTopics } from '../../db/schema';

/** An active topic with the mailbox its messages go to ('' = the store's contact address). */
export interface ContactTopicRecord extends ContactTopic {
  email: string;
}

/** The contact form's topics (table contact_topics). */
export function contactTopicsRepository(db: Db) {
  return {
    /** The active topics in the store's order, as the form lists them. */
    async list(): Promise<ContactTopic[]> {
      return db
        .select({ idContactTopic: contactTopics.id, description: contactTopics.description })
        .from(contactTopics)
        .where(eq(contactTopics.active, true))
        .orderBy(asc(contactTopics.position), asc(contactTopics.id));
    },

    /** An active topic, or undefined. */
    async find(id: number): Promise<ContactTopicRecord | undefined> {
      const [row] = await db
        .select({ idContactTopic: contactTopics.id, description: contactTopics.description, email: contactTopics.email })
        .from(contactTopics)
        .where(and(eq(contactTopics.id, id), eq(contactTopics.active, true)));
      return row;
    },
  };
}
