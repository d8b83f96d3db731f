import { registerMessages } from '..';

/**
 * Credit card payment (issue 25; the specs are silent beyond the card validators of customer-area §5): the
 * checkout's card form and the gateway's answers, which the server shares. Keys start with 'card.'.
 */
export const cardPayment = {
  'card.formLabel': 'Dados do cartão de crédito',
  'card.holderName': 'Nome impresso no cartão',
  'card.cvv': 'CVV',
  'card.holderDocument': 'CPF do titular do cartão',
  'card.installments': 'Parcelas',
  'card.brand': 'Bandeira: {brand}',
  'card.secure': 'Os dados do cartão vão direto para a operadora de pagamento: a loja não os recebe nem guarda.',
  'card.installmentFree': '{count}x de {value} sem juros',
  'card.installmentInterest': '{count}x de {value} com juros (total {total})',
  'card.installmentsPending': 'Digite o número do cartão para ver as parcelas.',
  'card.installmentsLoading': 'Calculando as parcelas…',
  'card.installmentsError': 'Não foi possível calcular as parcelas.',

  // the form's checks (customer-area §5: expiry MM/YY not past, number digits with a Luhn check)
  'card.numberRequired': 'Informe o número do cartão',
  'card.numberInvalid': 'Número de cartão inválido. Confira os dígitos.',
  'card.brandUnsupported': 'Bandeira não aceita. Use Visa, Mastercard, Elo, American Express, Hipercard ou Diners.',
  'card.holderRequired': 'Informe o nome impresso no cartão',
  'card.expiryRequired': 'Informe a validade',
  'card.expiryInvalid': 'Validade inválida: informe mês e ano (MM/AA) de um cartão não vencido.',
  'card.cvvRequired': 'Informe o CVV',
  'card.cvvInvalid': 'O CVV tem {digits} dígitos.',
  'card.cpfRequired': 'Informe o CPF do titular',
  'card.installmentsRequired': 'Escolha o número de parcelas',
  'card.tokenError': 'Não foi possível validar o cartão. Confira os dados e tente novamente.',

  // the gateway's answers (server)
  'card.declined': 'Pagamento recusado pelo emissor do cartão.',
  'card.insufficientFunds': 'Saldo insuficiente no cartão.',
  'card.sandboxUnknown': 'Este não é um cartão de teste: na loja de demonstração, use 4111 1111 1111 1111.',
  'card.gatewayError': 'Não foi possível processar o pagamento agora. Nada foi cobrado; tente novamente em instantes.',
  'card.invalidToken': 'Não foi possível ler os dados do cartão. Digite-os novamente.',
  'card.sessionExpired': 'O pagamento com cartão expirou. Confira os dados do cartão e finalize de novo.',
  'card.installmentsInvalid': 'Escolha uma das parcelas oferecidas.',
  'card.required': 'Informe os dados do cartão.',
  'card.unavailable': 'O pagamento com cartão não está disponível nesta loja.',
} as const;

registerMessages(cardPayment);
