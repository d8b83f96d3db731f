import type { TagContract, TagElement } from '../../src/elements/contract';

/** What ./phone-contact.element.ts passes to defineWidget: the tag, and how each attribute becomes a prop. */
export const element = {
  tag: 'jet-phone-contact',
  props: { label: 'string' },
} as const satisfies TagElement;

/** The rest of the tag's contract: the docs, the manifest and the typings are generated from it. */
export const contract = {
  summary: 'Store phone number.',
  description:
    "The store's phone from the company settings, formatted '(11) 4002-8922', as a tel: link. Hidden when the store has no phone.",
  attributes: {
    label: {
      description: 'Text before the number.',
      default: 'Atendimento',
    },
  },
  empty: 'Nothing when the store has no phone or the settings cannot be loaded; while loading it holds `--jet-phone-contact-min-height`.',
} satisfies TagContract<typeof element>;
