import type { TagContract, TagElement } from '../../src/elements/contract';

/** What ./customer-identification.element.ts passes to defineWidget: the tag, and how each attribute becomes a prop. */
export const element = {
  tag: 'jet-customer-identification',
  props: { returnUrl: 'string', heading: 'string', socialWidth: 'number' },
} as const satisfies TagElement;

/** The rest of the tag's contract: the docs, the manifest and the typings are generated from it. */
export const contract = {
  summary: 'Identification by e-mail, CPF or CNPJ, with the login modal.',
  description:
    "The identification step (customer-area §2, §4): 'E-mail, CPF ou CNPJ' ('E-mail ou CNPJ' in a B2B store), masked as a CPF or CNPJ only while the text is a tax id. An account without a password gets an access code (→ /customer/checkaccesskey?email=…); an account with one opens the login modal with the identifier locked; an unknown identifier goes to /customer (where a visitor registers), kept in session storage.",
  attributes: {
    returnUrl: {
      description: "Where the shopper goes after signing in through the modal (the checkout page uses '/checkout').",
      default: '/customer',
    },
    heading: {
      description: "The heading's text.",
      default: 'Identificação',
    },
    socialWidth: {
      description: "Width of the modal's social buttons in px, kept within 200–400.",
      default: 300,
    },
  },
  empty: 'The form.',
  events: {
    'jet:login': 'After a sign-in through the modal.',
  },
  cssProperties: {
    '--jet-color-primary': 'Button colour.',
  },
} satisfies TagContract<typeof element>;
