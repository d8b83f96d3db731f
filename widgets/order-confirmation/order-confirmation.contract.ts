import type { TagContract, TagElement } from '../../src/elements/contract';

/** What ./order-confirmation.element.ts passes to defineWidget: the tag, and how each attribute becomes a prop. */
export const element = {
  tag: 'jet-order-confirmation',
  props: { orderId: 'number' },
} as const satisfies TagElement;

/** The rest of the tag's contract: the docs, the manifest and the typings are generated from it. */
export const contract = {
  summary: 'The order confirmation after \'Finalizar pedido\': the payment first, the status, what happens next, the items.',
  description:
    "The page the checkout opens once the order is placed (`/checkout/confirmacao?pedido={idOrder}`; ours, issue 25: the specs are silent): 'Pedido realizado com sucesso!' with the order's number and status ('Aguardando pagamento' while its Pix or boleto can be paid, else the order's status, e.g. 'Aprovado'); the payment block first (the Pix QR code, its 'copia e cola' and 'Copiar código', or the boleto's line, 'Copiar código', barcode and 'Imprimir boleto', with the deadline; the same block as jet-customer-order-data's); 'Próximos passos' (pay by the deadline, the e-mail sent, the delivery after approval); the items and totals; 'Ver detalhes do pedido' and 'Continuar comprando'. For a signed-in customer (others go to /customer); reads the same orderDetails query as the order details page.",
  attributes: {
    orderId: {
      description: 'The order to confirm.',
      defaultFrom: '`?pedido=` of /checkout/confirmacao, else the latest order',
    },
  },
  empty: "A skeleton while reading; a failed read says the order was placed, with 'Tentar novamente' and 'Meus pedidos'; an unknown order says so.",
  cssProperties: {
    '--jet-color-success': 'The check mark and the approved status.',
    '--jet-color-primary': "The links and 'Copiar código'.",
  },
} satisfies TagContract<typeof element>;
