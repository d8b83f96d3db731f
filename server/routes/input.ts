/**
 * Declared inputs of the operations: the envelope's `params` (a query string) and `json` each go through
 * a schema given at registration, and the handler receives the typed, checked value. Forms reuse the
 * widgets' yup schemas (src/forms/schemas), so the server answers the very text the widget shows beside
 * the field, prefixed with the field's label ('E-mail: E-mail Inválido'). Bad input is a 400, never a 500.
 */
import { number, setLocale, ValidationError, type AnyObjectSchema, type InferType } from 'yup';
import { HttpError } from '../lib/http-error';
import { invalidInput, text, type MessageKey } from '../lib/messages';

/** The envelope's params: parsed, and as sent (path values such as '12/3'). */
export interface RawParams {
  search: URLSearchParams;
  raw: string;
}

export interface InputSchema<In, Out> {
  /** The checked value, or an HttpError 400 with the shopper's text. */
  parse(value: In): Out | Promise<Out>;
}
export type ParamsSchema<T> = InputSchema<RawParams, T>;
export type JsonSchema<T> = InputSchema<unknown, T>;

// yup's own (English) texts never reach a shopper: whatever a schema does not word is 'Dados da requisição inválidos.'.
const generic = () => text('api.invalidInput');
setLocale({
  mixed: { default: generic, required: generic, defined: generic, notNull: generic, notType: generic, oneOf: generic, notOneOf: generic },
  string: { min: generic, max: generic, length: generic, email: generic, matches: generic },
  number: { min: generic, max: generic, integer: generic, positive: generic, lessThan: generic, moreThan: generic },
  array: { min: generic, max: generic, length: generic },
  object: { noUnknown: generic },
});

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** Control characters no text of a shopper holds (C0 but tab, line feed and carriage return; DEL). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/**
 * True when a text (or a key) anywhere in the value holds a control character (NUL, which PostgreSQL
 * cannot store, and the others no form sends), or when the value nests deeper than 32 levels.
 */

export function unsafeInput(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return CONTROL_CHARACTERS.test(value);
  if (depth > 32) return true;
  if (Array.isArray(value)) return value.some((item) => unsafeInput(item, depth + 1));
  if (isPlainObject(value)) return Object.entries(value).some(([key, item]) => CONTROL_CHARACTERS.test(key) || unsafeInput(item, depth + 1));
  return false;
}

/**
 * Keys no form sends that name what every object inherits ('constructor', 'toString', '__proto__' …):
 * yup looks an unknown key up among a schema's fields and would find Object's own (a 500).
 */
const inheritedName = (key: string): boolean => key in Object.prototype;

/** As a form hands values to yup: texts trimmed, empty texts absent (so `required` words them). */
function prepare(value: unknown): unknown {
  if (typeof value === 'string') {
    const trimmed = value.trim();
    return trimmed === '' ? undefined : trimmed;
  }
  if (Array.isArray(value)) return value.map(prepare);
  if (isPlainObject(value)) return Object.fromEntries(Object.entries(value).filter(([key]) => !inheritedName(key)).map(([key, item]) => [key, prepare(item)]));
  return value;
}

export interface YupInputOptions {
  /** Catalogue keys of the field labels that prefix a field's message ('Nome: Campo Obrigatório'). */
  labels?: Partial<Record<string, MessageKey>>;
  /** Text when the value is not an object at all (default 'Dados da requisição inválidos.'). */
  notObject?: MessageKey;
  /** Refuse a value of the wrong JSON type (a number in a text field ...) instead of casting it. */
  strictTypes?: boolean;
}

/**
 * True when a value has the wrong JSON type for its field: yup would cast it (a number into a text field
 * becomes its digits) or word the refusal in English with the value echoed. Text fields take texts, number
 * fields numbers or digit texts (params are texts), object fields objects; nested objects are checked too.
 */
