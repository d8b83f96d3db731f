import { defineWidget } from '../../src/elements/define';
import { CustomerOrders } from './customer-orders';

/**
 * The order history (`/customer/order`, customer-area §2, §9): a search by order number (digits only;
 * it asks page 1 with 2000 orders and keeps the one with that number), the table Pedido, Data, Valor,
 * Pagamento, Status with 'Ver detalhes' (/customer/order/details/{idOrder}), 10 orders a page, newest
 * first, and the pager (first, previous, 2 pages either side, next, last). 'Nenhum pedido encontrado!'
 * when there is none. Visitors and customers without a password are sent to /customer.
 *
 * @tag jet-customer-orders
 * @summary The customer's order history.
 * @cssproperty --jet-color-primary - The search button, the links and the current page.
 * @cssproperty --jet-color-border - The table's rules.
 */
defineWidget('jet-customer-orders', CustomerOrders);
