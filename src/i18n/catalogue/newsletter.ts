import { registerMessages } from '..';

/**
 * The newsletter sign-up's texts (cart-and-purchase §2, §8, §9). The field rules' messages ('Informe o
 * Nome', 'Informe o nome corretamente', 'Informe o Email', 'E-mail Inválido') and the field labels live in
 * the forms area.
 */
export const newsletter = {
  'newsletter.title': 'Receba nossas ofertas',
  'newsletter.intro': 'Cadastre seu e-mail e fique por dentro de lançamentos, cupons e promoções.',
  'newsletter.formLabel': 'Cadastro na newsletter',
  'newsletter.submit': 'Cadastrar',
  'newsletter.successMessage': 'E-mail cadastrado com sucesso!',
  'newsletter.failedTitle': 'Erro ao cadastrar email!',
  'newsletter.failedMessage': 'Ocorreu um erro ao adicionar seu email.',
  'newsletter.popupLater': 'Agora não',
} as const;

registerMessages(newsletter);
