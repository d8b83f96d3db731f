/**
 * 'Pagar agora' of the order history (ours): the way from a row to the order's Pix or boleto, the
 * payment block of its details page. The history links to `paymentUrl`; the order data widget scrolls
 * to its payment section and focuses it when the address ends in `#pagamento`.
 */
import type { OrderSummary } from '../../api/operations/orders.types';
import { payableNow } from '../../payment/expiry';
import { buildUrl } from '../../routes';

export const PAYMENT_ANCHOR = 'pagamento';

/** The order's details, at its payment block. */
const paymentUrl = (idOrder: number): string => `${buildUrl({ page: 'customer', view: 'orderDetails', idOrder })}#${PAYMENT_ANCHOR}`;

/** Where 'Pagar agora' leads for a history row: its payment, while its Pix or boleto can be paid at `now`; null otherwise. */
export function payNowUrl(order: OrderSummary, now: Date | number): string | null {
  const { paymentMethod, awaitingPayment } = order;
  if (!paymentMethod || !awaitingPayment) return null;
  return payableNow({ method: paymentMethod, dateOrder: order.dateOrder, awaitingPayment }, now) ? paymentUrl(order.idOrder) : null;
}

/** Whether the page was opened at the payment block (`#pagamento`). */
export const openedAtPayment = (location: Pick<Location, 'hash'> = window.location): boolean => location.hash === `#${PAYMENT_ANCHOR}`;
