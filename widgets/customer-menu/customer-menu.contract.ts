import type { TagContract, TagElement } from '../../src/elements/contract';

/** What ./customer-menu.element.ts passes to defineWidget: the tag, and how each attribute becomes a prop. */
export const element = {
  tag: 'jet-customer-menu',
  props: { baseUrl: 'string', currentPath: 'string' },
} as const satisfies TagElement;

/** The rest of the tag's contract: the docs, the manifest and the typings are generated from it. */
export const contract = {
  summary: "The customer area's side menu.",
  description:
    'The side menu of every signed-in customer page (customer-area §2): Último pedido, Consultar meus pedidos, Vale Compra, Alterar dados cadastrais, Gestão de Endereços, Alterar senha, Alterar e-mail, Meus produtos digitais (only with digital orders) and Desconectar; the current page\'s item has `aria-current="page"`. Below 48rem it folds behind a disclosure button. While a new privacy policy waits for acceptance (§4) it shows the acceptance box (or, on the home, a note) instead of the items. Renders nothing for visitors and customers without a password.',
  attributes: {
    baseUrl: {
      description: "The customer area's address; items append their path to it.",
      default: '/customer',
    },
    currentPath: {
      description: 'The path that marks the current item.',
      defaultFrom: "the page's location.pathname",
    },
  },
  empty: 'Nothing for visitors and customers without a password.',
  events: {
    'jet:logout': "After 'Desconectar' succeeded (then the page goes to base-url).",
    'jet:alert-show': "When the log out fails ('Erro ao realizar o logout').",
  },
  cssProperties: {
    '--jet-color-primary': "The current item's marker and the links' colour.",
  },
} satisfies TagContract<typeof element>;
