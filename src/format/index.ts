/**
 * Formatters: BRL money, discount badge, installments, text limiter, shipping labels, quantity list,
 * dates, CPF/CNPJ/phone/CEP display. The imask input masks are in masks.ts and `applyMask` in
 * apply-mask.ts (which imports imask), both kept out of this barrel.
 */
export { formatBRL } from './money';
export { discountPercent, formatDiscount } from './discount';
export { formatInstallments } from './installments';
;
export { limitText,  } from './text';
export { formatShippingPrice, formatShippingTime } from './shipping';
;
export {  parseQuantity, QUANTITY_DROPDOWN_MAX,   quantityOptions } from './quantity';
export { formatDate, formatDateTime } from './date';
export {
  
  
  
  formatCep,
  formatCpfCnpj,
  
  formatPhone,
  
  
} from './documents';
