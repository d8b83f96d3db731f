/**
 * Texts of the shared validators, formatters and forms (customer-area §5, catalogue-and-discovery §5
 * and §9, cart-and-purchase §5 and §9). Each text exists once; schemas share keys.
 *
 * Key naming: `validation.*` for messages several forms share, `<form or area>.*` for a message that
 * belongs to one form or area (contact, newsletter, customer, address, password ...), `field.*` for
 * field labels, `forms.*` for the kit's own texts, `price.*` and `shipping.*` for the formatters.
 * Spelling slips of the spec are fixed (README of the spec): 'correntamente' -> 'corretamente',
 * 'Valido' -> 'Válido', 'Numero' -> 'Número', 'digitos' -> 'dígitos', 'compra-lo' -> 'comprá-lo'.
 */
import { registerMessages } from '..';

export const forms = {
  // shared field messages
  'validation.required': 'Campo Obrigatório',
  'validation.minLength3': 'Informe ao menos 3 caracteres',
  'validation.emailRequired': 'Informe o Email',
  'validation.emailInvalid': 'E-mail Inválido',
  'validation.phoneInvalid': 'Informe um Telefone Válido',
  'validation.nameIncorrect': 'Informe o nome corretamente',
  'validation.cepInvalid': 'CEP Inválido',
  'validation.tooLong': 'Limite de caracteres excedido',
  /** Not in the spec: a digits-only field (address number) holding something else. */
  'validation.digitsOnly': 'Informe apenas números',

  // customer area (customer-area §5, §8)
  'customer.nameRequired': 'Informe seu nome',
  'customer.nameInvalid': 'Informe nome válido',
  'customer.cpfCnpjInvalid': 'Informe um CPF ou CNPJ Válido',
  'customer.cpfInvalid': 'Informe um CPF Válido',
  'customer.cnpjInvalid': 'Informe um CNPJ Válido',
  'customer.birthDateInvalid': 'Data Inválida',
  'customer.phoneRequired': 'Informe seu telefone',
  'customer.phoneIncorrect': 'Informe um Número Válido',
  'customer.cepRequired': 'Informe o CEP',
  'customer.emailInvalid': 'Informe um email válido',
  'customer.termsRequired': 'É necessário ler e aceitar os termos.',
  'customer.privacyRequired': 'É necessário ler e aceitar a política de privacidade.',
  'address.cepSearching': 'Buscando o endereço do CEP…',
  'address.cepNotFound': 'CEP não encontrado. Preencha o endereço.',
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
  /** The hint under a new-password field and its strength (estimated once the list has loaded). */
  'password.hint': 'Use ao menos 8 caracteres. Uma frase com várias palavras é fácil de lembrar e difícil de adivinhar.',
  'password.strengthWeak': 'Senha fraca',
  'password.strengthMedium': 'Senha média',
  'password.strengthStrong': 'Senha forte',
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
  'login.invalidForm': 'Preencha os campos corretamente!',
  'accessCode.required': 'Informe uma chave de acesso',

  // catalogue forms (catalogue-and-discovery §5)
  'contact.nameRequired': 'Informe seu Nome',
  'contact.phoneRequired': 'Informe o Telefone',
  'contact.stateRequired': 'Selecione o Estado',
  'contact.cityRequired': 'Informe a Cidade',
  'contact.topicRequired': 'Selecione a Descrição',
  'contact.subjectRequired': 'Informe o assunto',

  // cart and newsletter (cart-and-purchase §5)
  'cart.postcodeRequired': 'Por favor, insira um cep.',
  'cart.soldOutCheckout': 'Ops.. Exclua os produtos esgotados do carrinho.',
  'newsletter.nameRequired': 'Informe o Nome',

  // field labels
  'field.name': 'Nome',
  'field.fullName': 'Nome completo',
  'field.companyName': 'Razão social',
  'field.fantasyName': 'Nome fantasia',
  'field.contact': 'Responsável',
  'field.email': 'E-mail',
  'field.emailConfirm': 'Confirme o e-mail',
  'field.phone': 'Telefone ou Celular',
  'field.phone2': 'Telefone adicional',
  'field.message': 'Mensagem',
  'field.subject': 'Assunto',
  'field.topic': 'Descrição',
  'field.cpf': 'CPF',
  'field.cnpj': 'CNPJ',
  'field.cpfCnpj': 'CPF ou CNPJ',
  'field.identifier': 'E-mail, CPF ou CNPJ',
  'field.identifierB2b': 'E-mail ou CNPJ',
  'field.birthDate': 'Data de nascimento',
  'field.profile': 'Tipo de cadastro',
  'field.profileFisica': 'Pessoa Física',
  'field.profileJuridica': 'Pessoa Jurídica',
  'field.password': 'Senha',
  'field.passwordOld': 'Senha atual',
  'field.passwordNew': 'Nova senha',
  'field.passwordConfirm': 'Confirme a nova senha',
  'field.accessCode': 'Chave de acesso',
  'field.terms': 'Li e aceito os termos de uso',
  'field.privacy': 'Li e aceito a política de privacidade',
  'field.newsletterCategories': 'Selecione as categorias que deseja receber por e-mail',
  'field.postcode': 'CEP',
  'field.addressIdentification': 'Identificação do endereço',
  'field.addressType': 'Tipo de endereço',
  'field.addressTypeResidential': 'Residencial',
  'field.addressTypeCommercial': 'Comercial',
  'field.receiver': 'Destinatário',
  'field.phoneContact': 'Telefone de contato',
  'field.streetAddress': 'Endereço',
  'field.number': 'Número',
  'field.complement': 'Complemento',
  'field.neighbourhood': 'Bairro',
  'field.city': 'Cidade',
  'field.state': 'Estado',
  'field.cardNumber': 'Número do cartão',
  'field.cardExpiry': 'Validade (MM/AA)',

  // the forms kit
  'forms.submit': 'Enviar',
  'forms.sending': 'Enviando…',
  'forms.selectPlaceholder': 'Selecione',
} as const;

registerMessages(forms);
