import { defineWidget } from '../../src/elements/define';
import { CustomerOrderStatus } from './customer-order-status';

/**
 * 'Status do seu pedido' (customer-area §2 "Order status widget", §4): each status step of the order in
 * date order, dates in pt-BR, the current (latest) step marked; Novo when the order has no dated step.
 * Reads the page's one orderDetails query (the same as jet-customer-order-details); shows nothing when
 * the order cannot be read (the details widget says why).
 *
 * @tag jet-customer-order-status
 * @summary The order's status steps.
 * @attr {number} order-id - The order to show (overrides the address); use the same value on the details widget.
 * @cssproperty --jet-color-primary - The current step's marker.
 * @cssproperty --jet-color-border - The line between the steps.
 */
defineWidget('jet-customer-order-status', CustomerOrderStatus, { orderId: 'number' });
