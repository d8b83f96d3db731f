/**
 * Payment plans (cart-and-purchase §7, §9): the gateways and the best interest-free plan for a value, the
 * largest N (within a gateway's maximum and interest-free count) whose installment is at least the
 * gateway's minimum. Null when no gateway gives more than one installment: the page shows no plan.
 */
import type { InstallmentPlan, PaymentGateway } from '../../src/api/operations';
import type { Repositories } from '../repositories';
import { installmentFor } from '../repositories/catalogue/product-cards';

/** The product card's rule (installmentFor) for each gateway's interest-free count; the longest plan wins. */
export function bestInstallments(gateways: PaymentGateway[], value: number): InstallmentPlan | null {
  let best: InstallmentPlan | null = null;
  for (const gateway of gateways) {
    const plan = installmentFor(value, Math.min(gateway.installmentMax, gateway.interestFreeUpTo), gateway.minInstallmentValue);
    if (plan && (!best || plan.maxNumber > best.maxNumber)) best = { ...plan, interest: 0 };
  }
  return best;
}

export function paymentsService(repos: Repositories) {
  return {
    gateways: () => repos.paymentGateways.active(),
    async installments(value: number): Promise<InstallmentPlan | null> {
      return bestInstallments(await repos.paymentGateways.active(), value);
    },
  };
}

export type PaymentsService = ReturnType<typeof paymentsService>;
