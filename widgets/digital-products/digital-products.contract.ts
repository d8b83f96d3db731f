import type { TagContract, TagElement } from '../../src/elements/contract';

/** What ./digital-products.element.ts passes to defineWidget: the tag, and how each attribute becomes a prop. */
export const element = {
  tag: 'jet-digital-products',
  props: {},
} as const satisfies TagElement;

/** The rest of the tag's contract: the docs, the manifest and the typings are generated from it. */
export const contract = {
  summary: "The customer's digital products and their files.",
  description:
    'The digital products screen (`/customer/digital-products`, customer-area §2, §4 "Digital list", §7, §8, §9): the title \'Meus Produtos Digitais\', the search \'Buscar por produto\' (one read of 2000 lines, filtered by name here), the list under \'Produto\' in pages of 10 with a pager (first, previous, the current page ± 2, next, last), \'Nenhum produto encontrado!\', per line \'Baixar arquivos\' (disabled while the order is Novo, Em aprovação or Cancelado) and \'Visualizar Pedido\', and on the first line of a released order with more than one file \'Baixar todos os arquivos\' (the order\'s archive, one zip). Visitors and customers without a password are sent to /customer.',
  attributes: {},
  empty: "Nothing when the list cannot be read; 'Nenhum produto encontrado!' with no product.",
  events: {
    'jet:customer-area-loaded': "300 ms after the page opened for the customer (500 ms on a phone), with `{ title: 'Meus Produtos Digitais' }`.",
    'jet:alert-show': "When a download fails ('Oops, o anexo do produto #{idOrder} não foi localizado.'; the order's archive: 'Oops, o anexo do pedido #{id} não foi localizado.').",
  },
  cssProperties: {
    '--jet-color-primary': 'The action buttons and the current page.',
    '--jet-color-border': "The table's lines.",
  },
} satisfies TagContract<typeof element>;
