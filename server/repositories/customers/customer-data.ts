/**
 * The customer's own record (customer-area §3 Customer): registration, finish-registration, personal data,
 * the privacy acceptance. E-mails lower-case, CPF/CNPJ and phones as bare characters (digits; an
 * alphanumeric CNPJ keeps its letters), the birth date as an ISO date.
 */
import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { addresses, customerEmailCategories, customers, emailInfoCategories } from '../../db/schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The personal data a form sets (both kinds of customer). */
export interface PersonalRecord {
  personType: 'F' | 'J';
  name: string;
  cpfCnpj: string;
  /** yyyy-mm-dd, null for companies. */
  dateBirth: string | null;
  phone: string;
  phone2: string;
  fantasyName: string | null;
  contact: string | null;
}

/** The address of the registration wizard, saved as the delivery and billing address. */
export interface RegistrationAddressRecord {
  zipCode: string;
  streetAddress: string;
  number: string;
  complement: string;
  neighbourhood: string;
  city: string;
  state: string;
}

export interface AccountRecord {
  passwordHash: string;
  termAccepted: boolean;
  /** The policy version ticked, '' when none. */
  policyPrivacyVersion: string;
  categoryIds: number[];
}

export type CustomerRow = typeof customers.$inferSelect;

/** Keeps only the ids of existing categories (an unknown id is dropped, not an error). */
async function replaceCategories(tx: Tx, customerId: number, categoryIds: number[]): Promise<void> {
  await tx.delete(customerEmailCategories).where(eq(customerEmailCategories.customerId, customerId));
  const ids = [...new Set(categoryIds)].filter((id) => Number.isInteger(id) && id > 0 && id < 2 ** 31);
  if (ids.length === 0) return;
  await tx.execute(sql`
    insert into customer_email_categories (customer_id, category_id)
    select ${customerId}, c.id from email_info_categories c
    where c.id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`);
}

/**
 * The registration address becomes the delivery and billing address (addressType 1): the current delivery
 * address is rewritten in place when there is one, else a new row is added; the billing flag moves to it.
 */
async function saveRegistrationAddress(tx: Tx, customerId: number, address: RegistrationAddressRecord, receiver: string, phone: string): Promise<void> {
  const [current] = await tx
    .select({ id: addresses.id })
    .from(addresses)
    .where(and(eq(addresses.customerId, customerId), eq(addresses.isDefault, true)));
  await tx
    .update(addresses)
    .set({ isBilling: false })
    .where(and(eq(addresses.customerId, customerId), eq(addresses.isBilling, true)));
  const values = { ...address, addressType: 1, receiver: receiver.slice(0, 50), phoneContact: phone.slice(0, 11) };
  if (current) {
    await tx.update(addresses).set({ ...values, isBilling: true }).where(eq(addresses.id, current.id));
  } else {
    await tx.insert(addresses).values({ ...values, customerId, identification: 'Principal', isDefault: true, isBilling: true });
  }
}

export function customerDataRepository(db: Db) {
  return {
    async findById(id: number): Promise<CustomerRow | undefined> {
      const [row] = await db.select().from(customers).where(eq(customers.id, id));
      return row;
    },

    /** Whether an account (other than `exceptId`) has this e-mail or this CPF/CNPJ. */
    async isTaken(input: { email?: string; cpfCnpj?: string }, exceptId?: number): Promise<boolean> {
      const matches = [
        ...(input.email ? [eq(customers.email, input.email)] : []),
        ...(input.cpfCnpj ? [eq(customers.cpfCnpj, input.cpfCnpj)] : []),
      ];
      if (matches.length === 0) return false;
      const [row] = await db
        .select({ id: customers.id })
        .from(customers)
        .where(and(or(...matches), exceptId === undefined ? undefined : ne(customers.id, exceptId)))
        .limit(1);
      return row !== undefined;
    },

    /**
     * A new customer with the address and the newsletter categories, in one transaction. Undefined when
     * the e-mail was taken meanwhile (the unique index said so).
     */
    async create(input: { email: string } & PersonalRecord & AccountRecord & { address: RegistrationAddressRecord }, now: Date): Promise<{ id: number; name: string } | undefined> {
      try {
        return await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(customers)
            .values({
              name: input.name,
              email: input.email,
              cpfCnpj: input.cpfCnpj,
              personType: input.personType,
              fantasyName: input.fantasyName,
              contact: input.contact,
              phone: input.phone,
              phone2: input.phone2 || null,
              dateBirth: input.dateBirth,
              passwordHash: input.passwordHash,
              termAccepted: input.termAccepted,
              policyPrivacyVersion: input.policyPrivacyVersion,
              policyPrivacyAcceptedAt: input.policyPrivacyVersion ? now : null,
            })
            .returning({ id: customers.id, name: customers.name });
          await saveRegistrationAddress(tx, row!.id, input.address, input.contact ?? input.name, input.phone);
          await replaceCategories(tx, row!.id, input.categoryIds);
          return row!;
        });
      } catch (error) {
        if (isUniqueViolation(error)) return undefined;
        throw error;
      }
    },

    /**
     * Finish-registration: the password, the personal data, the categories and the delivery address of a
     * customer who had no password. False when the customer has a password by now (nothing changed).
     */
    async finish(id: number, input: PersonalRecord & AccountRecord & { address: RegistrationAddressRecord }, now: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        const updated = await tx
          .update(customers)
          .set({
            name: input.name,
            cpfCnpj: input.cpfCnpj,
            personType: input.personType,
            fantasyName: input.fantasyName,
            contact: input.contact,
            phone: input.phone,
            phone2: input.phone2 || null,
            dateBirth: input.dateBirth,
            passwordHash: input.passwordHash,
            termAccepted: input.termAccepted,
            ...(input.policyPrivacyVersion ? { policyPrivacyVersion: input.policyPrivacyVersion, policyPrivacyAcceptedAt: now } : {}),
          })
          .where(and(eq(customers.id, id), sql`${customers.passwordHash} is null`))
          .returning({ id: customers.id });
        if (updated.length === 0) return false;
        await saveRegistrationAddress(tx, id, input.address, input.contact ?? input.name, input.phone);
        await replaceCategories(tx, id, input.categoryIds);
        return true;
      });
    },

    /** The personal data page: everything but the e-mail, the kind of customer and the password. */
    async updatePersonal(id: number, input: Omit<PersonalRecord, 'personType'> & { categoryIds: number[] }): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(customers)
          .set({
            name: input.name,
            cpfCnpj: input.cpfCnpj,
            fantasyName: input.fantasyName,
            contact: input.contact,
            phone: input.phone,
            phone2: input.phone2 || null,
            dateBirth: input.dateBirth,
          })
          .where(eq(customers.id, id));
        await replaceCategories(tx, id, input.categoryIds);
      });
    },

    /** The ids of the newsletter categories the customer chose. */
    async categoryIds(customerId: number): Promise<number[]> {
      const rows = await db
        .select({ id: customerEmailCategories.categoryId })
        .from(customerEmailCategories)
        .innerJoin(emailInfoCategories, eq(emailInfoCategories.id, customerEmailCategories.categoryId))
        .where(eq(customerEmailCategories.customerId, customerId));
      return rows.map((row) => row.id);
    },

    /** Records the acceptance of a privacy policy version, now. */
    async acceptPolicy(id: number, version: string, now: Date): Promise<void> {
      await db.update(customers).set({ policyPrivacyVersion: version, policyPrivacyAcceptedAt: now }).where(eq(customers.id, id));
    },
  };
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
