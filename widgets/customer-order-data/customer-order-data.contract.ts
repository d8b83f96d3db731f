import type { TagContract, TagElement } from '../../src/elements/contract';

/** What ./customer-order-data.element.ts passes to defineWidget: the tag, and how each attribute becomes a prop. */
export const element = {
  tag: 'jet-customer-order-data',
  props: { orderId: 'number' },
} as const satisfies TagElement;

/** The rest of the tag's contract: the docs, the manifest and the typings are generated from it. */
export const contract = {
  summary: "An order's data, delivery and payment (Pix, boleto).",
  description:
    'The order data widget (customer-area §2 "Order data widget", §4 "Payment expiry", §8): the sections Dados do Pedido (number, date and time, payment method, value, installments for a card in more than one, status), Local de Entrega (receiver, address, city - state, contact phone, shipping, delivery time with \'*Após a data de confirmação de pagamento.\') and Pagamento: a Pix QR code with its \'copia e cola\' and a live countdown, or a boleto\'s line, barcode, copy and \'Imprimir boleto\'; the message that payment can no longer be made once expired (Pix 1 day, boleto 2 days) or with status code 06; \'Realizar pagamento\' for gateway 17. It reads the same orderDetails query as jet-customer-order-details and jet-customer-order-status (one request for the page). Visitors are sent to /customer.',
  attributes: {
    orderId: {
      description: 'The order to show.',
      defaultFrom: 'the id of /customer/order/details/{id}, else the latest order',
    },
  },
  empty: 'A skeleton while reading; nothing on an error, an unknown order or no order (the details widget says why).',
  cssProperties: {
    '--jet-color-primary': "Buttons and headings' accent.",
    '--jet-color-error': 'The expired message.',
    '--jet-color-success': 'The copied message.',
  },
} satisfies TagContract<typeof element>;
