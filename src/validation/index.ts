/**
 * The shared validators (customer-area §5). Every function takes masked or bare input where the
 * spec allows, accepts any value (non-strings are simply invalid) and never throws. Theme code and the
 * reference server import them from here.
 */
export { asText, isDigitsOnly, isRepeatedDigits, onlyDigits } from './digits';
export {
  cnpjCheckDigits,
  cpfCheckDigits,
  isValidCnpj,
  isValidCpf,
  isValidCpfOrCnpj,
} from './cpf-cnpj';
export { BRAZILIAN_AREA_CODES, isValidPhone, phoneDigits, phoneProblem } from './phone';
export { isValidCep } from './cep';
export { isValidEmail } from './email';
export {
  daysInMonth,
  isLeapYear,
  isValidBirthDate,
  isValidCardExpiry,
  MAX_AGE_YEARS,
  MIN_AGE_YEARS,
  parseBrDate,
} from './dates';
export type { CalendarDay } from './dates';
export {
  isValidCompanyName,
  isValidFullName,
  looksLikeCompanyName,
  looksLikeFullName,
} from './names';
export { COMPANY_NAME_MAX_LENGTH, NAME_MAX_LENGTH, NAME_MIN_LENGTH } from './name-limits';
export { CARD_MAX_DIGITS, CARD_MIN_DIGITS, isValidCardNumber, luhnCheck } from './card';
export { isValidUrl } from './url';
export { BRAZILIAN_STATES, isValidStateCode } from './states';
export type { BrazilianState } from './states';
export { identifierType, isValidIdentifier } from './identifier';
export type { IdentifierType } from './identifier';
export { matchesSearch } from './search';
export {
  hasCommonPasswordCheck,
  isCommonPassword,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordLength,
  passwordListKey,
  setCommonPasswordCheck,
} from './password';
