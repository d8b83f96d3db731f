import type { TagContract, TagElement } from '../../src/elements/contract';

/** What ./security-seals.element.ts passes to defineWidget: the tag, and how each attribute becomes a prop. */
export const element = {
  tag: 'jet-security-seals',
  props: { heading: 'string' },
} as const satisfies TagElement;

/** The rest of the tag's contract: the docs, the manifest and the typings are generated from it. */
export const contract = {
  summary: 'Security seals of the footer.',
  description:
    "The footer's security seals block ('Segurança'): each company seal as its image (with its link) or as the seal provider's HTML code, sanitised; and the store-rating seal when the store has an idEBit. Hidden when there is no seal or the seals cannot be loaded.",
  attributes: {
    heading: {
      description: "The block's title.",
      default: 'Segurança',
    },
  },
  empty: 'Nothing when there is no seal and no rating seal, or the seals cannot be loaded.',
} satisfies TagContract<typeof element>;
