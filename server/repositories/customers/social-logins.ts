import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companySettings, socialLogins } from '../../db/schema';

/** Social sign-ins linked to customers, and the company's app ids of the providers. */
export function socialLoginsRepository(db: Db) {
  return {
    /** The company's app ids ('' when a provider is not configured). */
    async appIds(): Promise<{ Google: string; Facebook: string }> {
      const [row] = await db
        .select({ google: companySettings.googleAppId, facebook: companySettings.facebookAppId })
        .from(companySettings)
        .where(eq(companySettings.id, 1));
      return { Google: row?.google ?? '', Facebook: row?.facebook ?? '' };
    },

    /** The customer linked to a provider's person, if any. */
    async findCustomer(provider: string, subject: string): Promise<number | undefined> {
      const [row] = await db
        .select({ customerId: socialLogins.customerId })
        .from(socialLogins)
        .where(and(eq(socialLogins.provider, provider), eq(socialLogins.subject, subject)));
      return row?.customerId;
    },

    /** Links (idempotent: a person already linked keeps the customer it has). */
    async link(customerId: number, provider: string, subject: string): Promise<void> {
      await db.insert(socialLogins).values({ customerId, provider, subject }).onConflictDoNothing();
    },
  };
}
