import { registerMessages } from '..';

/**
 * Server texts of registration, customer data, addresses, CEP lookup and privacy acceptance.
 * Keys start with 'customerApi.'; texts the spec words are quoted exactly (plain slips fixed).
 */
export const customerDataApi = {
  // registration and finish-registration (customer-area §4, §8)
  'customerApi.registered': 'Cadastro realizado com sucesso!',
  /**
   * Not in the spec: the e-mail or the CPF/CNPJ already belongs to an account. Worded so that it never says
   * which, nor that an account exists (the same text and the same time as any refused registration).
   */
  'customerApi.registerRefused': 'Não foi possível concluir o cadastro com estes dados. Se você já tem conta, entre ou recupere sua senha.',
  'customerApi.recaptcha': 'Não foi possível confirmar que você não é um robô. Recarregue a página e tente novamente.',
  'customerApi.b2bCompaniesOnly': 'Esta loja atende apenas pessoas jurídicas. Cadastre-se com um CNPJ.',
  'customerApi.socialInvalid': 'Não foi possível confirmar o seu login social. Entre novamente pela rede social ou cadastre-se sem ela.',
  /** finishRegistration without a signed-in customer (401) or by a customer who already has a password (403). */
  'customerApi.finishLoginRequired': 'Acesse com o código enviado ao seu e-mail para concluir o cadastro.',
  'customerApi.finishNotAllowed': 'Seu cadastro já está completo. Entre com seu e-mail e senha.',

  // personal data (/customer/edit)
  'customerApi.updated': 'Dados cadastrais alterados com sucesso.',
  /** Not in the spec: the CPF/CNPJ typed belongs to another account (never said as such). */
  'customerApi.updateRefused': 'Não foi possível alterar os dados cadastrais com este CPF ou CNPJ.',
  /** Not in the spec: an account keeps its kind (pessoa física or jurídica). */
  'customerApi.typeLocked': 'O tipo de cadastro (pessoa física ou jurídica) não pode ser alterado.',
  /** Pages for customers with a password, called by one signed in by access code only (403). */
  'customerApi.passwordRequired': 'Conclua seu cadastro criando uma senha para continuar.',

  // free-text fields (names, labels, address lines): markup and control characters are refused
  'customerApi.textInvalid': 'Use apenas letras, números e pontuação comum.',

  // addresses (customer-area §8)
  /** The label of the address book's optional reference point (the forms kit has none). */
  'customerApi.referencePoint': 'Ponto de referência',
  'customerApi.addressCreated': 'Endereço cadastrado com sucesso!',
  'customerApi.addressUpdated': 'Endereço alterado com sucesso!',
  'customerApi.addressDeleted': 'Endereço excluído!',
  'customerApi.deliveryChanged': 'Endereço de entrega alterado!',
  'customerApi.billingChanged': 'Endereço de cobrança alterado!',
  /** Not in the spec: an id that is not one of the signed-in customer's addresses (404). */
  'customerApi.addressNotFound': 'Endereço não encontrado.',
  'customerApi.addressLimit': 'Você atingiu o limite de {max} endereços. Exclua um endereço para cadastrar outro.',
  /** Not in the spec: deleting the current delivery or billing address is refused (choose another first). */
  'customerApi.deleteDelivery': 'Este é o seu endereço de entrega. Escolha outro endereço de entrega antes de excluí-lo.',
  'customerApi.deleteBilling': 'Este é o seu endereço de cobrança. Escolha outro endereço de cobrança antes de excluí-lo.',

  // privacy policy (customer-area §4)
  /** Not in the spec: an acceptance of a version that is not the store's current one. */
  'customerApi.policyVersionInvalid': 'Esta versão da política de privacidade não é a atual. Recarregue a página e aceite a versão atual.',
} as const;

registerMessages(customerDataApi);
