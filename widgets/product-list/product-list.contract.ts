import type { TagContract, TagElement } from '../../src/elements/contract';

/** What ./product-list.element.ts passes to defineWidget: the tag, and how each attribute becomes a prop. */
export const element = {
  tag: 'jet-product-list',
  props: { source: 'string', sourceId: 'string', dataId: 'string', infiniteScroll: 'boolean' },
} as const satisfies TagElement;

/** The rest of the tag's contract: the docs, the manifest and the typings are generated from it. */
export const contract = {
  summary: 'Product listing with sort, filters and pager.',
  description:
    'The product listing of a category, brand, group or search page: sort, filters (price, brand, category, variations, attributes), a grid of product cards, the pager or infinite scrolling, and the empty states (\'Nenhum produto encontrado!\', \'Nenhum resultado encontrado para "{term}"\' with the best sellers and new arrivals carousels). An unknown friendly URL or a path of the wrong depth goes to /404. The filter state is kept in sessionStorage for the listing\'s path, and Back/Forward restore the page.',
  attributes: {
    source: {
      description: 'What the listing shows: a category, brand or group, or a search.',
      values: ['category', 'brand', 'group', 'search'],
      default: 'category',
    },
    sourceId: {
      description: 'Numeric id (used as idCategories/idBrand/idGroup) or friendly URL (textLink); the term for a search.',
      defaultFrom: 'the address (segments before /c, /m or /g; ?n= for a search)',
    },
    dataId: {
      description: "Same as `source-id` (the platform's name for it).",
      defaultFrom: 'the address (segments before /c, /m or /g; ?n= for a search)',
    },
    infiniteScroll: {
      description: "Grow the list on scroll instead of paging (also on when the company's infiniteScrolling is).",
    },
  },
  empty: 'Placeholders while loading (`data-state="loading"`); \'Nenhum produto encontrado!\' (a search: \'Nenhum resultado encontrado para "{term}"\') with the best sellers and new arrivals when empty.',
  events: {
    'jet:product-added': 'A card added a product to the cart: { idProduct, idSku, quantity }.',
    'jet:alert-me-open': "A card's 'Esgotado' was clicked.",
    'jet:product-budget-show': "A card's 'Orçar' was clicked.",
    'jet:alert-show': 'A card showed a message.',
  },
  cssProperties: {
    '--jet-product-list-columns': 'Cards per row on wide screens.',
    '--jet-card-button-bg': "Background of the cards' buy buttons.",
  },
} satisfies TagContract<typeof element>;
