import { useOrderDetails } from '../customer/orders/order-details-query';
import { useLiveOrderStatus } from '../customer/orders/use-live-order-status';
import { useCustomerGuard } from '../customer/use-customer-guard';
import { usePaymentActions, usePaymentView } from './use-payment';

/**
 * What the pages that show an order's payment share (the order data widget, the order confirmation): the
 * customer guard, the orderDetails read of `orderId` (undefined: the page's own, `order-id`, the address or
 * the latest), kept live while its payment is pending (one loop per page: src/customer/orders/
 * use-live-order-status.ts), and the payment block's view and actions.
 */
export function useOrderPayment(orderId?: number) {
  const guard = useCustomerGuard();
  const { idOrder, state: read } = useOrderDetails(orderId, guard.state);
  const order = read.data ?? null;
  useLiveOrderStatus(idOrder, order);
  return { guard, idOrder, read, order, payment: usePaymentView(order), actions: usePaymentActions() };
}
