import type { TagContract, TagElement } from '../../src/elements/contract';

/** What ./wishlist-counter.element.ts passes to defineWidget: the tag, and how each attribute becomes a prop. */
export const element = {
  tag: 'jet-wishlist-counter',
  props: { listUrl: 'string' },
} as const satisfies TagElement;

/** The rest of the tag's contract: the docs, the manifest and the typings are generated from it. */
export const contract = {
  summary: 'Wish-list count of the signed-in customer.',
  description:
    'The wish-list counter of the header (catalogue-and-discovery §2, §6): for a signed-in customer, a heart with the number of products on the wish list (read from the server, then kept in step by every heart button of the page); nothing at all for a visitor, who makes no call.',
  attributes: {
    listUrl: {
      description: "Where the counter links to (the store's wish-list page).",
      default: '/customer',
    },
  },
  empty: 'Nothing for a visitor (and no call).',
  cssProperties: {
    '--jet-color-accent': 'Badge colour.',
  },
} satisfies TagContract<typeof element>;
