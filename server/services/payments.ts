/**
 * Payment plans (cart-and-purchase §7, §9): the gateways and the best interest-free plan for a value, the
 * largest N (within a gateway's maximum and interest-free count) whose installment is at least the
 * gateway's minimum. Null when no gateway gives more than one installment: the page shows no plan.
 */
import type { InstallmentPlan, PaymentGateway } from '../../src/api/operations';
import type { Repositories } from '../repositories';

export function bestInstallments(gateways: PaymentGateway[], value: number): InstallmentPlan | null {
  const cents = Math.round(value * 100);
  let best = 1;
  for (const gateway of gateways) {
    const minimum = Math.round(gateway.minInstallmentValue * 100);
    const byMinimum = minimum > 0 ? Math.floor(cents / minimum) : Infinity;
    best = Math.max(best, Math.min(gateway.installmentMax, gateway.interestFreeUpTo, byMinimum));
  }
  if (best <= 1) return null;
  return { maxNumber: best, value: Math.round(cents / best) / 100, description: 'sem juros', interest: 0 };
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
