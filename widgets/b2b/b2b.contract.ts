import type { TagContract, TagElement } from '../../src/elements/contract';

/** What ./b2b.element.ts passes to defineWidget: the tag, and how each attribute becomes a prop. */
export const element = {
  tag: 'jet-b2b',
  props: {},
} as const satisfies TagElement;

/** The rest of the tag's contract: the docs, the manifest and the typings are generated from it. */
export const contract = {
  summary: 'B2B placeholder (renders nothing).',
  description:
    'An empty placeholder for a B2B widget (the spec lists it with no behaviour): renders nothing and reads nothing, so a theme may place it now and a store fill it later.',
  attributes: {},
  empty: 'Nothing, ever (a placeholder).',
} satisfies TagContract<typeof element>;
