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
  'validation.cepInvalid': 'CEP Inválido',

  // customer area (customer-area §5, §8)
  'customer.nameRequired': 'Informe seu nome',
  'customer.emailInvalid': 'Informe um email válido',
  'address.cepSearching': 'Buscando o endereço do CEP…',
  'address.cepNotFound': 'CEP não encontrado. Preencha o endereço.',
  /** The hint under a new-password field and its strength (estimated once the list has loaded). */
  'password.hint': 'Use ao menos 8 caracteres. Uma frase com várias palavras é fácil de lembrar e difícil de adivinhar.',
  'password.strengthWeak': 'Senha fraca',
  'password.strengthMedium': 'Senha média',
  'password.strengthStrong': 'Senha forte',
  'login.invalidForm': 'Preencha os campos corretamente!',

  // cart and newsletter (cart-and-purchase §5)
  'cart.postcodeRequired': 'Por favor, insira um cep.',
  'cart.soldOutCheckout': 'Ops.. Exclua os produtos esgotados do carrinho.',

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
