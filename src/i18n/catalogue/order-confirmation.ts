import { registerMessages } from '..';

/**
 * The order confirmation (ours, issue 25: the specs are silent), the page after 'Finalizar pedido'.
 * Keys start with 'orderConfirmation.'. Its payment block, items and totals keep the order pages' texts
 * (payment.*, orders.details.*).
 */
export const orderConfirmation = {
  'orderConfirmation.title': 'Pedido realizado com sucesso!',
  'orderConfirmation.number': 'Pedido nº {id}',
  'orderConfirmation.status': 'Status:',
  'orderConfirmation.waiting': 'Aguardando pagamento',
  'orderConfirmation.expired': 'Prazo de pagamento encerrado',
  'orderConfirmation.payment': 'Pagamento',
  'orderConfirmation.card': '{method}: {count}x de {value}',
  'orderConfirmation.next.title': 'Próximos passos',
  'orderConfirmation.next.pix': 'Pague o Pix até {date} às {time}. A confirmação é automática e leva poucos minutos.',
  'orderConfirmation.next.boleto': 'Pague o boleto até {date} no app ou site do seu banco ou em uma lotérica. A confirmação leva até 3 dias úteis.',
  'orderConfirmation.next.approved': 'Pagamento aprovado. Agora preparamos o seu pedido.',
  'orderConfirmation.next.mail': 'Enviamos o resumo do pedido para {email}.',
  'orderConfirmation.next.delivery': 'Depois da aprovação do pagamento, o pedido é enviado por {shipping}. Prazo de entrega: {time}.',
  'orderConfirmation.next.digital': 'Depois da aprovação do pagamento, os arquivos ficam disponíveis em Meus produtos digitais.',
  'orderConfirmation.summary': 'Resumo do pedido',
  'orderConfirmation.details': 'Ver detalhes do pedido',
  'orderConfirmation.keepShopping': 'Continuar comprando',
  'orderConfirmation.loading': 'Carregando o seu pedido…',
  'orderConfirmation.loadError': 'O seu pedido foi registrado, mas não foi possível mostrá-lo agora. Ele também está em Meus pedidos.',
  'orderConfirmation.retry': 'Tentar novamente',
  'orderConfirmation.myOrders': 'Meus pedidos',
} as const;

registerMessages(orderConfirmation);
