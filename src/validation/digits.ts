/** Small string helpers shared by the validators. None of them throws, whatever it is given. */

/** The value as a string, or '' for anything that is not a string. */
export function asText(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** Keeps only the ASCII digits: '123.456.789-09' -> '12345678909'. Non-strings give ''. */
export function onlyDigits(value: unknown): string {
  return asText(value).replace(/\D/g, '');
}

/** True when the value is a non-empty string of ASCII digits only. */
export function isDigitsOnly(value: unknown): boolean {
  return typeof value === 'string' && /^\d+$/.test(value);
}

/** True when every character of a digit string is the same ('00000000000', '1111...'). */
export function isRepeatedDigits(digits: string): boolean {
  return digits.length > 0 && /^(\d)\1*$/.test(digits);
}
