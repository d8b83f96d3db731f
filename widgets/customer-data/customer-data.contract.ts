import type { TagContract, TagElement } from '../../src/elements/contract';

/** What ./customer-data.element.ts passes to defineWidget: the tag, and how each attribute becomes a prop. */
export const element = {
  tag: 'jet-customer-data',
  props: {},
} as const satisfies TagElement;

/** The rest of the tag's contract: the docs, the manifest and the typings are generated from it. */
export const contract = {
  summary: 'Personal data and delivery address of the signed-in customer.',
  description:
    "The personal-data page of /customer/edit (customer-area §2, §5, §8): two tabs, 'Informações Pessoais' (prefilled, the e-mail read-only, saved with 'Dados cadastrais alterados com sucesso.' or the server's message) and 'Endereço' (the delivery address, edited in place, or added and made the delivery address when the customer has none). CANCELAR returns to /customer. Only for a customer signed in with a password: everyone else is sent to /customer.",
  attributes: {},
  empty: 'Nothing for visitors and customers without a password (sent to /customer).',
  events: {
    'jet:alert-show': "With the success message or the server's error.",
  },
  cssProperties: {
    '--jet-color-primary': 'The selected tab and the primary buttons.',
    '--jet-color-border': 'Tab and fieldset borders.',
    '--jet-radius': 'Buttons and fields.',
  },
} satisfies TagContract<typeof element>;
