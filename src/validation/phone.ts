import { onlyDigits } from './digits';

/**
 * The Brazilian area codes (DDD) in use, as assigned by Anatel: 67 codes. Codes such as 20, 23, 25,
 * 26, 29, 30, 36, 39, 40, 50, 52, 56-60, 70, 72, 76, 78, 80 and 90 do not exist.
 */
export const BRAZILIAN_AREA_CODES: readonly string[] = [
  '11', '12', '13', '14', '15', '16', '17', '18', '19',
  '21', '22', '24', '27', '28',
  '31', '32', '33', '34', '35', '37', '38',
  '41', '42', '43', '44', '45', '46', '47', '48', '49',
  '51', '53', '54', '55',
  '61', '62', '63', '64', '65', '66', '67', '68', '69',
  '71', '73', '74', '75', '77', '79',
  '81', '82', '83', '84', '85', '86', '87', '88', '89',
  '91', '92', '93', '94', '95', '96', '97', '98', '99',
];

const AREA_CODES = new Set(BRAZILIAN_AREA_CODES);

/** Mobile: 9 then 8 digits. Landline: a first digit from 2 to 5, then 7 digits. */
const MOBILE = /^9\d{8}$/;
const LANDLINE = /^[2-5]\d{7}$/;

/**
 * The national number: non-digits removed, then one leading 0 (the long-distance prefix) removed.
 * '(011) 98765-4321' -> '11987654321'.
 */
export function phoneDigits(value: unknown): string {
  const digits = onlyDigits(value);
  return digits.startsWith('0') ? digits.slice(1) : digits;
}

/**
 * What is wrong with a phone number (customer-area §5), or null when it is valid:
 * - 'incorrect': fewer than 10 digits once non-digits and a leading 0 are removed;
 * - 'pattern': not a real area code followed by a mobile (9 + 8 digits) or landline (2-5 + 7 digits).
 */
export function phoneProblem(value: unknown): 'incorrect' | 'pattern' | null {
  const digits = phoneDigits(value);
  if (digits.length < 10) return 'incorrect';
  if (digits.length > 11) return 'pattern';
  const area = digits.slice(0, 2);
  const number = digits.slice(2);
  if (!AREA_CODES.has(area)) return 'pattern';
  const ok = number.length === 9 ? MOBILE.test(number) : LANDLINE.test(number);
  return ok ? null : 'pattern';
}

/**
 * A Brazilian phone, masked ('(11) 98765-4321', '(11) 2345-6789') or bare: 10 or 11 digits after
 * removing non-digits and a leading 0, a real area code, and a mobile (11 digits) starting with 9.
 */
export function isValidPhone(value: unknown): boolean {
  return phoneProblem(value) === null;
}
