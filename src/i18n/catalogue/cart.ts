import { registerMessages } from '..';

/**
 * Texts of the cart and the purchase path (cart-and-purchase §2, §5, §8, §9): they load with the cart
 * widgets and the shipping calculator, not with every page.
 */
export const cart = {
  'shipping.free': 'Frete Grátis',
  'shipping.immediate': '(Envio Imediato)',
  'shipping.scheduled': '(*)',
  'shipping.day': '(1 dia)',
  'shipping.days': '({count} dias)',
  'shipping.businessDay': '(1 dia útil)',
  'shipping.businessDays': '({count} dias úteis)',
} as const;

registerMessages(cart);
