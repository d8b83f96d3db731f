import { registerMessages } from '..';

/**
 * Texts of orders, payment, digital products and store credit that both the server's answers and the
 * widgets show (customer-area §8). Keys start with 'ordersApi.'; texts the spec words are quoted exactly
 * (plain slips fixed: accents). Each widget's own view texts live in its own catalogue area.
 */
export const ordersApi = {
  'ordersApi.orderNotFound': 'Oops, o pedido #{id} não foi localizado.',
  'ordersApi.attachmentNotFound': 'Oops, o anexo do pedido #{id} não foi localizado.',
  'ordersApi.digitalNotFound': 'Oops, o anexo do produto #{idOrder} não foi localizado.',
  'ordersApi.emptyHistory': 'Nenhum pedido encontrado!',
  'ordersApi.emptyDigital': 'Nenhum produto encontrado!',
  'ordersApi.codeCopied': 'O código foi copiado com sucesso!',
  'ordersApi.reorderAdded': 'Adicionado ao Carrinho!',
  'ordersApi.reorderFailedProducts': 'O produto {ids} não pôde ser adicionado no carrinho.',
  'ordersApi.reorderNone': 'Produtos não adicionados ao Carrinho!',
  // cancelling an unpaid order (ours: the spec is silent)
  'ordersApi.cancelPaid': 'O pedido #{id} já foi pago e não pode mais ser cancelado. Para desistir da compra, solicite a troca ou devolução.',
  'ordersApi.cancelClosed': 'O pedido #{id} não pode mais ser cancelado.',
  'ordersApi.cancelCreditNote': 'Estorno do pedido #{id} (cancelado)',
  'ordersApi.cancelled': 'Pedido #{id} cancelado.',
} as const;

registerMessages(ordersApi);
