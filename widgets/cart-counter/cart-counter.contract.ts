import type { TagContract, TagElement } from '../../src/elements/contract';

/** What ./cart-counter.element.ts passes to defineWidget: the tag, and how each attribute becomes a prop. */
export const element = {
  tag: 'jet-cart-counter',
  props: { cartUrl: 'string' },
} as const satisfies TagElement;

/** The rest of the tag's contract: the docs, the manifest and the typings are generated from it. */
export const contract = {
  summary: 'Cart item count linking to the cart.',
  description:
    "The number of items in the cart, at load and after every `jet:product-added` and `jet:product-removed`. When the server reports products removed because their reservation expired, it shows 'O TEMPO EXPIROU E' with their names.",
  attributes: {
    cartUrl: {
      description: 'Where the counter links to.',
      default: '/carrinho',
    },
  },
  empty: 'The cart link with no count badge until the count is known; an empty cart counts 0.',
  events: {
    'jet:alert-show': 'When the expiry notice shows.',
    'jet:cart-open': "On a click, `{ source: 'counter' }`, cancelable: a cart preview with `open-from-counter` opens and cancels it, and the link does not navigate.",
  },
  listens: {
    'jet:product-added': 'Updates the count.',
    'jet:product-removed': 'Updates the count.',
  },
  cssProperties: {
    '--jet-color-accent': 'Badge colour.',
  },
} satisfies TagContract<typeof element>;
