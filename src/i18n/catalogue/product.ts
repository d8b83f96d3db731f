import { registerMessages } from '..';

/**
 * Texts of the quote panel and the back-in-stock panel (catalogue-and-discovery §4, §5, §8), and the
 * rating form's checks; the product page's own are in ./product-page.
 * Import this module (for its side effect) from every module that calls t() with these keys: the
 * texts load with the widgets that show them, not with the core.
 */
export const product = {
  'quote.sendFailed': 'Erro ao enviar a solicitação de orçamento.',
  'quote.sent': 'A solicitação de orçamento foi enviada com sucesso.',
  'panel.selectVariation': 'Por favor, selecione a variação do produto que deseja ser alertado.',
  'alertMe.question': 'Gostaria de ser notificado quando o produto {product} estiver disponível?',
  'alertMe.submit': 'Avise-me',
  'alertMe.duplicate': 'Este e-mail já está cadastrado para notificação deste produto.',
  'alertMe.failed': 'Erro ao realizar o cadastro para ser notificado.',
  'alertMe.success': 'Você será avisado quando este produto estiver disponível.',
  'panel.close': 'Fechar',
  /** Not worded by the spec: a panel's form or the product page while they load. */
  'loading': 'Carregando…',

  // Not worded by the spec: the quote panel's title and button, the alert panel's image.
  'quote.title': 'Solicitar orçamento',
  'quote.submit': 'Solicitar orçamento',

  // Not worded by the spec: the product page (jet-product-detail).
  /** Not worded by the spec: the rating's and the quote's rules (the store API answers them too). */
  'rating.invalidRate': 'A avaliação deve ser um número inteiro de 1 a 5.',
  'rating.commentTooLong': 'O comentário pode ter no máximo 2000 caracteres.',
  'quote.noProducts': 'Informe ao menos um produto para o orçamento.',
  'quote.tooManyProducts': 'Um orçamento aceita no máximo 50 produtos.',
} as const;

registerMessages(product);
