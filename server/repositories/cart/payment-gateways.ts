import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentGateways } from '../../db/schema';
import type { PaymentGateway } from '../../../src/api/operations';

export function paymentGatewaysRepository(db: Db) {
  return {
    /** The active gateways, in the store's order. */
    async active(): Promise<PaymentGateway[]> {
      return db
        .select({
          idGateway: paymentGateways.id,
          name: paymentGateways.name,
          installmentMax: paymentGateways.installmentMax,
          minInstallmentValue: paymentGateways.minInstallmentValue,
          interest: paymentGateways.interest,
          interestFreeUpTo: paymentGateways.interestFreeUpTo,
        })
        .from(paymentGateways)
        .where(eq(paymentGateways.active, true))
        .orderBy(asc(paymentGateways.position), asc(paymentGateways.id));
    },
  };
}
