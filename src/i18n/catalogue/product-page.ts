import { registerMessages } from '..';

/**
 * Texts of the product page (catalogue-and-discovery §2, §4): its states, gallery, details and rating.
 * They load with <jet-product-detail> alone; the panels' texts (./product) load with the panels.
 */
export const productPage = {
  // also in ./product (the panels'), so either area alone has it
  'loading': 'Carregando…',
  'productDetail.loadError': 'Não foi possível carregar o produto.',
  'productDetail.retry': 'Tentar novamente',
  'productDetail.brand': 'Marca:',
  'productDetail.gallery': 'Imagens do produto',
  'productDetail.thumbnail': 'Ver imagem {n} de {total}',
  'productDetail.ratingCount': '({count} avaliações)',
  'productDetail.ratingCountOne': '(1 avaliação)',
  'productDetail.chosenVariation': '{reference}: {variation}',
  'productDetail.description': 'Descrição do produto',
  'rating.title': 'Avaliar produto',
  'rating.legend': 'Sua nota',
  'rating.starOne': '1 estrela',
  'rating.stars': '{n} estrelas',
  'rating.submit': 'Enviar avaliação',
  'rating.sent': 'Obrigado! Sua avaliação foi registrada.',
  'rating.failed': 'Não foi possível registrar sua avaliação.',
  'rating.signInHint': 'Entre na sua conta para avaliar este produto.',
  'rating.signIn': 'Entrar',
} as const;

registerMessages(productPage);
