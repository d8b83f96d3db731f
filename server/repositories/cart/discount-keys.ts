import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { discountKeys } from '../../db/schema';

/** A discount key as the cart rules read it (server/services/cart.ts decides whether it applies). */
export interface DiscountKeyRow {
  id: number;
  key: string;
  /** 1 percent, 2 value in reais. */
  typeDiscount: number;
  valueDiscount: number;
  minSubtotal: number;
  startsAt: Date | null;
  endsAt: Date | null;
  active: boolean;
  /** Purchases it may be used in (null: no cap) and those it was used in. */
  maxUses: number | null;
  usedCount: number;
}

const columns = {
  id: discountKeys.id,
  key: discountKeys.key,
  typeDiscount: discountKeys.typeDiscount,
  valueDiscount: discountKeys.valueDiscount,
  minSubtotal: discountKeys.minSubtotal,
  startsAt: discountKeys.startsAt,
  endsAt: discountKeys.endsAt,
  active: discountKeys.active,
  maxUses: discountKeys.maxUses,
  usedCount: discountKeys.usedCount,
};

export function discountKeysRepository(db: Db) {
  return {
    /** The key as stored (upper case), whatever its window or state. */
    async findByKey(key: string): Promise<DiscountKeyRow | undefined> {
      const [row] = await db.select(columns).from(discountKeys).where(eq(discountKeys.key, key));
      return row;
    },

    async findById(id: number): Promise<DiscountKeyRow | undefined> {
      const [row] = await db.select(columns).from(discountKeys).where(eq(discountKeys.id, id));
      return row;
    },
  };
}
