/** Newsletter sign-ups (cart-and-purchase §3 'Newsletter registration'). */
import type { Db } from '../../db/client';
import { newsletterSubscriptions } from '../../db/schema';

export interface NewSubscription {
  /** Lower case. */
  email: string;
  name: string;
  gender: string;
  categoryIds: number[];
}

export function newsletterRepository(db: Db) {
  return {
    /** Inserts the sign-up; false when the e-mail is already signed up (unique index), with nothing changed. */
    async subscribe(subscription: NewSubscription): Promise<boolean> {
      const rows = await db
        .insert(newsletterSubscriptions)
        .values(subscription)
        .onConflictDoNothing()
        .returning({ id: newsletterSubscriptions.id });
      return rows.length > 0;
    },
  };
}
