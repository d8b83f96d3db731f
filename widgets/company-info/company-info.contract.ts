import type { TagContract, TagElement } from '../../src/elements/contract';

/** What ./company-info.element.ts passes to defineWidget: the tag, and how each attribute becomes a prop. */
export const element = {
  tag: 'jet-company-info',
  props: {},
} as const satisfies TagElement;

/** The rest of the tag's contract: the docs, the manifest and the typings are generated from it. */
export const contract = {
  summary: 'Company name, CNPJ and address.',
  description:
    "The company's legal name, CNPJ (formatted 00.000.000/0000-00) and address, for the footer. Hidden when the store has none of them or they cannot be loaded.",
  attributes: {},
  empty: 'Nothing when the store has no name, CNPJ or address, or they cannot be loaded.',
} satisfies TagContract<typeof element>;
