/** Reading the envelope's params and json: bad input is a 400 with a pt-BR text, never a 500. */
import { HttpError } from './http-error';

export const INPUT_MESSAGES = {
  invalidParams: 'Parâmetros da requisição inválidos.',
  invalidProduct: 'Informe um produto válido.',
  productNotFound: 'Produto não encontrado.',
  invalidBody: 'Dados da requisição inválidos.',
} as const;

const POSITIVE_INT = /^[1-9]\d{0,8}$/;

/** A positive integer (at most 9 digits) from a string or number, else undefined. */
export function asPositiveInt(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isInteger(value) && value > 0 && value < 1e9 ? value : undefined;
  if (typeof value === 'string' && POSITIVE_INT.test(value.trim())) return Number(value.trim());
  return undefined;
}

/** A required positive integer query param; 400 with `message` when absent or malformed. */
export function requiredId(params: URLSearchParams, name: string, message: string = INPUT_MESSAGES.invalidProduct): number {
  const value = asPositiveInt(params.get(name) ?? undefined);
  if (value === undefined) throw new HttpError(400, message, 'INVALID_INPUT');
  return value;
}

/** The showcase quantity: absent means `max`; 1..∞ capped at `max`; anything else is a 400. */
export function quantityParam(params: URLSearchParams, name = 'quantity', max = 12): number {
  const raw = params.get(name);
  if (raw === null || raw.trim() === '') return max;
  const value = asPositiveInt(raw);
  if (value === undefined) throw new HttpError(400, INPUT_MESSAGES.invalidParams, 'INVALID_INPUT');
  return Math.min(value, max);
}

/** The json payload as a plain object; 400 otherwise. */
export function jsonObject(json: unknown): Record<string, unknown> {
  if (json === null || typeof json !== 'object' || Array.isArray(json)) throw new HttpError(400, INPUT_MESSAGES.invalidBody, 'INVALID_INPUT');
  return json as Record<string, unknown>;
}

/** A trimmed string field ('' when absent or not a string). */
export function textField(input: Record<string, unknown>, name: string): string {
  const value = input[name];
  return typeof value === 'string' ? value.trim() : '';
}
