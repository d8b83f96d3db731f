import type { TagContract, TagElement } from '../../src/elements/contract';

/** What ./showcase.element.ts passes to defineWidget: the tag, and how each attribute becomes a prop. */
export const element = {
  tag: 'jet-showcase',
  props: { kind: 'string', quantity: 'number', productId: 'number', title: 'string', heading: 'string' },
} as const satisfies TagElement;

/** The rest of the tag's contract: the docs, the manifest and the typings are generated from it. */
export const contract = {
  summary: 'Product showcase carousels (featured, groups, most sold, new arrivals, related, also purchased).',
  description:
    "A product showcase as a carousel: the home's featured products ('Produtos em Destaque da Home'), one carousel per group (titled by the group, with 'Ver todos' to its page), the most sold ('Produtos mais vendidos'), new arrivals ('Recém chegados'), and on a product page its related products ('Produtos relacionados') or what its buyers also bought ('Quem comprou, comprou também'). Hidden when empty or when the request fails.",
  attributes: {
    kind: {
      description: 'Which products: the featured ones, one carousel per group, the most sold, the new arrivals, or the related and also-purchased products of a product.',
      values: ['featured', 'groups', 'most-sold', 'new-arrivals', 'related', 'also-purchased'],
      default: 'featured',
    },
    quantity: {
      description: 'Products per carousel, at most 12.',
      defaultFrom: "the company's quantityProductsToShowAtShowcase (capped at 12)",
    },
    productId: {
      description: 'For `related` and `also-purchased`: the product.',
      defaultFrom: 'the product the page shows (jet:product-viewed, or the /produto/{slug} path)',
    },
    title: {
      description: 'Replaces the heading; for `groups`, an `h2` above the group carousels (which become `h3`). Browsers show a `title` attribute as a tooltip: prefer `heading`.',
      defaultFrom: "the kind's heading",
    },
    heading: {
      description: 'Same as title, without the tooltip browsers show for a title attribute.',
    },
  },
  empty: "Nothing when the carousel is empty or the request fails; from the first paint until its products arrive it holds its carousels' height, from the card's layout (a square picture in a slide of the rail's width, and `--jet-showcase-card-text`), times `--jet-showcase-carousels`.",
  listens: {
    'jet:product-viewed': 'related / also-purchased without `product-id`: the product to show them for.',
  },
  cssProperties: {
    '--jet-carousel-slide': 'Width of one slide.',
    '--jet-showcase-card-text': "Height of a card's text, from its name to its button, that the showcase holds while it loads (default 24.5rem).",
    '--jet-showcase-carousels': "How many carousels it holds room for while it loads (default 1; a 'groups' showcase: the groups the page shows).",
    '--jet-showcase-min-height': 'A floor for the height it holds while it loads.',
  },
} satisfies TagContract<typeof element>;
