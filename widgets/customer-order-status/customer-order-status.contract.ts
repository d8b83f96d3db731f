import type { TagContract, TagElement } from '../../src/elements/contract';

/** What ./customer-order-status.element.ts passes to defineWidget: the tag, and how each attribute becomes a prop. */
export const element = {
  tag: 'jet-customer-order-status',
  props: { orderId: 'number' },
} as const satisfies TagElement;

/** The rest of the tag's contract: the docs, the manifest and the typings are generated from it. */
export const contract = {
  summary: "The order's status steps.",
  description:
    '\'Status do seu pedido\' (customer-area §2 "Order status widget", §4): each status step of the order in date order, dates in pt-BR, the current (latest) step marked; Novo when the order has no dated step. Reads the page\'s one orderDetails query (the same as jet-customer-order-details); shows nothing when the order cannot be read (the details widget says why).',
  attributes: {
    orderId: {
      description: 'The order to show (overrides the address); use the same value on the details widget.',
    },
  },
  empty: 'Nothing for a visitor, while the guard checks, or when the order cannot be read.',
  cssProperties: {
    '--jet-color-primary': "The current step's marker.",
    '--jet-color-border': 'The line between the steps.',
  },
} satisfies TagContract<typeof element>;
