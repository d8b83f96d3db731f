/**
 * The one order-details read of a details page (customer-area §2 /customer/order/details[/{idOrder}]):
 * the details, status and order data widgets read the same keyed store, so the page asks once.
 * Which order: the widget's `order-id` attribute when set, else the id in the address, else the latest
 * order (orderDetails without idOrder; null when the customer has none).
 */
import type { OrderDetailsParams } from '../../api/operations/orders.types';
import { parseRoute } from '../../routes';
import { confirmationOrderId } from '../../routes/confirmation';
import { useCustomerQuery, type GuardState } from '../use-customer-guard';
import { guardedRead, isOrderDetails } from './answer-guards';

/**
 * The order id of a /customer/order/details/{idOrder} address, or of the confirmation's
 * /checkout/confirmacao?pedido={idOrder}; undefined for the latest order's page or any other page.
 */
function orderIdFromLocation(location: Pick<Location, 'pathname' | 'search'> = window.location): number | undefined {
  const route = parseRoute(location);
  if (route?.page === 'checkoutConfirmation') return confirmationOrderId(location.search);
  return route?.page === 'customer' && route.view === 'orderDetails' ? route.idOrder : undefined;
}

/** The order a details widget shows: a positive `orderId` attribute wins over the address. */
function chosenOrderId(orderId: number | undefined, location?: Pick<Location, 'pathname' | 'search'>): number | undefined {
  return orderId !== undefined && Number.isInteger(orderId) && orderId > 0 ? orderId : orderIdFromLocation(location);
}

/** The params of the orderDetails read: `{ idOrder }`, or none for the latest order. */
export const orderDetailsParams = (idOrder: number | undefined): OrderDetailsParams => (idOrder === undefined ? {} : { idOrder });

/**
 * The shared orderDetails read of the page, sent together with the login status (not after it: the
 * page's reads start at once, src/customer/use-customer-guard.ts `useCustomerQuery`); `guard` is the
 * widget's `useCustomerGuard().state`. `idOrder` is undefined for the latest order.
 */
export function useOrderDetails(orderId: number | undefined, guard: GuardState) {
  const idOrder = chosenOrderId(orderId);
  // an answer of the wrong shape (200 with {} or []) is a failed read: the widgets' error and retry
  const state = guardedRead(useCustomerQuery(guard, 'orderDetails', orderDetailsParams(idOrder)), isOrderDetails, true);
  return { idOrder, state };
}

/**
 * True when a `<jet-customer-order-details>` is on the page: it already says why an order cannot be
 * shown (not found, a failure with its retry, no order), so the order data and status widgets beside
 * it stay quiet instead of saying it again. Read on each render: the element may be added after them.
 */
export const detailsOnPage = (): boolean => typeof document !== 'undefined' && document.querySelector('jet-customer-order-details') !== null;
