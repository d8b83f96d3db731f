import type { TagContract, TagElement } from '../../src/elements/contract';

/** What ./faq.element.ts passes to defineWidget: the tag, and how each attribute becomes a prop. */
export const element = {
  tag: 'jet-faq',
  props: { headingLevel: 'number', noTitle: 'boolean' },
} as const satisfies TagElement;

/** The rest of the tag's contract: the docs, the manifest and the typings are generated from it. */
export const contract = {
  summary: 'FAQ accordion.',
  description:
    "The FAQ page's questions ('Perguntas Frequentes', catalogue-and-discovery §2) as an accessible accordion: each question a button (aria-expanded) in a heading that shows or hides its answer (store HTML, sanitised); Up/Down/Home/End move between the questions. A failed read shows only the title (§8: FAQ load errors are ignored silently); no question shows 'Ainda não há perguntas frequentes cadastradas.'.",
  attributes: {
    headingLevel: {
      description: 'Level of the title (1 to 5; the questions one below).',
      default: 1,
    },
    noTitle: {
      description: 'Leaves the title out (the page has its own heading).',
    },
  },
  empty: "'Ainda não há perguntas frequentes cadastradas.' with no question; only the title when the read fails.",
  cssProperties: {
    '--jet-faq-divider': 'The line between questions.',
  },
} satisfies TagContract<typeof element>;
