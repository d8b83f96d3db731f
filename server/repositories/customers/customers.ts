import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers } from '../../db/schema';

export function customersRepository(db: Db) {
  return {
    /** By e-mail, compared lower-case (e-mails are stored lower-case). */
    async findCredentialsByEmail(email: string) {
      const [row] = await db
        .select({ id: customers.id, name: customers.name, passwordHash: customers.passwordHash })
        .from(customers)
        .where(eq(customers.email, email.trim().toLowerCase()));
      return row;
    },
  };
}

export type CustomersRepository = ReturnType<typeof customersRepository>;
