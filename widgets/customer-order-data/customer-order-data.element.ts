import { defineWidget } from '../../src/elements/define';
import { CustomerOrderData } from './customer-order-data';

/**
 * The order data widget (customer-area §2 "Order data widget", §4 "Payment expiry", §8): the sections
 * Dados do Pedido (number, date and time, payment method, value, installments for a card in more than
 * one, status), Local de Entrega (receiver, address, city - state, contact phone, shipping, delivery time
 * with '*Após a data de confirmação de pagamento.') and Pagamento: a Pix QR code with its 'copia e cola'
 * and a live countdown, or a boleto's line, barcode, copy and 'Imprimir boleto'; the message that payment
 * can no longer be made once expired (Pix 1 day, boleto 2 days) or with status code 06; 'Realizar
 * pagamento' for gateway 17. It reads the same orderDetails query as jet-customer-order-details and
 * jet-customer-order-status (one request for the page). Visitors are sent to /customer.
 *
 * @tag jet-customer-order-data
 * @summary An order's data, delivery and payment (Pix, boleto).
 * @attr {string} order-id - The order to show. Default: the id of /customer/order/details/{id}, else the latest order.
 * @cssproperty --jet-color-primary - Buttons and headings' accent.
 * @cssproperty --jet-color-error - The expired message.
 * @cssproperty --jet-color-success - The copied message.
 */
defineWidget('jet-customer-order-data', CustomerOrderData, { orderId: 'number' });
