/**
 * Payment plans (cart-and-purchase §7, §9): the gateways and the best interest-free plan for a value, the
 * largest N (within a gateway's maximum and interest-free count) whose installment is at least the
 * gateway's minimum. Null when no gateway gives more than one installment: the page shows no plan.
 */
import type { CardInstallment, InstallmentPlan, PaymentGateway } from '../../src/api/operations';
import type { Repositories } from '../repositories';
import { installmentFor } from '../repositories/catalogue/product-cards';

/** The name of the card gateway's row in payment_gateways (gateway 17 of the seed). */
const CARD_GATEWAY_NAME = 'Cartão de crédito';

/** The product card's rule (installmentFor) for each gateway's interest-free count; the longest plan wins. */
export function bestInstallments(gateways: PaymentGateway[], value: number): InstallmentPlan | null {
  let best: InstallmentPlan | null = null;
  for (const gateway of gateways) {
    const plan = installmentFor(value, Math.min(gateway.installmentMax, gateway.interestFreeUpTo), gateway.minInstallmentValue);
    if (plan && (!best || plan.maxNumber > best.maxNumber)) best = { ...plan, interest: 0 };
  }
  return best;
}

/**
 * The card form's plans for an amount under a gateway's rule (issue 25): 1x, then every N up to the
 * gateway's maximum whose installment reaches its minimum; interest-free up to `interestFreeUpTo` (the same
 * rule as the cards' 'Nx sem juros'), above it the gateway's monthly interest by the Price table
 * (PMT = PV·i / (1 − (1 + i)^−n)), rounded to the cent, the total being N times the installment.
 */
export function installmentOptions(amount: number, gateway: PaymentGateway): CardInstallment[] {
  const cents = Math.round(amount * 100);
  if (cents <= 0) return [];
  const rate = gateway.interest / 100;
  const plans: CardInstallment[] = [{ installments: 1, installmentValue: cents / 100, total: cents / 100, interest: 0 }];
  for (let n = 2; n <= gateway.installmentMax; n += 1) {
    const free = n <= gateway.interestFreeUpTo || rate <= 0;
    const eachCents = free ? Math.round(cents / n) : Math.round((cents * rate) / (1 - (1 + rate) ** -n));
    if (eachCents < Math.round(gateway.minInstallmentValue * 100)) break;
    plans.push({ installments: n, installmentValue: eachCents / 100, total: free ? cents / 100 : (eachCents * n) / 100, interest: free ? 0 : gateway.interest });
  }
  return plans;
}

/** The card gateway's row (installment rules) among the active gateways: the one named 'Cartão de crédito'. */
export const cardRule = (gateways: PaymentGateway[]): PaymentGateway | null =>
  gateways.find((gateway) => gateway.name.toLowerCase() === CARD_GATEWAY_NAME.toLowerCase()) ?? null;

export function paymentsService(repos: Repositories) {
  return {
    gateways: () => repos.paymentGateways.active(),

    async installments(value: number): Promise<InstallmentPlan | null> {
      return bestInstallments(await repos.paymentGateways.active(), value);
    },
  };
}

export type PaymentsService = ReturnType<typeof paymentsService>;
