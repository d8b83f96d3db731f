/**
 * The order confirmation's address (ours, issue 25): `/checkout/confirmacao?pedido={idOrder}`. The page is
 * a fixed route of ./index.ts; its order number lives here, apart, so that the core chunk every page loads
 * does not carry it (as ./listing-filters.ts for the listings): only the checkout, the confirmation and the
 * server need it.
 */
import { buildUrl } from '.';

/** The confirmation of order `idOrder`. */
export const confirmationUrl = (idOrder: number): string => `${buildUrl({ page: 'checkoutConfirmation' })}?pedido=${idOrder}`;

/** The order number of a confirmation address's query (`?pedido=1042`); undefined without a valid one (the latest order). */
export function confirmationOrderId(search: string): number | undefined {
  const value = new URLSearchParams(search).get('pedido') ?? '';
  return /^\d{1,15}$/.test(value) ? Number(value) : undefined;
}
