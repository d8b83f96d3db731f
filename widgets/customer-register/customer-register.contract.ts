import type { TagContract, TagElement } from '../../src/elements/contract';

/** What ./customer-register.element.ts passes to defineWidget: the tag, and how each attribute becomes a prop. */
export const element = {
  tag: 'jet-customer-register',
  props: { mode: 'string' },
} as const satisfies TagElement;

/** The rest of the tag's contract: the docs, the manifest and the typings are generated from it. */
export const contract = {
  summary: 'Registration and finish-registration wizard.',
  description:
    "The registration wizard (on /customer for a visitor, inside jet-customer-home) and the finish-registration wizard of /customer/finishregistration/{email} (customer-area §2, §4, §5): three tabs 'Informações Pessoais', 'Endereço' and 'Crie sua conta' for pessoa física or jurídica (a B2B store: jurídica only), with CANCELAR, ANTERIOR, PRÓXIMO and CADASTRAR. The step shows in the heading and the page title ('Cadastro — Etapa 2 de 3: Endereço'). A new registration starts from the identifier or the social sign-up kept in session storage; finish-registration from the customer signed in by access code. Success goes to /customer (after 3001 ms, or 200 ms for finish-registration).",
  attributes: {
    mode: {
      description: 'A new registration or the finish-registration of a customer signed in by access code.',
      defaultFrom: 'the address (/customer/finishregistration/{email} is finish; any other, register)',
      values: ['register', 'finish'],
    },
  },
  empty: 'The wizard, holding its height (45rem) in every state.',
  events: {
    'jet:login': 'After a successful registration, with the new login status.',
    'jet:alert-show': "With the success message or the server's error.",
  },
  cssProperties: {
    '--jet-color-primary': 'The current step and the primary buttons.',
    '--jet-color-border': 'Step markers and separators.',
    '--jet-radius': 'Buttons and fields.',
  },
} satisfies TagContract<typeof element>;
