import { registerMessages } from '..';

/**
 * Texts of the product page's reviews and rating form (catalogue-and-discovery §7; the reviews are issue 26's). They load with the form, which
 * loads as it comes near the viewport (widgets/product-detail/product-detail.tsx).
 */
export const rating = {
  'rating.title': 'Avaliar produto',
  'rating.legend': 'Sua nota',
  'rating.starOne': '1 estrela',
  'rating.stars': '{n} estrelas',
  'rating.submit': 'Enviar avaliação',
  'rating.sent': 'Obrigado! Sua avaliação foi registrada.',
  'rating.failed': 'Não foi possível registrar sua avaliação.',
  'rating.signInHint': 'Entre na sua conta para avaliar este produto.',
  'rating.signIn': 'Entrar',
  'reviews.title': 'Avaliações dos clientes',
  'reviews.none': 'Este produto ainda não tem avaliações.',
  'reviews.more': 'Mostrar mais avaliações',
  'reviews.loading': 'Carregando as avaliações…',
  'reviews.failed': 'Não foi possível carregar as avaliações.',
  'reviews.retry': 'Tentar novamente',
  'reviews.shown': '{shown} de {total} avaliações',
} as const;

registerMessages(rating);
