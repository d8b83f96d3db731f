import { useEffect, useRef } from 'react';
import { detailsOnPage, orderDetailsParams } from '../../src/customer/orders/order-details-query';
import { openedAtPayment } from '../../src/customer/orders/pay-now';
import { t } from '../../src/i18n';
import { useOrderPayment } from '../../src/payment/use-order-payment';
import { orderStatusName } from '../../src/customer/orders/order-status';
import { query } from '../../src/stores/query';

/**
 * - `checking`: the login status is on its way (visitors are then sent to /customer);
 * - `loading`: the order is on its way (a skeleton);
 * - `error`: it could not be read: the reason and 'Tentar novamente';
 * - `not-found`: 'Oops, o pedido #{id} não foi localizado.' (an unknown id, or another customer's order);
 * - `empty`: the latest order was asked and the customer has none;
 * - `ready`: the three sections.
 */
type OrderDataState = 'checking' | 'unknown' | 'loading' | 'error' | 'not-found' | 'empty' | 'ready';

/** The order data widget's logic (customer-area §2 "Order data widget", §4 "Payment expiry", §8). */
export function useCustomerOrderData(orderId?: number) {
  // the payment block turns to 'Pagamento confirmado.' (no code) when the payment arrives, without a reload
  const { guard, idOrder: wanted, read, order, payment, actions } = useOrderPayment(orderId);

  const retry = () => void query('orderDetails', orderDetailsParams(wanted)).refresh();

  const status = read.error?.status;
  const state: OrderDataState =
    guard.state === 'unknown'
      ? 'unknown'
      : guard.state !== 'allowed'
        ? 'checking'
      : order
        ? 'ready'
        : read.status === 'error'
          ? status === 404
            ? 'not-found'
            : 'error'
          : read.status === 'loading'
            ? 'loading'
            : 'empty';

  // 'Pagar agora' of the history opens the page at #pagamento: once the order shows, the payment block
  // comes into view and takes the focus (the browser's own jump happened before the block existed)
  const paymentRef = useRef<HTMLElement>(null);
  const ready = state === 'ready';
  useEffect(() => {
    const block = paymentRef.current;
    if (!ready || !block || !openedAtPayment()) return;
    block.scrollIntoView({ block: 'start' });
    block.focus({ preventScroll: true });
  }, [ready]);

  return {
    state,
    paymentRef,
    /** Error, not found or no order while a details widget on the page already says so: render nothing. */
    quiet: (state === 'error' || state === 'not-found' || state === 'empty') && detailsOnPage(),
    idOrder: wanted,
    order,
    statusName: order ? orderStatusName(order.historyListOrderStatus) : null,
    payment,
    errorText:
      state === 'not-found'
        ? wanted === undefined
          ? (read.error?.message ?? '')
          : t('ordersApi.orderNotFound', { id: wanted })
        : state === 'error'
          ? (read.error?.message ?? t('payment.loadFailed'))
          : null,
    retry,
    ...actions,
  };
}

export type CustomerOrderDataModel = ReturnType<typeof useCustomerOrderData>;
