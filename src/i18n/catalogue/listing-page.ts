import { registerMessages } from '..';

/**
 * Texts of the product listing page only (catalogue-and-discovery §2, §8): its empty and error states,
 * count, sort, pager and applied filters. They load with <jet-product-list>, not with every card.
 */
export const listingPage = {
  // Spec texts of the empty listing (catalogue-and-discovery §2)
  'listing.empty': 'Nenhum produto encontrado!',
  'listing.searchEmpty': 'Nenhum resultado encontrado para "{term}"',
  'listing.searchHintSpelling': 'Verifique se a palavra foi digitada corretamente.',
  'listing.searchHintBrowse': 'Navegue pelas categorias da loja.',
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
  // Issue 26: a search's own order, and the corrected term of a misspelt search ('{term}' is its link)
  'sort.relevancia': 'Relevância',
  'search.didYouMean': 'Você quis dizer {term}?',
  'search.showingCorrected': 'Mostrando resultados para {term}.',
  'filters.open': 'Filtrar',
  'filters.selected': 'Filtros aplicados',
  'filters.remove': 'Remover filtro {name}',
  'filters.clear': 'Limpar filtros',
} as const;

registerMessages(listingPage);
