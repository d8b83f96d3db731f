import { registerMessages } from '..';

/**
 * Widget texts of the registration and finish-registration wizard and the personal-data page (customer-area §2, §4, §5, §8).
 * Keys start with 'registration.' (the wizard) and 'personalData.' (/customer/edit); texts the spec words are quoted
 * exactly (plain slips fixed). Field labels and validation messages are the forms kit's (forms.ts), and so are the
 * texts it already holds: the tab 'Endereço' is field.streetAddress, the newsletter hint field.newsletterCategories,
 * the terms box field.terms.
 */
export const customerRegistration = {
  'registration.title': 'Cadastro',
  'registration.finishTitle': 'Finalize seu cadastro',
  /** The heading and the page title: 'Cadastro — Etapa 2 de 3: Endereço'. */
  'registration.stepHeading': '{title} — Etapa {step} de {count}: {name}',
  'registration.steps': 'Etapas do cadastro',
  'registration.stepPersonal': 'Informações Pessoais',
  'registration.stepAccount': 'Crie sua conta',
  'registration.cancel': 'CANCELAR',
  'registration.previous': 'ANTERIOR',
  'registration.next': 'PRÓXIMO',
  'registration.submit': 'CADASTRAR',
  'registration.sending': 'Cadastrando…',
  'registration.success': 'Cadastro realizado com sucesso!',
  'registration.newsletterLegend': 'Newsletter',
  'registration.privacy': 'Li e aceito a {link}',
  'registration.privacyLink': 'política de privacidade',
  'registration.cepFailed': 'Não foi possível buscar o CEP. Preencha o endereço.',
  'registration.loading': 'Carregando…',
  'registration.emailLocked': 'O e-mail da sua conta',
  'personalData.title': 'Dados Cadastrais',
  'personalData.tabs': 'Dados cadastrais',
  'personalData.tabPersonal': 'Informações Pessoais',
  'personalData.profile': 'Tipo de cadastro: {profile}',
  'personalData.save': 'SALVAR',
  'personalData.saving': 'Salvando…',
  'personalData.cancel': 'CANCELAR',
  'personalData.saved': 'Dados cadastrais alterados com sucesso.',
  'personalData.addressSaved': 'Endereço alterado com sucesso!',
  'personalData.addressAdded': 'Endereço cadastrado com sucesso!',
  'personalData.noAddress': 'Você ainda não tem um endereço de entrega. Cadastre um abaixo.',
  'personalData.loadFailed': 'Não foi possível carregar seus dados. Tente novamente.',
  'personalData.retry': 'Tentar novamente',
} as const;

registerMessages(customerRegistration);
