import type { TagContract, TagElement } from '../../src/elements/contract';

/** What ./institutional-links.element.ts passes to defineWidget: the tag, and how each attribute becomes a prop. */
export const element = {
  tag: 'jet-institutional-links',
  props: { faqUrl: 'string', headingLevel: 'number' },
} as const satisfies TagElement;

/** The rest of the tag's contract: the docs, the manifest and the typings are generated from it. */
export const contract = {
  summary: 'Footer links to the institutional pages and the FAQ.',
  description:
    'The footer\'s institutional links: one group per custom page of the store (its name, then its contents linking to /institucional/{idCustomPage}/{idCustomPageContent}), and the link to the FAQ page when the store has FAQs. Load errors are ignored silently (catalogue-and-discovery §8): nothing is shown. Best placed with `loading="lazy"` (it reads only when the footer comes near).',
  attributes: {
    faqUrl: {
      description: 'The FAQ page.',
      default: '/perguntas-frequentes',
    },
    headingLevel: {
      description: "Level of each page's heading (2 to 6).",
      default: 2,
    },
  },
  empty: 'Nothing while loading, with nothing to list, or when a list cannot be read.',
  cssProperties: {
    '--jet-institutional-links-columns': 'Groups per row on wide screens.',
  },
} satisfies TagContract<typeof element>;
