import type { TagContract, TagElement } from '../../src/elements/contract';

/** What ./product-detail.element.ts passes to defineWidget: the tag, and how each attribute becomes a prop. */
export const element = {
  tag: 'jet-product-detail',
  props: { productId: 'number', urlFriendly: 'string', loginUrl: 'string' },
} as const satisfies TagElement;

/** The rest of the tag's contract: the docs, the manifest and the typings are generated from it. */
export const contract = {
  summary: 'The product page, loaded by friendly URL (default: from the address) or id.',
  description:
    "The product page: image gallery (a chosen colour shows its own images), name, brand link, rating stars and count, price or 'Sob Consulta', discount badge, installments, availability, variation choice (swatches for colour, buttons for size and text), quantity, stock messages, and 'Adicionar ao Carrinho', 'Esgotado' (notify me) or 'Orçar'; the description (sanitised store HTML) and 'Avaliar produto' for logged-in customers. An unknown product sends the shopper to /404.",
  attributes: {
    productId: {
      description: "The product's id (idProduct). Takes precedence over `url-friendly`.",
    },
    urlFriendly: {
      description: "The product's friendly URL.",
      defaultFrom: "the address '/produto/{urlFriendly}'",
    },
    loginUrl: {
      description: "Target of 'Entrar' in the rating hint for visitors.",
      default: '/customer/login',
    },
  },
  empty: 'A placeholder holding `--jet-product-detail-min-height` while loading; an unknown product sends the shopper to /404.',
  events: {
    'jet:product-viewed': 'Once per product shown: { idProduct, name, price } (price as sold now).',
    'jet:breadcrumb-trail': 'Once per product shown: { trail } (category levels, then the product) for jet-breadcrumb; the `trail` attribute of each jet-breadcrumb is set too.',
    'jet:product-added': 'After a successful add to cart: { idProduct, idSku, quantity }.',
    'jet:alert-me-open': "'Esgotado' clicked with the variations chosen: opens the back-in-stock panel.",
    'jet:product-budget-show': "'Orçar' clicked with the variations chosen: opens the quote panel.",
    'jet:alert-show': 'When the page shows a message (add to cart result, choose the variations).',
  },
  cssProperties: {
    '--jet-price-color': 'Colour of the current price.',
    '--jet-stars-color': 'Colour of the filled stars.',
    '--jet-card-button-bg': 'Background of the buy button.',
  },
} satisfies TagContract<typeof element>;
