import '../../src/i18n/catalogue/orders-view';
import type { OrderStatusEntry } from '../../src/api/operations/orders.types';
import { useOrderDetails } from '../../src/customer/orders/order-details-query';
import { useLiveOrderStatus } from '../../src/customer/orders/use-live-order-status';
import { datedSteps, NEW_STATUS, type NewStatus } from '../../src/customer/orders/order-status';
import { useCustomerGuard } from '../../src/customer/use-customer-guard';

/** 'hidden': nothing to show (guard, no order, an error: the details widget says why). */
type OrderStatusState = 'hidden' | 'loading' | 'ready';

/**
 * The order status widget's logic (customer-area §2 "Order status widget", §4): the page's orderDetails
 * read, its dated status entries oldest first; the last is the current status. An order without a dated
 * entry is Novo (one step, no date). Undated entries are left out (the §4 rule ignores them too).
 */
export function useCustomerOrderStatus(orderId?: number) {
  const guard = useCustomerGuard();
  const { idOrder, state: details } = useOrderDetails(orderId, guard.state);
  const order = details.data;
  // the steps follow a pending payment (one loop for the page, however many widgets ask)
  useLiveOrderStatus(idOrder, order);
  const steps: Array<OrderStatusEntry | NewStatus> = order ? datedSteps(order.historyListOrderStatus) : [];
  if (order && steps.length === 0) steps.push(NEW_STATUS);
  const state: OrderStatusState = guard.state !== 'allowed' ? 'hidden' : order ? 'ready' : details.status === 'loading' ? 'loading' : 'hidden';
  return { state, steps };
}

export type CustomerOrderStatusModel = ReturnType<typeof useCustomerOrderStatus>;
