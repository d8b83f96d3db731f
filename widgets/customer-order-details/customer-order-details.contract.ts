import type { TagContract, TagElement } from '../../src/elements/contract';

/** What ./customer-order-details.element.ts passes to defineWidget: the tag, and how each attribute becomes a prop. */
export const element = {
  tag: 'jet-customer-order-details',
  props: { orderId: 'number', exchangeUrl: 'string' },
} as const satisfies TagElement;

/** The rest of the tag's contract: the docs, the manifest and the typings are generated from it. */
export const contract = {
  summary: "One order's details.",
  description:
    "The order details (`/customer/order/details` = the latest order, `/customer/order/details/{idOrder}`; customer-area §2, §4, §8, §9): the items with their picture, a link to their product page, variations, quantity, unit price and value; the totals (items, shipping, discount, Vale Compra, interest, total) and the installments when more than one; the files of the digital products per product once the order's status releases them (else a message that they appear after approval); print (a 950×500 popup of this page with `?print=1`, which opens every section and prints 1 s later); re-order (each item to the cart, then /checkout after 3001 ms); 'Cancelar pedido' for an unpaid Pix or boleto order (a confirmation, then op cancelOrder: Cancelado, stock and Vale Compra given back); the exchange/return link. 'Oops, o pedido #{id} não foi localizado.' for an unknown order; no order at all → /customer/order. Reads the page's one orderDetails query (shared with jet-customer-order-status and jet-customer-order-data).",
  attributes: {
    orderId: {
      description: 'The order to show; overrides the address (give the same to the status and data widgets).',
    },
    exchangeUrl: {
      description: "The exchange/return service's address, with {accessAccount}, {idOrder} and {email}; the link shows only with it and when the service is on (op `exchange`).",
    },
  },
  empty: "From the first paint (before its code arrives) until the order is read, a skeleton reaching past the first screen, so the widgets below it never drop; 'Oops, o pedido #{id} não foi localizado.' for an unknown order; no order at all sends the shopper to /customer/order.",
  events: {
    'jet:product-added': 'For each product the re-order put in the cart (from the cart store).',
    'jet:alert-show': "With the re-order's, the download's and a refused cancel's messages.",
  },
  cssProperties: {
    '--jet-color-primary': 'The buttons and the section toggles.',
    '--jet-color-border': "The table's and the sections' rules.",
  },
} satisfies TagContract<typeof element>;
