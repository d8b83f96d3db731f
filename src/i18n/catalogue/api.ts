import { registerMessages } from '..';

/**
 * Texts the store API answers with (`{ error }` of a failed call), which a widget shows as they come.
 * The reference server (server/) reads them from here, so a store sees every text of the shop in one
 * catalogue. Messages of a form field are in forms.ts (the server sends the same ones); this area holds
 * only what no widget writes itself. Not worded by the spec unless said.
 * Import this module (for its side effect) from a widget that shows one of these texts by key.
 */
export const api = {
  // the envelope and the transport (server/plugins, server/routes/api.ts)
  'api.internalError': 'Erro interno. Tente novamente em instantes.',
  'api.invalidJson': 'O corpo da requisição não é um JSON válido.',
  'api.invalidInput': 'Dados da requisição inválidos.',
  'api.invalidParams': 'Parâmetros da requisição inválidos.',
  'api.unsupportedMedia': 'Formato da requisição não suportado. Envie JSON (Content-Type: application/json).',
  'api.tooLarge': 'A requisição é grande demais.',
  'api.badRequest': 'Requisição inválida.',
  'api.requestTimeout': 'A requisição demorou demais para chegar. Tente novamente.',
  'api.headersTooLarge': 'Os cabeçalhos da requisição são grandes demais.',
  'api.notFound': 'Endereço não encontrado.',
  'api.pageNotFound': 'Página não encontrada.',
  'api.tooManyRequests': 'Muitas requisições em pouco tempo. Aguarde um instante e tente novamente.',
  'api.unknownOperation': 'Operação desconhecida.',
  'api.xsrf': 'Requisição recusada por segurança. Recarregue a página e tente novamente.',
  /** An operation for signed-in customers called without a session (401). */
  'api.loginRequired': 'Entre na sua conta para continuar.',

  // catalogue reads
  'api.invalidProduct': 'Informe um produto válido.',
  'api.productNotFound': 'Produto não encontrado.',
  'api.listingInvalid': 'Parâmetros da listagem inválidos.',
  'api.listingPage': 'Página inválida.',
  'api.listingPageSize': 'Quantidade de produtos por página inválida.',
  'api.listingSort': 'Ordenação inválida.',
  'api.listingPrice': 'Faixa de preço inválida.',
  'api.suggestionsQuantity': 'Quantidade de sugestões inválida.',

  // quote, back-in-stock alert and rating
  // (the quote's products and the rating's texts are in product.ts, with their widgets)
  'api.skuNotOfProduct': 'A variação escolhida não pertence a este produto.',

  // cart (cart-and-purchase §3, §5, §7)
  'cart.onRequest': 'Este produto é vendido sob consulta. Solicite um orçamento.',
  'cart.skuNotFound': 'A variação escolhida não está disponível para este produto.',
  'cart.soldOut': 'Produto esgotado.',
  'cart.itemLimit': 'A quantidade máxima de um item no carrinho é 9999; já existe(m) {k} unidade(s) deste produto no carrinho.',
  'cart.itemNotFound': 'Este item não está mais no seu carrinho.',
  'cart.discountInvalid': 'Cupom de desconto inválido.',
  /** {value} is formatted in BRL ('R$ 300,00'). */
  'cart.discountMinimum': 'Este cupom vale para compras a partir de {value}.',
  'cart.voucherInvalid': 'Vale-presente inválido, expirado ou já utilizado.',
  // cart limits (server/services/cart-limits.ts): {value} in BRL ('R$ 100,00'), {n} units
  'cart.limitValueMin': 'O valor mínimo de compra é {value}.',
  'cart.limitValueMax': 'O valor máximo de compra é {value}.',
  'cart.limitCountMin': 'A quantidade mínima de itens no carrinho é {value}.',
  'cart.limitCountMax': 'A quantidade máxima de itens no carrinho é {value}.',
  'cart.limitItemMin': 'A quantidade mínima de {name} é {n}.',
  'cart.limitItemMax': 'A quantidade máxima de {name} é {n}.',
  'cart.limitItemMultiple': '{name} é vendido em múltiplos de {n}.',
  // reservations, shipping and the store
  'cart.reservationExtended': 'O tempo de reserva do seu carrinho já foi estendido uma vez.',
  'cart.shippingUnavailable': 'Esta forma de entrega não está disponível para o CEP e o carrinho informados.',
  'cart.digitalFreightPhysical': 'A entrega digital vale apenas para carrinhos só com produtos digitais ou serviços.',
  'cart.massiveAddTooMany': 'Envie no máximo {n} produtos de uma vez.',
  'api.invalidValue': 'Valor inválido.',
  'api.invalidRedirect': 'Endereço inválido: informe um caminho desta loja.',
  // placing an order (server/services/checkout.ts)
  'api.orderAddressRequired': 'Escolha o endereço de entrega.',
  'api.orderAddressNotFound': 'Endereço de entrega não encontrado. Escolha outro endereço.',
  'api.orderShippingRequired': 'Escolha a forma de entrega no carrinho antes de finalizar o pedido.',
  'api.orderShippingUnavailable': 'A forma de entrega escolhida não atende o CEP deste endereço. Escolha o frete novamente.',
  'api.orderStockShort': 'Estoque insuficiente para: {names}. Ajuste as quantidades no carrinho.',
  'api.orderDiscountUsed': 'O cupom {key} não é mais válido. Remova-o do carrinho e tente novamente.',
  'api.orderVoucherUsed': 'O vale-presente {code} já foi utilizado. Remova-o do carrinho e tente novamente.',
  // payment confirmation (server/services/payment-status.ts, routes/payment-webhooks.ts, routes/demo-payments.ts)
  'api.webhookSignature': 'Notificação sem assinatura válida.',
  'api.webhookUnknownGateway': 'Meio de pagamento desconhecido.',
  'api.webhookGatewayDown': 'Não foi possível consultar o pagamento agora. Tente novamente mais tarde.',
  'paymentMail.approvedSubject': '{store}: pagamento do pedido #{id} aprovado',
  'paymentMail.approvedBody': 'O pagamento do seu pedido #{id} foi aprovado. Acompanhe o pedido na página dele:',
  'paymentMail.items': 'Itens do pedido:',
  'paymentMail.item': '{quantity} × {name}: {value}',
  'paymentMail.total': 'Total: {total}',
  'paymentMail.creditNote': 'Estorno do pedido #{id} (pagamento não realizado)',
  'paymentMail.storeCredit': 'Vale Compra usado: {value}',
  'demoPayments.title': 'Pagamentos em aberto (demonstração)',
  'demoPayments.intro': 'Os pedidos Pix e boleto que aguardam pagamento e os pagamentos com cartão em análise. Pagar ou recusar envia a notificação assinada do sandbox, como um banco faria; a página do pedido muda sozinha.',
  'demoPayments.empty': 'Nenhum pedido aguardando pagamento.',
  'demoPayments.order': 'Pedido #{id}',
  'demoPayments.cardInReview': 'Cartão de crédito (em análise)',
  'demoPayments.pay': 'Pagar',
  'demoPayments.refuse': 'Recusar',
  'demoPayments.paid': 'Pedido #{id}: pagamento aprovado.',
  'demoPayments.refused': 'Pedido #{id}: pagamento recusado.',
  'demoPayments.unchanged': 'Pedido #{id}: nada mudou (o pagamento já estava resolvido).',

  // login (customer-area §7)
  'login.missingCredentials': 'Informe o e-mail e a senha.',
  'login.invalidEmail': 'Informe um e-mail válido.',
  'login.invalidCredentials': 'E-mail ou senha inválidos.',
  'login.tooManyAttempts': 'Muitas tentativas de login. Aguarde {wait} e tente novamente.',
  'login.recaptcha': 'Não foi possível confirmar que você não é um robô. Recarregue a página e tente novamente.',
  // newsletter (server/routes/engage.ts): an address already on the list is told by e-mail, never by the answer
  'newsletterApi.mail.knownSubject': 'Seu e-mail já recebe as novidades da {store}',
  'newsletterApi.mail.knownBody': 'Recebemos um novo pedido de cadastro deste e-mail na nossa newsletter. Ele já estava cadastrado, então nada mudou.',
  'newsletterApi.mail.knownIgnore': 'Se não foi você quem pediu, basta ignorar esta mensagem.',
  // limits without lockout (server/README.md "Limits"): an account under attack asks for a bot check and a delay
  'login.slowDown': 'Muitas tentativas erradas nesta conta. Aguarde {wait} e tente novamente.',
  'login.botCheckRequired': 'Por segurança, confirme que você não é um robô para continuar.',
  // the order-placed e-mail (server/services/order-mails.ts, issue 25)
  'orderMail.placedSubject': '{store}: pedido #{id} realizado',
  'orderMail.placedIntro': 'Recebemos o seu pedido #{id}, feito em {date}. Ele está aguardando o pagamento.',
  /** A card order, approved as it was placed. */
  'orderMail.placedIntroPaid': 'Recebemos o seu pedido #{id}, feito em {date}. O pagamento no cartão foi aprovado.',
  /** A card order the card's issuer or the gateway is still reviewing (its notice settles it). */
  'orderMail.placedIntroReview': 'Recebemos o seu pedido #{id}, feito em {date}. A operadora do cartão está analisando o pagamento; avisaremos por e-mail assim que ele for aprovado.',
  'orderMail.items': 'Itens do pedido:',
  'orderMail.item': '{quantity} × {name}: {value}',
  'orderMail.subtotal': 'Valor dos itens: {value}',
  'orderMail.shipping': 'Frete ({name}): {value}',
  'orderMail.discount': 'Desconto: - {value}',
  'orderMail.storeCredit': 'Vale Compra: - {value}',
  'orderMail.total': 'Total: {value}',
  'orderMail.delivery': 'Entrega para {receiver}: {address}. Prazo de entrega: {time} após a confirmação do pagamento.',
  'orderMail.deliveryNow': 'Entrega para {receiver}: {address}. Envio imediato após a confirmação do pagamento.',
  'orderMail.digital': 'Produtos digitais: os arquivos ficam disponíveis em Meus produtos digitais após a confirmação do pagamento.',
  'orderMail.pix': 'Pague com Pix até {date} às {time}. No app do seu banco, escolha Pix copia e cola e cole o código abaixo:',
  'orderMail.boleto': 'Pague o boleto até {date} no app ou site do seu banco ou em uma lotérica. Linha digitável:',
  'orderMail.link': 'Veja o pedido e o pagamento na página do pedido:',
} as const;

registerMessages(api);
