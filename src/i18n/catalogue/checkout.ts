import { registerMessages } from '..';

/**
 * Widget texts of the checkout (ours: the specs are silent).
 * Keys start with 'checkout.'; texts the spec words are quoted exactly (plain slips fixed).
 */
export const checkout = {
  'checkout.title': 'Finalizar pedido',
} as const;

registerMessages(checkout);
