import { registerMessages } from '..';
// 'cart.empty' and 'cart.voucherRequired' are the server's texts too: they live in ./api
import './api';

/**
 * Texts of the cart widgets, the drawer (jet-cart-preview) and the page (jet-cart): cart-and-purchase
 * §2, §4, §5, §8, §9. The spec's own texts are quoted exactly; the rest (marked "ours") are our
 * wording where the spec says "not shown".
 */
export const cartPage = {
  // spec §2, §8, §9
  'cart.continueShopping': 'Continuar Comprando',
  'cart.checkout': 'Finalizar Compra',
  'cart.soldOutTitleOne': 'Ops... existe 1 produto esgotado no seu carrinho.',
  'cart.soldOutTitleMany': 'Ops... existem {n} produtos esgotados no seu carrinho.',
  'cart.removeSoldOutOne': 'Excluir Produto',
  'cart.removeSoldOutMany': 'Excluir Produtos',
  'cart.close': 'Fechar',
  'cart.limitsMet': 'Você atingiu o limite mínimo de compra deste pedido, agora já pode finalizar sua compra.',
  // ours
  'cart.title': 'Meu carrinho',
  'cart.emptyHint': 'Navegue pela loja e adicione produtos ao carrinho.',
  'cart.loading': 'Carregando o carrinho…',
  'cart.loadFailed': 'Não foi possível carregar o carrinho.',
  'cart.retry': 'Tentar novamente',
  'cart.items': 'Produtos do carrinho',
  'cart.quantity': 'Quantidade de {name}',
  'cart.remove': 'Remover',
  'cart.removeNamed': 'Remover {name} do carrinho',
  'cart.lineSoldOut': 'Produto esgotado. Exclua-o do carrinho para finalizar a compra.',
  'cart.unitPrice': '{price} cada',
  'cart.summary': 'Resumo do pedido',
  'cart.subtotal': 'Subtotal',
  'cart.discount': 'Desconto',
  'cart.voucherValue': 'Vale-presente',
  'cart.shipping': 'Frete',
  'cart.shippingToCalculate': 'A calcular',
  'cart.shippingNotNeeded': 'Não se aplica',
  'cart.total': 'Total',
  'cart.totalAnnounce': 'Total do carrinho: {total}',
  'cart.installments': '{count}x de {value} {description}',
  'cart.installmentsPlain': '{count}x de {value}',
  'cart.shippingTitle': 'Calcular frete',
  'cart.discountLabel': 'Cupom de desconto',
  'cart.voucherLabel': 'Vale-presente',
  'cart.apply': 'Aplicar',
  'cart.applied': 'Cupom {key} aplicado',
  'cart.voucherApplied': 'Vale-presente {code} aplicado',
  'cart.removeDiscount': 'Remover cupom',
  'cart.removeVoucher': 'Remover vale-presente',
  'cart.voucherSuggestion': 'Você tem um vale-presente de {value}: {code}.',
  'cart.useVoucher': 'Usar vale-presente',
  'cart.clean': 'Esvaziar carrinho',
  'cart.cleanTitle': 'Esvaziar o carrinho?',
  'cart.cleanMessage': 'Todos os produtos serão removidos do seu carrinho.',
  'cart.cleanConfirm': 'Esvaziar',
  'cart.rulesTitle': 'Regras de compra desta loja',
  'cart.ruleValueMin': 'Valor mínimo do pedido: {value}',
  'cart.ruleValueMax': 'Valor máximo do pedido: {value}',
  'cart.ruleCountMin': 'Quantidade mínima de itens: {count}',
  'cart.ruleCountMax': 'Quantidade máxima de itens: {count}',
  'cart.ruleItemMin': '{name}: mínimo de {count} unidades',
  'cart.ruleItemMax': '{name}: máximo de {count} unidades',
  'cart.ruleItemMultiple': '{name}: vendido em múltiplos de {count}',
  'cart.promotion': '{label}: {discount} de desconto',
  'cart.checkingOut': 'Verificando o carrinho…',
  'cart.reservedFor': 'Os produtos do seu carrinho estão reservados por {time}.',
  'cart.reservationEnding': 'A reserva dos produtos termina em {seconds} segundos.',
  'cart.extendReservation': 'Manter a reserva por mais {minutes} minutos',
  'cart.extendReservationOne': 'Manter a reserva por mais 1 minuto',
  'cart.linesBusy': 'Atualizando o carrinho…',
  'cart.countTitle': '{count} itens',
  'cart.countTitleOne': '1 item',
  'cart.pageTitle': 'Meu carrinho',
  'cart.viewCart': 'Ver carrinho',
} as const;

registerMessages(cartPage);
