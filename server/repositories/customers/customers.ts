import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers } from '../../db/schema';

const credentials = { id: customers.id, name: customers.name, email: customers.email, passwordHash: customers.passwordHash };

export function customersRepository(db: Db) {
  return {
    /** By e-mail, compared lower-case (e-mails are stored lower-case). */
    async findCredentialsByEmail(email: string) {
      const [row] = await db
        .select(credentials)
        .from(customers)
        .where(eq(customers.email, email.trim().toLowerCase()));
      return row;
    },

    /** By CPF or CNPJ as stored (digits; an alphanumeric CNPJ keeps its upper-case letters). */
    async findCredentialsByTaxId(cpfCnpj: string) {
      const [row] = await db.select(credentials).from(customers).where(eq(customers.cpfCnpj, cpfCnpj)).orderBy(customers.id).limit(1);
      return row;
    },

    async findCredentialsById(id: number) {
      const [row] = await db.select(credentials).from(customers).where(eq(customers.id, id));
      return row;
    },

    async setPasswordHash(id: number, passwordHash: string): Promise<void> {
      await db.update(customers).set({ passwordHash }).where(eq(customers.id, id));
    },

    /** Whether another customer has the e-mail. */
    async emailTakenByOther(email: string, id: number): Promise<boolean> {
      const rows = await db.select({ id: customers.id }).from(customers).where(and(eq(customers.email, email), ne(customers.id, id)));
      return rows.length > 0;
    },

    /** Changes the e-mail; false when the unique index refuses it (taken meanwhile). */
    async setEmail(id: number, email: string): Promise<boolean> {
      try {
        await db.update(customers).set({ email }).where(eq(customers.id, id));
        return true;
      } catch {
        return false;
      }
    },
  };
}
