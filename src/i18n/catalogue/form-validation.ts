/**
 * The forms' validation messages (customer-area §5 and §8, catalogue-and-discovery §5, cart-and-purchase
 * §5): only the schemas use them, so they load with the schemas (src/forms/schemas/fields.ts imports this
 * area), on a form's first need, not with the page. The fields' labels and the kit's own texts are in
 * forms.ts. Each text exists once (the forms catalogue's test checks both files together).
 */
import { registerMessages } from '..';

export const formValidation = {
  // shared field messages
  'validation.required': 'Campo Obrigatório',
  'validation.minLength3': 'Informe ao menos 3 caracteres',
  'validation.emailRequired': 'Informe o Email',
  'validation.emailInvalid': 'E-mail Inválido',
  'validation.phoneInvalid': 'Informe um Telefone Válido',
  'validation.nameIncorrect': 'Informe o nome corretamente',
  'validation.tooLong': 'Limite de caracteres excedido',
  /** Not in the spec: a digits-only field (address number) holding something else. */
  'validation.digitsOnly': 'Informe apenas números',

  // customer area (customer-area §5, §8)
  'customer.nameInvalid': 'Informe nome válido',
  'customer.cpfCnpjInvalid': 'Informe um CPF ou CNPJ Válido',
  'customer.cpfInvalid': 'Informe um CPF Válido',
  'customer.cnpjInvalid': 'Informe um CNPJ Válido',
  'customer.birthDateInvalid': 'Data Inválida',
  'customer.phoneRequired': 'Informe seu telefone',
  'customer.phoneIncorrect': 'Informe um Número Válido',
  'customer.cepRequired': 'Informe o CEP',
  'customer.termsRequired': 'É necessário ler e aceitar os termos.',
  'customer.privacyRequired': 'É necessário ler e aceitar a política de privacidade.',
  'address.streetTooLong': 'Limite de caracteres excedido, use abreviações como Av. para Avenida',
  'address.numberTooLong': 'Limite de 5 dígitos excedido.',
  'address.complementTooLong': 'Digite apenas 20 caracteres',
  /** The spec names only the hint (Jd. for Jardim); worded like the street message. */
  'address.neighbourhoodTooLong': 'Limite de caracteres excedido, use abreviações como Jd. para Jardim',
  'password.registerInvalid': 'Informe uma senha válida',
  'password.tooShort': 'A senha deve ter no mínimo 8 dígitos',
  'password.mismatch': 'As senhas digitadas são diferentes!',
  /** Not in the spec (issue 22, ASVS 5.0 V6.2): the longest password, and one on the common/breached list. */
  'password.tooLong': 'A senha deve ter no máximo {max} caracteres',
  'password.common': 'Essa senha é muito comum ou já apareceu em vazamentos. Escolha outra.',
  'changeEmail.mismatch': 'Os endereços de e-mail não conferem.',
  'changeEmail.invalid': 'Favor preencher os campos corretamente.',
  /** ours: the current password asked before an e-mail change (issue 22) */
  'changeEmail.currentPasswordRequired': 'Informe a senha atual',
  'recoverEmail.cpfCnpjInvalid': 'CPF ou CNPJ inválido',
  'identification.required': 'Informe um E-mail, CPF ou CNPJ.',
  'identification.invalid': 'Informe um E-mail, CPF ou CNPJ válido.',
  /** Not in the spec: the empty B2B field (the spec's required text names CPF, which B2B refuses). */
  'identification.requiredB2b': 'Informe um E-mail ou CNPJ.',
  'identification.invalidB2b': 'Informe um E-mail ou CNPJ válido.',
  'login.passwordRequired': 'Informe a Senha',
  'accessCode.required': 'Informe uma chave de acesso',

  // catalogue forms (catalogue-and-discovery §5)
  'contact.nameRequired': 'Informe seu Nome',
  'contact.phoneRequired': 'Informe o Telefone',
  'contact.stateRequired': 'Selecione o Estado',
  'contact.cityRequired': 'Informe a Cidade',
  'contact.topicRequired': 'Selecione a Descrição',
  'contact.subjectRequired': 'Informe o assunto',

  // cart and newsletter (cart-and-purchase §5)
  'newsletter.nameRequired': 'Informe o Nome',
} as const;

registerMessages(formValidation);
