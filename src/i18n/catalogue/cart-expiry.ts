import { registerMessages } from '..';

/**
 * The notice of products whose reservation ended (cart-and-purchase §4), with src/cart/expiry-notice.ts:
 * the header's counter fetches it only when the server says it removed some, so it is not in the core.
 */
export const cartExpiry = {
  'cartCounter.expiredTitle': 'O TEMPO EXPIROU E',
  'cartCounter.expiredOne': 'o produto {names} foi removido do seu carrinho.',
  'cartCounter.expiredMany': 'os produtos {names} foram removidos do seu carrinho.',
} as const;

registerMessages(cartExpiry);
