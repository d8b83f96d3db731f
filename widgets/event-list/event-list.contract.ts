import type { TagContract, TagElement } from '../../src/elements/contract';

/** What ./event-list.element.ts passes to defineWidget: the tag, and how each attribute becomes a prop. */
export const element = {
  tag: 'jet-event-list',
  props: { idType: 'number', heading: 'string' },
} as const satisfies TagElement;

/** The rest of the tag's contract: the docs, the manifest and the typings are generated from it. */
export const contract = {
  summary: "The store's upcoming event (gift) lists.",
  description:
    "The store's event lists (cart-and-purchase §2 'Event list', §3 'Event list entry': idType), shown as gift lists: one card per upcoming event (its kind, title, day and place, 'Ver a lista de …' when the store has a page for it), soonest first, with a choice of kind when there are several; 'Nenhuma lista de presentes no momento.' when there is none; the failure with 'Carregar novamente'.",
  attributes: {
    idType: {
      description: 'Only the event lists of this kind (idType); every kind when absent.',
    },
    heading: {
      description: "The section's title.",
      default: 'Listas de presentes',
    },
  },
  empty: "'Nenhuma lista de presentes no momento.' with no event list.",
  cssProperties: {
    '--jet-color-accent': "The kind's badge.",
  },
} satisfies TagContract<typeof element>;
