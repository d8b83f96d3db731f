import type { TagContract, TagElement } from '../../src/elements/contract';

/** What ./customer-forgot-password.element.ts passes to defineWidget: the tag, and how each attribute becomes a prop. */
export const element = {
  tag: 'jet-customer-forgot-password',
  props: {},
} as const satisfies TagElement;

/** The rest of the tag's contract: the docs, the manifest and the typings are generated from it. */
export const contract = {
  summary: 'Ask for a password reset e-mail.',
  description:
    "Forgot password (customer-area §2, §8): the e-mail and 'RECUPERAR SENHA'. After a submit it always shows the same neutral message (an account's existence is never revealed, a failure neither); the e-mail typed stays in the field.",
  attributes: {},
  empty: 'The form.',
  cssProperties: {
    '--jet-color-primary': 'Button colour.',
  },
} satisfies TagContract<typeof element>;
