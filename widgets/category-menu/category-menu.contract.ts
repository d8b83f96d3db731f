import type { TagContract, TagElement } from '../../src/elements/contract';

/** What ./category-menu.element.ts passes to defineWidget: the tag, and how each attribute becomes a prop. */
export const element = {
  tag: 'jet-category-menu',
  props: {},
} as const satisfies TagElement;

/** The rest of the tag's contract: the docs, the manifest and the typings are generated from it. */
export const contract = {
  summary: "'Todas as categorias' menu of the header.",
  description:
    "The header's category menu: a 'Todas as categorias' button that opens the category tree to three levels as a disclosure navigation. Each category is a link to its listing; a category with subcategories has a button beside it that shows them. Escape closes the innermost open part and gives the focus back to its button; a click or focus outside closes the menu. Hidden when the tree is empty or cannot be loaded.",
  attributes: {},
  empty: 'Nothing when the category tree is empty or cannot be loaded.',
  cssProperties: {
    '--jet-category-menu-width': 'Width of the panel on wide screens.',
  },
} satisfies TagContract<typeof element>;
