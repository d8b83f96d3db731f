import { registerMessages } from '..';

/** Texts of add to cart (cart-and-purchase §8): they load with the first add, not with the cards. */
export const added = {
  'cart.addedTitle': 'Adicionado ao Carrinho!',
  'cart.added': 'Produto adicionado no carrinho com sucesso!',
  'cart.addFailed': 'Erro ao adicionar ao Carrinho!',
  'cart.precheckFailed': 'Não foi possível adicionar o produto no carrinho.',
} as const;

registerMessages(added);
