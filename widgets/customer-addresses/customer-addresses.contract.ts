import type { TagContract, TagElement } from '../../src/elements/contract';

/** What ./customer-addresses.element.ts passes to defineWidget: the tag, and how each attribute becomes a prop. */
export const element = {
  tag: 'jet-customer-addresses',
  props: {},
} as const satisfies TagElement;

/** The rest of the tag's contract: the docs, the manifest and the typings are generated from it. */
export const contract = {
  summary: "The customer's address book.",
  description:
    "The address book (`/customer/address`, customer-area §2, §4, §8): the tabs 'Lista de Endereços' (edit, delete after a confirmation, set as delivery and as billing, badges on the current ones) and 'Novo Endereço' (the form, also for editing, with the CEP lookup). Visitors and customers without a password are sent to /customer.",
  attributes: {},
  empty: "Nothing for visitors and customers without a password (sent to /customer); an empty book shows the new-address form's tab.",
  events: {
    'jet:alert-show': "With every message it shows ('Endereço cadastrado com sucesso!' …, server errors).",
  },
  cssProperties: {
    '--jet-color-primary': 'The selected tab, the badges and the buttons.',
    '--jet-color-success': "The badges' colour.",
  },
} satisfies TagContract<typeof element>;
