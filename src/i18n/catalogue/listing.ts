import { registerMessages } from '..';

/**
 * Texts of the product listing, the product card, add to cart and the search box
 * (catalogue-and-discovery §2, §4, §8, §9; cart-and-purchase §8).
 * Import this module (for its side effect) from every module that calls t() with these keys: the
 * texts load with the widgets that show them, not with the core.
 */
export const listing = {
  'listing.empty': 'Nenhum produto encontrado!',
  'listing.searchEmpty': 'Nenhum resultado encontrado para "{term}"',
  'listing.searchHintSpelling': 'Verifique se a palavra foi digitada corretamente.',
  'listing.searchHintBrowse': 'Navegue pelas categorias da loja.',
  'listing.mostSold': 'Produtos mais vendidos',
  'listing.newArrivals': 'Recém chegados',
  'card.addToCart': 'Adicionar ao Carrinho',
  'card.soldOut': 'Esgotado',
  'card.quote': 'Orçar',
  'card.view': 'Visualizar',
  'card.onRequest': 'Sob Consulta',
  'cart.addedTitle': 'Adicionado ao Carrinho!',
  'cart.added': 'Produto adicionado no carrinho com sucesso!',
  'cart.addFailed': 'Erro ao adicionar ao Carrinho!',
  'cart.precheckFailed': 'Não foi possível adicionar o produto no carrinho.',
} as const;

registerMessages(listing);
