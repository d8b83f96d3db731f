import type { TagContract, TagElement } from '../../src/elements/contract';

/** What ./customer-orders.element.ts passes to defineWidget: the tag, and how each attribute becomes a prop. */
export const element = {
  tag: 'jet-customer-orders',
  props: {},
} as const satisfies TagElement;

/** The rest of the tag's contract: the docs, the manifest and the typings are generated from it. */
export const contract = {
  summary: "The customer's order history.",
  description:
    "The order history (`/customer/order`, customer-area §2, §9): a search by order number (digits only; it asks page 1 with 2000 orders and keeps the one with that number), the table Pedido, Produtos (up to 3 pictures, '+N' and the names), Data, Valor, Pagamento, Status with 'Pagar agora' for an unpaid Pix or boleto still in time (/customer/order/details/{idOrder}#pagamento) and 'Ver detalhes' (/customer/order/details/{idOrder}), 10 orders a page, newest first, and the pager (first, previous, 2 pages either side, next, last). 'Nenhum pedido encontrado!' when there is none. Visitors and customers without a password are sent to /customer.",
  attributes: {},
  empty: "A skeleton of rows while loading; 'Nenhum pedido encontrado!' with no order.",
  cssProperties: {
    '--jet-color-primary': 'The search button, the links and the current page.',
    '--jet-color-border': "The table's rules.",
  },
} satisfies TagContract<typeof element>;
