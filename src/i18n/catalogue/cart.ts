import { registerMessages } from '..';

/**
 * Texts of the cart and the purchase path (cart-and-purchase §2, §5, §8, §9): they load with the cart
 * widgets and the shipping calculator, not with every page.
 */
export const cart = {
  'shipping.free': 'Frete Grátis',
  'shipping.immediate': '(Envio Imediato)',
  'shipping.scheduled': '(*)',
  'shipping.day': '(1 dia)',
  'shipping.days': '({count} dias)',
  'shipping.businessDay': '(1 dia útil)',
  'shipping.businessDays': '({count} dias úteis)',

  // quantity stepper (cart-and-purchase §5, §9)
  'quantity.decrease': 'Diminuir quantidade',
  'quantity.increase': 'Aumentar quantidade',
  'quantity.remove': 'Remover produto',
  'quantity.label': 'Quantidade',
  'quantity.max': 'A quantidade máxima disponível é {n}.',
  'quantity.min': 'A quantidade mínima deste produto é {n}.',
  'quantity.multiple': 'Este produto é vendido em múltiplos de {m}; a quantidade foi ajustada para {n}.',

  // shipping calculator (cart-and-purchase §4, §5, §8)
  'shipping.title': 'Calcular frete',
  'shipping.calculate': 'Calcular',
  'shipping.calculating': 'Calculando…',
  'shipping.options': 'Opções de frete',
  'shipping.noOptions': 'Nenhuma opção de frete para este CEP.',
  'shipping.unknownPostcode': 'Não sei meu CEP',
  'shipping.forgetPostcode': 'Limpar CEP',
  'shipping.choosing': 'Escolhendo o frete…',

  // free-shipping progress (cart-and-purchase §3, §9)
  'freeShipping.reached': 'Parabéns! Você ganhou Frete Grátis.',
  'freeShipping.remaining': 'Faltam {value} para ganhar Frete Grátis.',
  'freeShipping.progressValue': '{value} de {target}',
  'freeShipping.progress': 'Progresso para o Frete Grátis',
} as const;

registerMessages(cart);
