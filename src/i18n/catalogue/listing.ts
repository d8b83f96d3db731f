import { registerMessages } from '..';

/**
 * Texts of the product listing, the product card, add to cart and the search box
 * (catalogue-and-discovery §2, §4, §8, §9; cart-and-purchase §8).
 * Import this module (for its side effect) from every module that calls t() with these keys: the
 * texts load with the widgets that show them, not with the core.
 */
export const listing = {
  // Spec texts of the empty listing's carousels (catalogue-and-discovery §2), also showcase headings.
  'listing.mostSold': 'Produtos mais vendidos',
  'listing.newArrivals': 'Recém chegados',
  'listing.empty': 'Nenhum produto encontrado!',
  'listing.searchEmpty': 'Nenhum resultado encontrado para "{term}"',
  'listing.searchHintSpelling': 'Verifique se a palavra foi digitada corretamente.',
  'listing.searchHintBrowse': 'Navegue pelas categorias da loja.',
  'card.addToCart': 'Adicionar ao Carrinho',
  'card.soldOut': 'Esgotado',
  'card.quote': 'Orçar',
  'card.view': 'Visualizar',
  'card.onRequest': 'Sob Consulta',
  'cart.addedTitle': 'Adicionado ao Carrinho!',
  'cart.added': 'Produto adicionado no carrinho com sucesso!',
  'cart.addFailed': 'Erro ao adicionar ao Carrinho!',
  'cart.precheckFailed': 'Não foi possível adicionar o produto no carrinho.',
  // Not worded by the spec (our labels): card, price and stars
  'card.quantity': 'Quantidade',
  // the card's stepper buttons before the stepper's own texts load (src/catalogue/choice-controls.tsx), as in ./cart
  'quantity.decrease': 'Diminuir quantidade',
  'quantity.increase': 'Aumentar quantidade',
  'card.rating': 'Avaliação: {rate} de 5 estrelas',
  'price.from': 'De {value}',
  'price.to': 'Por {value}',
  // Not worded by the spec: the listing's states, sort, pager and filters
  'listing.label': 'Produtos',
  'listing.count': '{count} produtos',
  'listing.countOne': '1 produto',
  'listing.error': 'Não foi possível carregar os produtos.',
  'listing.retry': 'Tentar novamente',
  'listing.loadingMore': 'Carregando mais produtos…',
  'sort.label': 'Ordenar por',
  'sort.nome_a_z': 'Nome: A a Z',
  'sort.nome_z_a': 'Nome: Z a A',
  'sort.ordem': 'Ordem da loja',
  'sort.menor_preco': 'Menor preço',
  'sort.maior_preco': 'Maior preço',
  'sort.mais_vendidos': 'Mais vendidos',
  'sort.lancamentos': 'Lançamentos',
  'pager.label': 'Paginação',
  'pager.first': 'Primeira página',
  'pager.previous': 'Página anterior',
  'pager.next': 'Próxima página',
  'pager.last': 'Última página',
  'pager.page': 'Página {n}',
  'filters.open': 'Filtrar',
  'filters.selected': 'Filtros aplicados',
  'filters.remove': 'Remover filtro {name}',
  'filters.clear': 'Limpar filtros',
} as const;

registerMessages(listing);
