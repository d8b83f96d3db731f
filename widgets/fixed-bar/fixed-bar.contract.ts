import type { TagContract, TagElement } from '../../src/elements/contract';

/** What ./fixed-bar.element.ts passes to defineWidget: the tag, and how each attribute becomes a prop. */
export const element = {
  tag: 'jet-fixed-bar',
  props: { searchUrl: 'string', customerUrl: 'string', cartUrl: 'string' },
} as const satisfies TagElement;

/** The rest of the tag's contract: the docs, the manifest and the typings are generated from it. */
export const contract = {
  summary: 'Fixed action bar for phones.',
  description:
    "The phones' fixed action bar at the bottom of the screen: back to top, search (focuses the header's search box, or goes to the search page), 'Central do Cliente' and the cart with its item count. Shown below 48rem only (the stylesheet hides it on wider screens).",
  attributes: {
    searchUrl: {
      description: 'Where search goes when the page has no search box.',
      default: '/busca',
    },
    customerUrl: {
      description: "'Central do Cliente'.",
      default: '/customer/login',
    },
    cartUrl: {
      description: 'The cart.',
      default: '/carrinho',
    },
  },
  empty: 'The bar (on phones), the cart count once known.',
  cssProperties: {
    '--jet-fixed-bar-height': "The bar's height; a theme pads the page's bottom by it.",
    '--jet-fixed-bar-end-space': "Room kept free at the bar's end (0): where a theme docks the floating WhatsApp button, so it covers neither the page nor the bar's actions.",
  },
} satisfies TagContract<typeof element>;
