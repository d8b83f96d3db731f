import type { TagContract, TagElement } from '../../src/elements/contract';

/** What ./customer-home.element.ts passes to defineWidget: the tag, and how each attribute becomes a prop. */
export const element = {
  tag: 'jet-customer-home',
  props: { baseUrl: 'string' },
} as const satisfies TagElement;

/** The rest of the tag's contract: the docs, the manifest and the typings are generated from it. */
export const contract = {
  summary: "The customer area's home.",
  description:
    "The customer home (`/customer`, customer-area §2): for a signed-in customer the greeting with the first name and '(sair)', then the tiles Último pedido, Consultar meus pedidos, Vale Compra, Meus produtos digitais (only with digital orders), Dados Cadastrais, Gestão de Endereços, Alterar senha and Alterar e-mail. A new privacy policy version is accepted first (§4). Visitors get the registration wizard, with a link to sign in; a customer signed in by access code only, to finish the registration.",
  attributes: {
    baseUrl: {
      description: "The customer area's address; tiles append their path to it.",
      default: '/customer',
    },
  },
  empty: "The registration wizard, with a link to sign in, for visitors.",
  events: {
    'jet:logout': "After '(sair)' succeeded (the home then shows the visitor's panel).",
    'jet:alert-show': "When the log out fails ('Erro ao realizar o logout').",
  },
  cssProperties: {
    '--jet-color-primary': "Tiles' accent and the buttons.",
  },
} satisfies TagContract<typeof element>;
