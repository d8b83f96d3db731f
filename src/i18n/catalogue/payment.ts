import { registerMessages } from '..';

/**
 * Widget texts of the order data widget and its payment section: Pix, boleto, expiry (customer-area §2, §4, §8).
 * Keys start with 'payment.'; texts the spec words are quoted exactly (plain slips fixed).
 */
export const payment = {
  'payment.section.order': 'Dados do Pedido',
} as const;

registerMessages(payment);
