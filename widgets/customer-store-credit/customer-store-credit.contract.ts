import type { TagContract, TagElement } from '../../src/elements/contract';

/** What ./customer-store-credit.element.ts passes to defineWidget: the tag, and how each attribute becomes a prop. */
export const element = {
  tag: 'jet-customer-store-credit',
  props: {},
} as const satisfies TagElement;

/** The rest of the tag's contract: the docs, the manifest and the typings are generated from it. */
export const contract = {
  summary: "The customer's store credit (Vale Compra): balance and history.",
  description:
    'The store credit page (`/customer/shoppingVoucherDetails`, customer-area §2, §3 "Gift entries", §7 "Gift"): the heading \'Vale Compra\', the \'Saldo total\' in reais, and the credits and debits in one list, newest first, each with its type (Crédito or Débito), date, note and amount; each credit with its expiration date (marked \'Expirado\' once past), each debit with a link to the order it paid. Visitors and customers without a password are sent to /customer.',
  attributes: {},
  empty: 'Nothing for visitors and customers without a password (sent to /customer); a zero balance and an empty history otherwise.',
  cssProperties: {
    '--jet-color-primary': 'The balance and the order links.',
    '--jet-color-error': "The 'Expirado' mark.",
  },
} satisfies TagContract<typeof element>;
