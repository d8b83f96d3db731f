import { asText } from './digits';

/** True when a digit string passes the Luhn (mod 10) check. '' fails. */
export function luhnCheck(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Card numbers run from 12 (some Maestro) to 19 digits (ISO/IEC 7812). */
export const CARD_MIN_DIGITS = 12;
export const CARD_MAX_DIGITS = 19;

/**
 * A payment card number: only digits, spaces and hyphens ('4111 1111 1111 1111'), 12 to 19 digits,
 * and a correct Luhn check digit.
 */
export function isValidCardNumber(value: unknown): boolean {
  const text = asText(value);
  if (!/^[\d -]+$/.test(text)) return false;
  const digits = text.replace(/\D/g, '');
  if (digits.length < CARD_MIN_DIGITS || digits.length > CARD_MAX_DIGITS) return false;
  return luhnCheck(digits);
}
