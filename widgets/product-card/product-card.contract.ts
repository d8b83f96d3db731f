import type { TagContract, TagElement } from '../../src/elements/contract';

/** What ./product-card.element.ts passes to defineWidget: the tag, and how each attribute becomes a prop. */
export const element = {
  tag: 'jet-product-card',
  props: { productId: 'number', urlFriendly: 'string', headingLevel: 'number', eager: 'boolean' },
} as const satisfies TagElement;

/** The rest of the tag's contract: the docs, the manifest and the typings are generated from it. */
export const contract = {
  summary: 'A lone product card, loaded by id or friendly URL.',
  description:
    "One product card on its own (a listing or carousel renders its cards itself, never with this tag): image, name, brand, price or 'Sob Consulta', discount badge and seal, the company's complement text, stars, installments, variations and quantity when the company shows them, and 'Adicionar ao Carrinho', 'Esgotado' or 'Orçar'.",
  attributes: {
    productId: {
      description: "The product's id (idProduct). Takes precedence over `url-friendly`.",
    },
    urlFriendly: {
      description: "The product's friendly URL ('cadeira-eames' or '/produto/cadeira-eames').",
    },
    headingLevel: {
      description: 'Level of the name heading, 2 to 4.',
      default: 3,
    },
    eager: {
      description: 'Load the image at once instead of lazily.',
    },
  },
  empty: 'A placeholder card while loading.',
  events: {
    'jet:product-added': 'After a successful add to cart: { idProduct, idSku, quantity }.',
    'jet:alert-me-open': "'Esgotado' clicked: opens the back-in-stock panel.",
    'jet:product-budget-show': "'Orçar' clicked: opens the quote panel.",
    'jet:alert-show': 'When the card shows a message (add to cart result, choose the variations).',
  },
  cssProperties: {
    '--jet-card-button-bg': 'Background of the buy button.',
    '--jet-card-badge-bg': 'Background of the discount badge.',
    '--jet-card-seal-height': "Height of the product's seal image over the picture.",
    '--jet-card-seal-bg': 'Background of a seal that has no image (its name as a chip).',
    '--jet-card-brand-color': "Colour of the brand's name under the product name.",
    '--jet-card-complement-color': "Colour of the company's complement text under the price.",
    '--jet-price-color': 'Colour of the current price.',
    '--jet-stars-color': 'Colour of the filled stars.',
  },
} satisfies TagContract<typeof element>;