function wrongType(schema: AnyObjectSchema, value: Record<string, unknown>): boolean {
  return Object.entries(schema.fields).some(([name, field]) => {
    const item = value[name];
    if (item === undefined || item === null) return false;
    const type = (field as { type?: string }).type;
    if (type === 'string') return typeof item !== 'string';
    if (type === 'number') return typeof item !== 'number' && typeof item !== 'string';
    if (type === 'boolean') return typeof item !== 'boolean';
    if (type === 'object') return !isPlainObject(item) || wrongType(field as AnyObjectSchema, item);
    return false;
  });
}

async function validateObject<S extends AnyObjectSchema>(schema: S, value: unknown, options: YupInputOptions): Promise<InferType<S>> {
  if (!isPlainObject(value)) throw invalidInput(options.notObject);
  if (options.strictTypes && wrongType(schema, value)) throw invalidInput();
  try {
    return (await schema.validate(prepare(value), { abortEarly: false })) as InferType<S>;
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    // The first field in the schema's order that failed, with its first message (as the form shows it).
    const order = Object.keys(schema.fields);
    const rank = (e: ValidationError) => {
      const root = (e.path ?? '').split(/[.[]/)[0] ?? '';
      const index = order.indexOf(root);
      return index === -1 ? order.length : index;
    };
    const errors = error.inner.length ? error.inner : [error];
    const first = errors.reduce((best, e) => (rank(e) < rank(best) ? e : best), errors[0]!);
    const root = (first.path ?? '').split(/[.[]/)[0] ?? '';
    const label = options.labels?.[root];
    // yup's own typeError text is English with the value echoed: the strict schemas never show it
    const message = options.strictTypes && first.type === 'typeError' ? text('api.invalidInput') : (first.errors[0] ?? first.message);
    throw new HttpError(400, label ? `${text(label)}: ${message}` : message, 'INVALID_INPUT');
  }
}

/** The json payload checked with a yup object schema; its cast value reaches the handler. */
export function jsonSchema<S extends AnyObjectSchema>(schema: S, options: YupInputOptions = {}): JsonSchema<InferType<S>> {
  return { parse: (value) => validateObject(schema, value, options) };
}

/**
 * jsonSchema refusing wrong JSON types outright (the customer area: a CPF sent as a number, an object as
 * an e-mail, an array as a code are 400 'Dados da requisição inválidos.', never cast).
 */
export function strictJsonSchema<S extends AnyObjectSchema>(schema: S, options: YupInputOptions = {}): JsonSchema<InferType<S>> {
  return jsonSchema(schema, { strictTypes: true, ...options });
}

/** The params query string (first value of each key) checked with a yup object schema. */
export function paramsSchema<S extends AnyObjectSchema>(schema: S, options: YupInputOptions = {}): ParamsSchema<InferType<S>> {
  return { parse: ({ search }) => validateObject(schema, Object.fromEntries(search), { notObject: 'api.invalidParams', ...options }) };
}

/** Params read by a parser of their own (listings: repeated keys, comma lists); it throws the 400s. */
export function parsedParams<T>(parse: (search: URLSearchParams, raw: string) => T): ParamsSchema<T> {
  return { parse: ({ search, raw }) => parse(search, raw) };
}

/** A json payload read by a parser of its own (login keeps its own order of checks). */
export function parsedJson<T>(parse: (value: unknown) => T): JsonSchema<T> {
  return { parse };
}

/**
 * A positive id (1..999,999,999), a number or its plain digits; anything else answers `key` (yup alone
 * would also read '0x400', ' 1024', '1024.0' or '' as numbers or as absent).
 */
export const idField = (key: MessageKey = 'api.invalidProduct') => {
  const message = () => text(key);
  return number()
    .transform((value: unknown, original: unknown) => (typeof original === 'string' && !/^\d{1,9}$/.test(original) ? Number.NaN : value))
    .typeError(message)
    .integer(message)
    .min(1, message)
    .max(999_999_999, message);
};

/** An optional SKU id: absent, null or 0 mean none (the product's standard SKU). */
export const optionalIdField = (key: MessageKey = 'api.invalidInput') =>
  idField(key)
    .nullable()
    .transform((value: unknown, original: unknown) => (original === 0 || original === '0' || original === null ? null : value));
