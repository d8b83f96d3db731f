/**
 * The address book (customer-area §3 Address, §4 Address). Every statement is scoped to the customer, so
 * an id of another customer's address finds nothing and changes nothing. At most one delivery (`is_default`)
 * and one billing address per customer (partial unique indexes addresses_default_key / addresses_billing_key).
 */
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { addresses } from '../../db/schema';

export type AddressRow = typeof addresses.$inferSelect;

/** The fields an add or an edit sets (zip code and phone as digits, state upper-case). */
export interface AddressFields {
  identification: string;
  receiver: string;
  phoneContact: string;
  zipCode: string;
  streetAddress: string;
  number: string;
  complement: string;
  neighbourhood: string;
  city: string;
  state: string;
  addressType: 0 | 1;
  referencePoint: string;
}

export type AddressFlag = 'default' | 'billing';

export function addressesRepository(db: Db) {
  const own = (customerId: number, id: number) => and(eq(addresses.id, id), eq(addresses.customerId, customerId));

  return {
    /** The customer's addresses, oldest first. */
    async list(customerId: number): Promise<AddressRow[]> {
      return db.select().from(addresses).where(eq(addresses.customerId, customerId)).orderBy(asc(addresses.id));
    },

    async find(customerId: number, id: number): Promise<AddressRow | undefined> {
      const [row] = await db.select().from(addresses).where(own(customerId, id));
      return row;
    },

    /**
     * Adds an address; the customer's first address becomes the delivery and billing address. Undefined when
     * the customer already has `max` addresses (checked under a lock of the customer's rows).
     */
    async add(customerId: number, fields: AddressFields, max: number): Promise<number | undefined> {
      return db.transaction(async (tx) => {
        // Serialises concurrent adds of one customer, so the cap holds.
        await tx.execute(sql`select id from customers where id = ${customerId} for update`);
        const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(addresses).where(eq(addresses.customerId, customerId));
        if (n >= max) return undefined;
        const first = n === 0;
        const [row] = await tx
          .insert(addresses)
          .values({ ...fields, customerId, isDefault: first, isBilling: first })
          .returning({ id: addresses.id });
        return row!.id;
      });
    },

    /** Rewrites the fields of one of the customer's addresses (flags unchanged); false when not the customer's. */
    async update(customerId: number, id: number, fields: AddressFields): Promise<boolean> {
      const rows = await db.update(addresses).set(fields).where(own(customerId, id)).returning({ id: addresses.id });
      return rows.length > 0;
    },

    /** Deletes one of the customer's addresses unless it is the delivery or billing one; false when nothing was deleted. */
    async delete(customerId: number, id: number): Promise<boolean> {
      const rows = await db
        .delete(addresses)
        .where(and(own(customerId, id), eq(addresses.isDefault, false), eq(addresses.isBilling, false)))
        .returning({ id: addresses.id });
      return rows.length > 0;
    },

    /** Moves the delivery or billing flag to one of the customer's addresses, atomically; false when not the customer's. */
    async setFlag(customerId: number, id: number, flag: AddressFlag): Promise<boolean> {
      const column = flag === 'default' ? addresses.isDefault : addresses.isBilling;
      const key = flag === 'default' ? 'isDefault' : 'isBilling';
      return db.transaction(async (tx) => {
        const [target] = await tx.select({ id: addresses.id }).from(addresses).where(own(customerId, id)).for('update');
        if (!target) return false;
        await tx
          .update(addresses)
          .set({ [key]: false })
          .where(and(eq(addresses.customerId, customerId), eq(column, true)));
        await tx.update(addresses).set({ [key]: true }).where(own(customerId, id));
        return true;
      });
    },
  };
}
