import type { TagContract, TagElement } from '../../src/elements/contract';

/** What ./cart.element.ts passes to defineWidget: the tag, and how each attribute becomes a prop. */
export const element = {
  tag: 'jet-cart',
  props: { checkoutUrl: 'string', continueUrl: 'string' },
} as const satisfies TagElement;

/** The rest of the tag's contract: the docs, the manifest and the typings are generated from it. */
export const contract = {
  summary: 'The cart page.',
  description:
    "The cart page (`/carrinho`): the store's purchase rules, the reservation timer, the free-shipping progress, the lines with their steppers and sold-out notices, the shipping calculator, the discount key and the voucher, the totals with installments, and 'Finalizar Compra' with the checks of cart-and-purchase §4 (sold-out modal, sold-out message, the server's limits for 10 s).",
  attributes: {
    checkoutUrl: {
      description: "Where 'Finalizar Compra' leads after the checks.",
      default: '/checkout/identification',
    },
    continueUrl: {
      description: "Where 'Continuar Comprando' leads.",
      default: '/',
    },
  },
  empty: 'A placeholder holding `--jet-cart-min-height` while loading; an empty cart says so.',
  events: {
    'jet:product-removed': "When the shopper removes a line (one per line when 'Esvaziar carrinho' empties the cart).",
    'jet:alert-show': 'With every message it shows.',
  },
  cssProperties: {
    '--jet-cart-min-height': 'Height held while the cart loads.',
    '--jet-color-primary': "'Finalizar Compra' colour.",
    '--jet-color-success': 'The limits-met message and the free-shipping bar.',
  },
} satisfies TagContract<typeof element>;
