import type { TagContract, TagElement } from '../../src/elements/contract';

/** What ./search-box.element.ts passes to defineWidget: the tag, and how each attribute becomes a prop. */
export const element = {
  tag: 'jet-search-box',
  props: { placeholder: 'string' },
} as const satisfies TagElement;

/** The rest of the tag's contract: the docs, the manifest and the typings are generated from it. */
export const contract = {
  summary: 'Search box with a suggestion list (ARIA combobox).',
  description:
    "The search box: suggestions while the shopper types (at least 3 characters): completed searches, categories, brands and up to 5 products with their price, with 'Ver todos os produtos' when more than 3; the recent searches of this browser on the focused empty box. Submit to '/busca?n={term}'. A term under 3 characters shows 'Digite ao menos 03 caracteres para realizar sua pesquisa.' and goes nowhere. On /busca the box shows the searched term.",
  attributes: {
    placeholder: {
      description: 'Placeholder of the box.',
      default: 'O que você procura?',
    },
  },
  empty: 'The box (suggestions only while typing).',
  cssProperties: {
    '--jet-search-box-width': 'Width of the box.',
  },
} satisfies TagContract<typeof element>;
