import { registerMessages } from '..';

/**
 * Texts of the product page, the quote panel and the back-in-stock panel
 * (catalogue-and-discovery §2, §4, §5, §8).
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

  // Not worded by the spec: the quote panel's title and button, the alert panel's image.
  'quote.title': 'Solicitar orçamento',
  'quote.submit': 'Solicitar orçamento',
} as const;

registerMessages(product);
