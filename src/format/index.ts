/**
 * Formatters: BRL money, discount badge, installments, text limiter, shipping labels, quantity list,
 * dates, CPF/CNPJ/phone/CEP display. The imask input masks are in masks.ts and `applyMask` in
 * apply-mask.ts (which imports imask), both kept out of this barrel.
 */
export { formatBRL } from './money';
export { discountPercent, formatDiscount } from './discount';
export { formatInstallments } from './installments';
export type { InstallmentMax } from './installments';
export { limitText, NAME_LIMIT } from './text';
export { formatShippingPrice, formatShippingTime } from './shipping';
export type { FreightOptionLike } from './shipping';
export { padQuantity, parseQuantity, QUANTITY_DROPDOWN_MAX, QUANTITY_MAX, QUANTITY_MIN, quantityOptions } from './quantity';
export { formatDate, formatDateTime } from './date';
export {
  CEP_PATTERN,
  CNPJ_PATTERN,
  CPF_PATTERN,
  formatCep,
  formatCpfCnpj,
  formatPattern,
  formatPhone,
  MOBILE_PATTERN,
  PHONE_PATTERN,
} from './documents';
