import '../i18n/catalogue/commerce';
import { t } from '../i18n';
import { formatBRL } from './money';

/** The best installment plan of a product or sku (catalogue-and-discovery §3, installmentMax). */
export interface InstallmentMax {
  /** How many installments at most. */
  maxNumber: number;
  /** The value of each installment. */
  value: number;
  /** The plan's wording from the store, e.g. 'sem juros'; may be empty. */
  description?: string | null;
}

/**
 * The installments line, 'ou 10x de R$ 12,90 sem juros', or null when it must not show: only when the
 * maximum is above 1 and the company allows it (company setting showInstallmentAtListsAndDetail).
 * The store's description follows the value when there is one ('ou 10x de R$ 12,90' otherwise).
 */
export function formatInstallments(
  installment: InstallmentMax | null | undefined,
  allowed: boolean,
): string | null {
  if (!allowed || !installment) return null;
  const { maxNumber, value } = installment;
  if (!Number.isFinite(maxNumber) || maxNumber <= 1 || !Number.isFinite(value) || value <= 0) return null;
  const count = Math.floor(maxNumber);
  const description = installment.description?.trim();
  return description
    ? t('price.installmentsWithDescription', { count, value: formatBRL(value), description })
    : t('price.installments', { count, value: formatBRL(value) });
}
