import '../../src/i18n/catalogue/order-confirmation';
import '../../src/i18n/catalogue/payment';
import type { OrderDetails } from '../../src/api/operations/orders.types';
import { orderDetailsParams } from '../../src/customer/orders/order-details-query';
import { orderStatusName } from '../../src/customer/orders/order-status';
import { deliveryTimeText } from '../../src/customer/orders/delivery-time';
import { formatDate } from '../../src/format/date';
import { t } from '../../src/i18n';
import type { PaymentState } from '../../src/payment/expiry';
import type { PaymentView } from '../../src/payment/use-payment';
import { useOrderPayment } from '../../src/payment/use-order-payment';
import { buildUrl } from '../../src/routes';
import { query } from '../../src/stores/query';

/**
 * - `checking`: the login status is on its way; `unknown`: it could not be read (the guard's alert);
 * - `loading`: the order is on its way (a skeleton that holds the first screen);
 * - `error`: it could not be read: the order WAS placed, so the text says so, with 'Tentar novamente'
 *   and 'Meus pedidos';
 * - `not-found`: an unknown number, or another customer's order;
 * - `ready`: the confirmation.
 */
type OrderConfirmationState = 'checking' | 'unknown' | 'loading' | 'error' | 'not-found' | 'ready';

/** How the status line reads: waiting for the Pix or boleto, a card in review, approved, or the history's own status. */
export type StatusKind = 'waiting' | 'review' | 'approved' | 'expired' | 'other';

const two = (n: number) => String(n).padStart(2, '0');

/** The status line: 'Aguardando pagamento' while the Pix or boleto can be paid; else the order's status. */
function statusOf(order: OrderDetails, payment: PaymentState): { kind: StatusKind; text: string } {
  if (payment === 'payable') return { kind: 'waiting', text: t('orderConfirmation.waiting') };
  if (payment === 'expired') return { kind: 'expired', text: t('orderConfirmation.expired') };
  if (payment === 'review') return { kind: 'review', text: t('payment.review.title') };
  const name = orderStatusName(order.historyListOrderStatus);
  return { kind: name === 'Aprovado' ? 'approved' : 'other', text: name };
}

/** What happens next, in a few short sentences: pay (or paid), the e-mail sent, the delivery after approval. */
function nextSteps(order: OrderDetails, payment: PaymentView): string[] {
  const steps: string[] = [];
  const deadline = payment.deadline;
  if (payment.state === 'payable' && deadline) {
    const date = formatDate(deadline);
    steps.push(
      payment.method === 'pix'
        ? t('orderConfirmation.next.pix', { date, time: `${two(deadline.getHours())}:${two(deadline.getMinutes())}` })
        : t('orderConfirmation.next.boleto', { date }),
    );
  } else if (payment.state === 'paid' || orderStatusName(order.historyListOrderStatus) === 'Aprovado') {
    steps.push(t('orderConfirmation.next.approved'));
  } else if (payment.state !== 'review') {
    // expired or cancelled: the payment block says so; nothing is on its way
    return [];
  } // a card in review: the payment block says what happens; the e-mail and the delivery follow
  if (order.email) steps.push(t('orderConfirmation.next.mail', { email: order.email }));
  steps.push(
    order.address
      ? t('orderConfirmation.next.delivery', { shipping: order.nameCarrying || order.nameShipping, time: deliveryTimeText(order, false) })
      : t('orderConfirmation.next.digital'),
  );
  return steps;
}

/**
 * The order confirmation's logic (ours, issue 25): the order just placed, read by the shared orderDetails
 * query (the number from `order-id`, else `?pedido=` of /checkout/confirmacao, else the latest order), its
 * payment block first, the status, what happens next, the items and totals, and the ways on.
 */
export function useOrderConfirmation(orderId?: number) {
  // while the Pix or boleto waits, the order is read again: the status line, the payment block and the next
  // steps turn to 'Aprovado' without a reload
  const { guard, idOrder: wanted, read, order, payment, actions } = useOrderPayment(orderId);

  const state: OrderConfirmationState =
    guard.state === 'unknown'
      ? 'unknown'
      : guard.state !== 'allowed'
        ? 'checking'
        : order
          ? 'ready'
          : read.status === 'error'
            ? read.error?.status === 404
              ? 'not-found'
              : 'error'
            : read.status === 'loading'
              ? 'loading'
              : // the latest order asked, and none: nothing was placed here
                'not-found';

  return {
    state,
    idOrder: wanted,
    order,
    payment,
    ...actions,
    status: order && payment ? statusOf(order, payment.state) : null,
    next: order && payment ? nextSteps(order, payment) : [],
    notFoundText: state === 'not-found' ? (wanted === undefined ? t('ordersApi.emptyHistory') : t('ordersApi.orderNotFound', { id: wanted })) : null,
    retry: () => void query('orderDetails', orderDetailsParams(wanted)).refresh(),
    detailsUrl: order ? buildUrl({ page: 'customer', view: 'orderDetails', idOrder: order.idOrder }) : null,
    ordersUrl: buildUrl({ page: 'customer', view: 'order' }),
    storeUrl: buildUrl({ page: 'home' }),
  };
}

export type OrderConfirmationModel = ReturnType<typeof useOrderConfirmation>;
