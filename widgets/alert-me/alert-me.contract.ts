import type { TagContract, TagElement } from '../../src/elements/contract';

/** What ./alert-me.element.ts passes to defineWidget: the tag, and how each attribute becomes a prop. */
export const element = {
  tag: 'jet-alert-me',
  props: {},
} as const satisfies TagElement;

/** The rest of the tag's contract: the docs, the manifest and the typings are generated from it. */
export const contract = {
  summary: 'Back-in-stock alert panel (opens on jet:alert-me-open).',
  description:
    "The back-in-stock panel: 'Gostaria de ser notificado quando o produto {product} estiver disponível?', the product image, Nome, E-mail, Telefone ou Celular, 'Avise-me' and 'Fechar'. Hidden until `jet:alert-me-open`; refuses to open ('Por favor, selecione a variação do produto que deseja ser alertado.') when the product has variations and none is chosen; `jet:alert-me-close` closes it. The form's code loads when the panel first opens." +
    '\n\n' +
    'Only the listener loads with the page; the panel and then its form come with the first request.',
  attributes: {},
  empty: 'Nothing until `jet:alert-me-open` asks for a product (the panel stays closed).',
  events: {
    'jet:alert-show': 'With every message it shows: refusal, success, duplicate e-mail ([Err 045]), failure.',
  },
  listens: {
    'jet:alert-me-open': "Opens the panel for `detail`'s product (refused when it has variations and none is chosen).",
    'jet:alert-me-close': 'Closes the panel.',
  },
  cssProperties: {
    '--jet-color-primary': "'Avise-me' button colour.",
    '--jet-radius': 'Dialog and field corners.',
  },
  methods: {
    open: { description: 'Opens the panel for a product, as `openAlert(product)` does (same refusal).', parameters: { product: 'PanelProduct' } },
    close: { description: 'Closes the panel (`jet:alert-me-close`).' },
  },
} satisfies TagContract<typeof element>;
