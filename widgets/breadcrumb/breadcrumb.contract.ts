import type { TagContract, TagElement } from '../../src/elements/contract';

/** What ./breadcrumb.element.ts passes to defineWidget: the tag, and how each attribute becomes a prop. */
export const element = {
  tag: 'jet-breadcrumb',
  props: { page: 'string', name: 'string', keepTitle: 'boolean', heading: 'boolean', path: 'string', trail: 'json' },
} as const satisfies TagElement;

/** The rest of the tag's contract: the docs, the manifest and the typings are generated from it. */
export const contract = {
  summary: 'Breadcrumb and page title.',
  description:
    "The breadcrumb and page title: Home, then the category chain by level, the brand or group name, the search ('Busca: SOFA'), 'Área do Cliente' and the customer page, or the trail a product page gives. Themes 'modas' and 'cosmeticos' drop the last crumb. Sets document.title to '{name} | {store}'. The trail after Home can also be set with the `trail` property or by dispatching `jet:breadcrumb-trail` on document with `detail.trail` (the product page does).",
  attributes: {
    page: {
      description: "Customer pages: the page's name (Home > Área do Cliente > page). Other pages: the last crumb.",
    },
    name: {
      description: 'Brand, group or category name when the theme knows it (skips the request).',
    },
    keepTitle: {
      description: 'Leave document.title alone.',
    },
    heading: {
      description: "Also show the page's name as its `<h1>` (`.jet-breadcrumb__heading`): listing pages have no other heading that knows the category, brand, group or search.",
    },
    path: {
      description: "The page address to describe ('/casa/sala/c', '/busca?n=sofa').",
      defaultFrom: "the page's own address (set it for previews)",
    },
    trail: {
      description: 'JSON array of {name, url}: the trail after Home (product page: category levels and product name). Also a property.',
    },
  },
  empty: 'Nothing on the home page, or when only Home would show; while loading it holds `--jet-breadcrumb-min-height`.',
  listens: {
    'jet:breadcrumb-trail': 'Sets the trail after Home.',
  },
  cssProperties: {
    '--jet-breadcrumb-separator': "Text between crumbs.",
  },
} satisfies TagContract<typeof element>;
