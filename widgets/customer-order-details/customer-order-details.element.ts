import { defineWidget } from '../../src/elements/define';
import { CustomerOrderDetails } from './customer-order-details';

/**
 * The order details (`/customer/order/details` = the latest order, `/customer/order/details/{idOrder}`;
 * customer-area §2, §4, §8, §9): the items with their variations, quantity, unit price and value; the
 * totals (items, shipping, discount, Vale Compra, interest, total) and the installments when more than
 * one; the files of the digital products per product once the order's status releases them (else a
 * message that they appear after approval); print (a 950×500 popup of this page with `?print=1`, which
 * opens every section and prints 1 s later); re-order (each item to the cart, then /checkout after
 * 3001 ms); the exchange/return link. 'Oops, o pedido #{id} não foi localizado.' for an unknown order;
 * no order at all → /customer/order. Reads the page's one orderDetails query (shared with
 * jet-customer-order-status and jet-customer-order-data).
 *
 * @tag jet-customer-order-details
 * @summary One order's details.
 * @attr {number} order-id - The order to show (overrides the address).
 * @attr {string} exchange-url - The exchange/return service's address, with {accessAccount}, {idOrder} and {email}; the link shows only with it and when the service is on (op `exchange`).
 * @fires jet:product-added - For each product the re-order put in the cart (from the cart store).
 * @fires jet:alert-show - With the re-order's and the download's messages.
 * @cssproperty --jet-color-primary - The buttons and the section toggles.
 * @cssproperty --jet-color-border - The table's and the sections' rules.
 */
defineWidget('jet-customer-order-details', CustomerOrderDetails, { orderId: 'number', exchangeUrl: 'string' });
