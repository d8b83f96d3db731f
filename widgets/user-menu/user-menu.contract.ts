import type { TagContract, TagElement } from '../../src/elements/contract';

/** What ./user-menu.element.ts passes to defineWidget: the tag, and how each attribute becomes a prop. */
export const element = {
  tag: 'jet-user-menu',
  props: { loginUrl: 'string', accountUrl: 'string', ordersUrl: 'string' },
} as const satisfies TagElement;

/** The rest of the tag's contract: the docs, the manifest and the typings are generated from it. */
export const contract = {
  summary: "Sign-in link or the customer's menu.",
  description:
    "The account entry of the header: 'Entre ou cadastre-se' for visitors (and customers without a password), a greeting with the first name and links to account, orders and log out otherwise.",
  attributes: {
    loginUrl: {
      description: "Target of 'Entre ou cadastre-se'.",
      default: '/customer/login',
    },
    accountUrl: {
      description: "Target of 'Minha conta'.",
      default: '/customer',
    },
    ordersUrl: {
      description: "Target of 'Meus pedidos'. (customer-area §2).",
      default: '/customer/order',
    },
  },
  empty: "'Entre ou cadastre-se' for visitors and while the login status loads.",
  events: {
    'jet:logout': 'After a successful log out.',
    'jet:alert-show': "When the log out fails ('Erro ao realizar o logout').",
  },
  cssProperties: {
    '--jet-color-primary': 'Greeting and link colour.',
  },
} satisfies TagContract<typeof element>;
