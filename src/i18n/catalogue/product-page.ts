import { registerMessages } from '..';

/**
 * Texts of the product page (catalogue-and-discovery §2, §4): its states, gallery and details. They load
 * with <jet-product-detail> alone; the panels' texts (./product) with the panels, the rating form's
 * (./rating) with the form.
 */
export const productPage = {
  // also in ./product (the panels'), so either area alone has it
  'loading': 'Carregando…',
  'productDetail.loadError': 'Não foi possível carregar o produto.',
  'productDetail.retry': 'Tentar novamente',
  'productDetail.brand': 'Marca:',
  'productDetail.gallery': 'Imagens do produto',
  'productDetail.thumbnail': 'Ver imagem {n} de {total}',
  'productDetail.zoom': 'Ampliar imagem',
  'productDetail.ratingCount': '({count} avaliações)',
  'productDetail.ratingCountOne': '(1 avaliação)',
  'productDetail.chosenVariation': '{reference}: {variation}',
  'productDetail.description': 'Descrição do produto',
  // also in ./cart: the section's title, and its field's name until the calculator's code loads
  'productDetail.shipping': 'Calcular frete',
} as const;

registerMessages(productPage);
