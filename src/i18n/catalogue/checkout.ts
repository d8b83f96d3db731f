import { registerMessages } from '..';

/**
 * Widget texts of the checkout (ours: the specs are silent).
 * Keys start with 'checkout.'; texts the spec words are quoted exactly (plain slips fixed).
 */
export const checkout = {
  'checkout.title': 'Finalizar pedido',
  'checkout.loading': 'Carregando o seu pedido…',
  'checkout.leaving': 'Redirecionando…',
  'checkout.emptyCart': 'Seu carrinho está vazio.',
  'checkout.backToStore': 'Voltar para a loja',
  'checkout.loadError': 'Não foi possível carregar o seu pedido.',
  'checkout.retry': 'Tentar novamente',
  'checkout.backToCart': 'Voltar para o carrinho',

  'checkout.address.title': 'Endereço de entrega',
  'checkout.address.legend': 'Escolha o endereço de entrega',
  'checkout.address.new': 'Novo endereço',
  'checkout.address.save': 'Salvar e usar este endereço',
  'checkout.address.cancel': 'Cancelar',
  'checkout.address.saved': 'Endereço cadastrado e escolhido para a entrega.',
  'checkout.address.none': 'Você ainda não tem endereços cadastrados. Cadastre o endereço de entrega.',
  'checkout.address.required': 'Escolha ou cadastre o endereço de entrega.',
  'checkout.address.default': 'Endereço principal',
  'checkout.address.receiver': 'Destinatário: {name}',
  'checkout.address.cep': 'CEP {cep}',
  'checkout.address.digital': 'Seu pedido tem apenas produtos digitais: não há entrega.',

  'checkout.shipping.title': 'Entrega',
  'checkout.shipping.legend': 'Escolha a forma de entrega',
  'checkout.shipping.chosen': '{name} {time}: {price}',
  'checkout.shipping.quoting': 'Calculando o frete para o CEP {cep}…',
  'checkout.shipping.requote': 'O frete foi calculado para o CEP {cep} do endereço escolhido.',
  'checkout.shipping.choose': 'A forma de entrega escolhida no carrinho não atende o CEP {cep}. Escolha uma das opções.',
  'checkout.shipping.pick': 'Escolha a forma de entrega.',
  'checkout.shipping.none': 'Não há entrega disponível para o CEP {cep}. Escolha outro endereço.',
  'checkout.shipping.quoteError': 'Não foi possível calcular o frete.',
  'checkout.shipping.needsAddress': 'Escolha o endereço para ver o frete.',
  'checkout.shipping.digital': 'Produtos digitais: sem entrega física.',

  'checkout.payment.title': 'Pagamento',
  'checkout.payment.legend': 'Forma de pagamento',
  'checkout.payment.required': 'Escolha a forma de pagamento.',
  'checkout.payment.credit': 'Usar meu Vale Compra (saldo {balance})',
  /** issue 25: while the card form's chunk loads */
  'checkout.payment.cardLoading': 'Carregando o pagamento com cartão…',
  /** Beside Pix when the store gives a Pix discount (issue 25). */
  'checkout.payment.pixDiscount': '{percent} de desconto',

  'checkout.summary.title': 'Resumo',
  'checkout.summary.items': 'Produtos do pedido',
  'checkout.summary.quantity': '{quantity} × {price}',
  'checkout.summary.subtotal': 'Subtotal',
  'checkout.summary.discount': 'Desconto',
  'checkout.summary.voucher': 'Vale-presente',
  'checkout.summary.pixDiscount': 'Desconto Pix ({percent})',
  'checkout.summary.shipping': 'Frete',
  'checkout.summary.shippingPending': 'A calcular',
  'checkout.summary.credit': 'Vale Compra',
  'checkout.summary.total': 'Total a pagar',
  'checkout.place': 'Finalizar pedido',
  'checkout.placing': 'Finalizando o pedido…',
  'checkout.placed': 'Pedido #{idOrder} realizado! Abrindo a confirmação do pedido…',
  /** A 200 answer to 'Finalizar pedido' that is not an order: the order may exist. */
  'checkout.unconfirmed': 'Não foi possível confirmar o seu pedido. Confira em Meus pedidos se ele foi registrado antes de tentar novamente.',
  'checkout.fixErrors': 'Confira as escolhas marcadas antes de finalizar o pedido.',
} as const;

registerMessages(checkout);
