import type { TagContract, TagElement } from '../../src/elements/contract';

/** What ./logo.element.ts passes to defineWidget: the tag, and how each attribute becomes a prop. */
export const element = {
  tag: 'jet-logo',
  props: { href: 'string', width: 'number', height: 'number' },
} as const satisfies TagElement;

/** The rest of the tag's contract: the docs, the manifest and the typings are generated from it. */
export const contract = {
  summary: 'Store logo linking home.',
  description:
    "The store's logo from the company settings, linking home. The image is described by the store's name; its box holds its size while the settings load.",
  attributes: {
    href: {
      description: 'Link target.',
      default: '/',
    },
    width: {
      description: "The image's width in px: with `height`, the box kept while the settings load (no layout shift).",
      default: 180,
    },
    height: {
      description: "The image's height in px.",
      default: 60,
    },
  },
  empty: 'An empty box of `width` × `height` while the settings load.',
} satisfies TagContract<typeof element>;
