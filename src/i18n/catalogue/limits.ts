import { registerMessages } from '..';

/**
 * Server texts of the limits (server/README.md "Limits"): the answers of a call refused because its
 * address or account used up its allowance, each telling the wait. Not worded by the spec.
 */
export const limits = {
  'limits.tooManyRequests': 'Muitas requisições em pouco tempo. Aguarde {wait} e tente novamente.',
  'limits.tooManyForms': 'Muitos envios deste endereço em pouco tempo. Aguarde {wait} e tente novamente.',
  'limits.tooManySessions': 'Muitos carrinhos novos abertos deste endereço. Aguarde {wait} e tente novamente.',
  'limits.wait.second': '1 segundo',
  'limits.wait.seconds': '{n} segundos',
  'limits.wait.minute': '1 minuto',
  'limits.wait.minutes': '{n} minutos',
} as const;

registerMessages(limits);
