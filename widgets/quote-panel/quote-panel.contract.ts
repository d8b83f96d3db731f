import type { TagContract, TagElement } from '../../src/elements/contract';

/** What ./quote-panel.element.ts passes to defineWidget: the tag, and how each attribute becomes a prop. */
export const element = {
  tag: 'jet-quote-panel',
  props: {},
} as const satisfies TagElement;

/** The rest of the tag's contract: the docs, the manifest and the typings are generated from it. */
export const contract = {
  summary: 'Quote request panel (opens on jet:product-budget-show).',
  description:
    "The quote request panel for products sold on request: a modal dialog with Nome, E-mail, Telefone ou Celular and Mensagem, pre-filled with the logged-in customer's name. Hidden until `jet:product-budget-show`; refuses to open ('Por favor, selecione a variação do produto que deseja ser alertado.') when the product has variations and none is chosen. The form's code loads when the panel first opens." +
    '\n\n' +
    'Only the listener loads with the page; the panel and then its form come with the first request.',
  attributes: {},
  empty: 'Nothing until `jet:product-budget-show` asks for a product (the panel stays closed).',
  events: {
    'jet:alert-show': "With every message it shows: refusal, 'A solicitação de orçamento foi enviada com sucesso.', 'Erro ao enviar a solicitação de orçamento.'.",
  },
  listens: {
    'jet:product-budget-show': "Opens the panel for `detail`'s product (refused when it has variations and none is chosen).",
    'jet:product-budget-close': 'Closes the panel.',
  },
  cssProperties: {
    '--jet-color-primary': 'Submit button colour.',
    '--jet-radius': 'Dialog and field corners.',
  },
  methods: {
    open: { description: 'Opens the panel for a product, as `openQuote(product)` does (same refusal).', parameters: { product: 'PanelProduct' } },
    close: { description: 'Closes the panel (`jet:product-budget-close`).' },
  },
} satisfies TagContract<typeof element>;
