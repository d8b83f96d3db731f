import type { TagContract, TagElement } from '../../src/elements/contract';

/** What ./customer-access-code.element.ts passes to defineWidget: the tag, and how each attribute becomes a prop. */
export const element = {
  tag: 'jet-customer-access-code',
  props: { email: 'string' },
} as const satisfies TagElement;

/** The rest of the tag's contract: the docs, the manifest and the typings are generated from it. */
export const contract = {
  summary: 'Access code entry with resend cooldown.',
  description:
    "The access code step (customer-area §2, §4): the e-mail comes from `?email=` (none: back to /customer/accesskey); 'Chave de acesso' (autocomplete one-time-code, numeric keyboard); a valid code and cookie check lead to /customer/finishregistration/{email}, a wrong one says 'Chave de acesso inválida.'. 'Reenviar código' counts down from 60 s (then the server's retryAfter).",
  attributes: {
    email: {
      description: 'The e-mail the code went to.',
      defaultFrom: "the address's `?email=`",
    },
  },
  empty: 'Nothing: without an e-mail it sends the shopper to /customer/accesskey.',
  cssProperties: {
    '--jet-color-primary': 'Button colour.',
  },
} satisfies TagContract<typeof element>;
