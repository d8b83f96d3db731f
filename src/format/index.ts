/** Formatters: BRL money, discount badge, installments, text limiter, shipping labels, dates, masks. */
export { formatBRL } from './money';
export { discountPercent, formatDiscount } from './discount';
export { formatInstallments } from './installments';
export type { InstallmentMax } from './installments';
export { limitText, NAME_LIMIT } from './text';
export { formatShippingPrice, formatShippingTime } from './shipping';
export type { FreightOptionLike } from './shipping';
export { padQuantity, QUANTITY_MAX, QUANTITY_MIN, quantityOptions } from './quantity';
export { formatDate, formatDateTime } from './date';
export {
  addressNumberMask,
  applyMask,
  birthDateMask,
  cardExpiryMask,
  cardNumberMask,
  cepMask,
  cnpjMask,
  cpfCnpjMask,
  cpfMask,
  formatCep,
  formatCpfCnpj,
  formatPhone,
  phoneMask,
} from './masks';
export type { MaskOptions } from './masks';
