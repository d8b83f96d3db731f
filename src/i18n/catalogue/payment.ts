import { registerMessages } from '..';

/**
 * Widget texts of the order data widget and its payment section: Pix, boleto, expiry (customer-area §2, §4, §8).
 * Keys start with 'payment.'; texts the spec words are quoted exactly (plain slips fixed). The delivery
 * section's labels Destinatário, Endereço and Telefone de contato are the forms' (field.*), held once.
 */
export const payment = {
  'payment.section.order': 'Dados do Pedido',
  'payment.section.delivery': 'Local de Entrega',
  'payment.section.payment': 'Pagamento',
  'payment.orderNumber': 'Número do pedido',
  'payment.orderDate': 'Data e hora',
  'payment.method': 'Forma de pagamento',
  'payment.value': 'Valor',
  'payment.installments': 'Parcelas',
  'payment.installmentsValue': '{count}x de {value}',
  'payment.status': 'Status',
  'payment.cityState': 'Cidade - UF',
  'payment.shipping': 'Forma de envio',
  'payment.deliveryTime': 'Prazo de entrega',
  'payment.businessDays': '{days} dias úteis*',
  'payment.businessDay': '1 dia útil*',
  'payment.calendarDays': '{days} dias*',
  'payment.calendarDay': '1 dia*',
  'payment.deliveryNote': '*Após a data de confirmação de pagamento.',
  'payment.noDelivery': 'Pedido sem entrega física (produtos digitais).',
  'payment.pix.title': 'Pague com Pix',
  'payment.pix.howTo': 'No app do seu banco, escolha pagar com Pix e leia o QR Code ou cole o código abaixo.',
  'payment.pix.qrLabel': 'QR Code Pix do pedido #{id}',
  'payment.pix.codeLabel': 'Pix copia e cola',
  'payment.boleto.title': 'Boleto bancário',
  'payment.boleto.lineLabel': 'Linha digitável do boleto',
  'payment.boleto.barcodeLabel': 'Código de barras do boleto do pedido #{id}',
  'payment.boleto.barcodeScroll': 'Código de barras em tamanho real: role para o lado para vê-lo inteiro',
  'payment.boleto.print': 'Imprimir boleto',
  'payment.copy': 'Copiar código',
  'payment.copyFallback': 'Não foi possível copiar automaticamente. O código está selecionado: copie com Ctrl+C ou toque e segure.',
  'payment.deadline': 'Pague até {date} às {time}.',
  'payment.countdown': 'Tempo restante para pagar:',
  'payment.cancelled': 'Este pedido foi cancelado. Não há pagamento a fazer.',
  'payment.expired': 'O prazo para pagamento deste pedido terminou. O pagamento não pode mais ser realizado.',
  'payment.paid': 'Pagamento confirmado.',
  // ours (issue 25, not in the spec): a card payment in the issuer's or the gateway's review
  'payment.review.title': 'Pagamento em análise',
  'payment.review.text': 'A operadora do cartão está analisando o pagamento. Avisaremos por e-mail assim que for aprovado; isso costuma levar poucos minutos.',
  'payment.review.refused': 'A operadora do cartão não aprovou o pagamento deste pedido. Para comprar estes itens, faça um novo pedido.',
  'payment.payNow': 'Realizar pagamento',
  'payment.newWindow': '(abre em uma nova janela)',
  'payment.loading': 'Carregando os dados do pedido…',
  'payment.loadFailed': 'Não foi possível carregar os dados do pedido.',
  'payment.retry': 'Tentar novamente',
} as const;

registerMessages(payment);
