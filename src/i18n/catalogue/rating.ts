import { registerMessages } from '..';

/**
 * Texts of the product page's rating form (catalogue-and-discovery §7). They load with the form, which
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
} as const;

registerMessages(rating);
