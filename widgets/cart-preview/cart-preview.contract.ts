import type { TagContract, TagElement } from '../../src/elements/contract';

/** What ./cart-preview.element.ts passes to defineWidget: the tag, and how each attribute becomes a prop. */
export const element = {
  tag: 'jet-cart-preview',
  props: { openOnAdd: 'boolean', openFromCounter: 'boolean', checkoutUrl: 'string', cartUrl: 'string' },
} as const satisfies TagElement;

/** The rest of the tag's contract: the docs, the manifest and the typings are generated from it. */
export const contract = {
  summary: 'Cart drawer (opens on jet:cart-open).',
  description:
    "The cart preview: a drawer on a modal dialog with the cart's lines, the free-shipping tip, the totals with the shipping calculator, 'Continuar Comprando' and 'Finalizar Compra'. Closed until asked: `jet:cart-open` (theme code: `openCart()`), and with the attributes below after an add or from the header's counter. Only a listener loads with the page; the drawer comes with its first opening.",
  attributes: {
    openOnAdd: {
      description: 'Also opens after every `jet:product-added`.',
    },
    openFromCounter: {
      description: 'A plain click on `<jet-cart-counter>` opens the drawer instead of going to the cart page (Ctrl/⌘-click and middle click still open the page).',
    },
    checkoutUrl: {
      description: "Where 'Finalizar Compra' leads after the checks.",
      default: '/checkout/identification',
    },
    cartUrl: {
      description: 'The cart page, linked from the drawer.',
      default: '/carrinho',
    },
  },
  empty: 'Nothing until `jet:cart-open` (the drawer stays closed); open on an empty cart, an empty-cart message.',
  events: {
    'jet:product-removed': 'When the shopper removes a line.',
    'jet:alert-show': 'With every message it shows.',
  },
  listens: {
    'jet:cart-open': "Opens the drawer (`source: 'counter'` only with `open-from-counter`).",
    'jet:product-added': 'Opens the drawer with `open-on-add`.',
    'jet:cart-close': 'Closes the drawer (theme code: `closePanels()`).',
  },
  commands: {
    openCart: 'Opens the drawer (dispatches `jet:cart-open`).',
  },
  cssProperties: {
    '--jet-cart-preview-width': "The drawer's width on wide screens.",
    '--jet-color-primary': "'Finalizar Compra' colour.",
  },
  methods: {
    open: { description: 'Opens the drawer, as `openCart()` does.' },
    close: { description: 'Closes the drawer (`jet:cart-close`).' },
  },
} satisfies TagContract<typeof element>;
