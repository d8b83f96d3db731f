import { eq } from 'drizzle-orm';
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
}

const columns = { id: vouchers.id, code: vouchers.code, value: vouchers.value, startsAt: vouchers.startsAt, endsAt: vouchers.endsAt, used: vouchers.used };

export function vouchersRepository(db: Db) {
  return {
    /** The voucher as stored (upper case), whatever its window or state. */
    async findByCode(code: string): Promise<VoucherRow | undefined> {
      const [row] = await db.select(columns).from(vouchers).where(eq(vouchers.code, code));
      return row;
    },

    async findById(id: number): Promise<VoucherRow | undefined> {
      const [row] = await db.select(columns).from(vouchers).where(eq(vouchers.id, id));
      return row;
    },
  };
}
