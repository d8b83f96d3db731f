import { asText } from './digits';

/** A CEP, masked ('01310-100') or bare ('01310100'). 00000-000 does not exist. */
export function isValidCep(value: unknown): boolean {
  const text = asText(value).trim();
  if (!/^(?:\d{8}|\d{5}-\d{3})$/.test(text)) return false;
  return text.replace('-', '') !== '00000000';
}
