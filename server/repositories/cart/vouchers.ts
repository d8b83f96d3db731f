import { and, desc, eq, gt, isNull, lte, ne, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { vouchers } from '../../db/schema';

/** A voucher (vale-presente) as the cart rules read it (services/cart-vouchers.ts decides whether it applies). */
export interface VoucherRow {
  id: number;
  code: string;
  value: number;
  startsAt: Date | null;
  endsAt: Date | null;
  used: boolean;
  /** The customer it was issued to; null: anyone with the code. */
  customerId: number | null;
}

const columns = { id: vouchers.id, code: vouchers.code, value: vouchers.value, startsAt: vouchers.startsAt, endsAt: vouchers.endsAt, used: vouchers.used, customerId: vouchers.customerId };

export function vouchersRepository(db: Db) {
  return {
    /** The voucher as stored (upper case), whatever its window or state. */
    async findByCode(code: string): Promise<VoucherRow | undefined> {
      const [row] = await db.select(columns).from(vouchers).where(eq(vouchers.code, code));
      return row;
    },

    /** The customer's own unused voucher of the highest value valid at `now`, other than `exceptId`. */
    async bestOf(customerId: number, now: Date, exceptId: number | null): Promise<VoucherRow | undefined> {
      const conditions: SQL[] = [
        eq(vouchers.customerId, customerId),
        eq(vouchers.used, false),
        or(isNull(vouchers.startsAt), lte(vouchers.startsAt, now))!,
        or(isNull(vouchers.endsAt), gt(vouchers.endsAt, now))!,
      ];
      if (exceptId !== null) conditions.push(ne(vouchers.id, exceptId));
      const [row] = await db.select(columns).from(vouchers).where(and(...conditions)).orderBy(desc(vouchers.value), vouchers.id).limit(1);
      return row;
    },

    async findById(id: number): Promise<VoucherRow | undefined> {
      const [row] = await db.select(columns).from(vouchers).where(eq(vouchers.id, id));
      return row;
    },
  };
}
