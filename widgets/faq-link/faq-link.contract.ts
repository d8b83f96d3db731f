import type { TagContract, TagElement } from '../../src/elements/contract';

/** What ./faq-link.element.ts passes to defineWidget: the tag, and how each attribute becomes a prop. */
export const element = {
  tag: 'jet-faq-link',
  props: { href: 'string', label: 'string' },
} as const satisfies TagElement;

/** The rest of the tag's contract: the docs, the manifest and the typings are generated from it. */
export const contract = {
  summary: 'Link to the FAQ page, when FAQs exist.',
  description:
    'A link to the FAQ page, shown only when the store has FAQs (catalogue-and-discovery §2); nothing is shown while loading, with no FAQ, or when the list cannot be read (§8: ignored silently).',
  attributes: {
    href: {
      description: 'The FAQ page.',
      default: '/perguntas-frequentes',
    },
    label: {
      description: "The link's text.",
      default: 'Perguntas Frequentes',
    },
  },
  empty: 'Nothing while loading, with no FAQ, or when the list cannot be read.',
} satisfies TagContract<typeof element>;
