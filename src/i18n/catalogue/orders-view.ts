import { registerMessages } from '..';

/**
 * Widget texts of the order history, order details and order status (customer-area §2, §4, §8).
 * Keys start with 'orders.'; texts the spec words are quoted exactly (plain slips fixed).
 */
export const ordersView = {
  'orders.history.title': 'Meus pedidos',
} as const;

registerMessages(ordersView);
