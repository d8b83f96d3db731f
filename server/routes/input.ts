/**
 * Declared inputs of the operations: the envelope's `params` (a query string) and `json` each go through
 * a schema given at registration, and the handler receives the typed, checked value. Forms reuse the
 * widgets' yup schemas (src/forms/schemas), so the server answers the very text the widget shows beside
 * the field, prefixed with the field's label ('E-mail: E-mail Inválido'). Bad input is a 400, never a 500.
 */
import { number, setLocale, ValidationError, type AnyObjectSchema, type InferType, type Schema, type SchemaDescription } from 'yup';
import { HttpError } from '../lib/http-error';
import { invalidInput, text, type MessageKey } from '../lib/messages';

/** The envelope's params: parsed, and as sent (path values such as '12/3'). */
interface RawParams {
  search: URLSearchParams;
  raw: string;
}

interface InputSchema<In, Out> {
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

/**
 * As a form hands values to yup: texts trimmed, empty texts absent (so `required` words them); with
 * `nullAsAbsent`, null too.
 */
function prepare(value: unknown, nullAsAbsent = false): unknown {
  if (typeof value === 'string') {
    const trimmed = value.trim();
    return trimmed === '' ? undefined : trimmed;
  }
  if (value === null && nullAsAbsent) return undefined;
  if (Array.isArray(value)) return value.map((item) => prepare(item, nullAsAbsent));
  if (isPlainObject(value)) {
    return Object.fromEntries(Object.entries(value).filter(([key]) => !inheritedName(key)).map(([key, item]) => [key, prepare(item, nullAsAbsent)]));
  }
  return value;
}

/**
 * Caps of every list and text a schema declares no cap for: a client cannot make the server validate
 * 120,000 items to be told the list is too long (yup checks every item before the list's `max`).
 */
export const DEFAULT_ARRAY_CAP = 200;
const DEFAULT_TEXT_CAP = 20_000;

interface Caps {
  /** Most characters of a text, or items of a list. */
  max: number;
  /** The schema declares the cap (else it is the default). */
  declared?: boolean;
  kind: 'string' | 'array' | 'object' | 'other';
  /** A list's item, an object's fields. */
  item?: Caps;
  fields?: Record<string, Caps>;
}

const maxOf = (description: SchemaDescription): number | undefined => {
  const test = description.tests.find((t) => t.name === 'max' || t.name === 'length');
  const value = test?.params?.max ?? test?.params?.length;
  return typeof value === 'number' ? value : undefined;
};

function capsOf(description: SchemaDescription): Caps {
  const { type } = description;
  const declared = maxOf(description);
  if (type === 'string') return { kind: 'string', max: declared ?? DEFAULT_TEXT_CAP, declared: declared !== undefined };
  if (type === 'array') {
    const inner = (description as SchemaDescription & { innerType?: SchemaDescription }).innerType;
    return { kind: 'array', max: declared ?? DEFAULT_ARRAY_CAP, declared: declared !== undefined, item: inner ? capsOf(inner) : undefined };
  }
  if (type === 'object') {
    const fields = (description as SchemaDescription & { fields?: Record<string, SchemaDescription> }).fields ?? {};
    return { kind: 'object', max: 0, fields: Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, capsOf(field)])) };
  }
  return { kind: 'other', max: 0 };
}

const capsBySchema = new WeakMap<Schema, Caps>();
const capsFor = (schema: Schema): Caps => {
  let caps = capsBySchema.get(schema);
  if (!caps) capsBySchema.set(schema, (caps = capsOf(schema.describe() as SchemaDescription)));
  return caps;
};

/**
 * The value as yup may look at it, with work bounded by the caps, not by what was sent: a list longer than
 * its declared `max` is cut to max + 1 items (yup still refuses it, with the field's own text, having
 * looked at max + 1 items, not 120,000); a list or text over a default cap (no cap declared) is refused
 * outright, and so is a text over `maxText` unless its declared cap is larger. Looked at from the outside
 * in: a list's length before any of its items.
 */
function withinCaps(caps: Caps, value: unknown, maxText?: number): unknown {
  if (caps.kind === 'string') {
    if (typeof value !== 'string') return value;
    if (!caps.declared && value.length > caps.max) throw invalidInput();
    if (maxText !== undefined && value.length > Math.max(maxText, caps.declared ? caps.max : 0)) throw invalidInput();
    return value;
  }
  if (caps.kind === 'array') {
    if (!Array.isArray(value)) return value;
    if (value.length > caps.max && !caps.declared) throw invalidInput();
    const kept = value.length > caps.max ? value.slice(0, caps.max + 1) : value;
    const item = caps.item;
    return item ? kept.map((entry) => withinCaps(item, entry, maxText)) : kept;
  }
  if (caps.kind === 'object' && isPlainObject(value)) {
    const fields = caps.fields ?? {};
    return Object.fromEntries(Object.entries(value).map(([name, entry]) => [name, fields[name] ? withinCaps(fields[name], entry, maxText) : entry]));
  }
  return value;
}

export interface YupInputOptions {
  /** Catalogue keys of the field labels that prefix a field's message ('Nome: Campo Obrigatório'). */
  labels?: Partial<Record<string, MessageKey>>;
  /** Text when the value is not an object at all (default 'Dados da requisição inválidos.'). */
  notObject?: MessageKey;
  /**
   * Refuse a value of the wrong JSON type (a number in a text field, a list for an id ...) instead of
   * casting it (default true; only the envelope's params, texts by nature, are read with false).
   */
  strictTypes?: boolean;
  /** null anywhere is read as absent (the customer payloads send null for an empty field). */
  nullAsAbsent?: boolean;
  /**
   * Longest text of any field before its own rules run (a longer one is 'Dados da requisição inválidos.'),
   * unless the field declares a larger cap (tokens).
   */
  maxText?: number;
}

/** A text field that also takes an integer, read as its digits (a house number, typeCustomer 0/1). */
export const integerText = <S extends Schema>(field: S): S => field.meta({ integerText: true }) as S;

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
    if (type === 'string') return typeof item !== 'string' && !(Number.isInteger(item) && (field as Schema).meta()?.integerText);
    if (type === 'number') return typeof item !== 'number' && typeof item !== 'string';
    if (type === 'boolean') return typeof item !== 'boolean';
    if (type === 'object') return !isPlainObject(item) || wrongType(field as AnyObjectSchema, item);
    if (type === 'array') {
      if (!Array.isArray(item)) return true;
      const inner = (field as { innerType?: { type?: string } }).innerType;
      if (inner?.type === 'object') return item.some((entry) => !isPlainObject(entry) || wrongType(inner as AnyObjectSchema, entry));
      if (inner?.type === 'string') return item.some((entry) => typeof entry !== 'string');
      if (inner?.type === 'number') return item.some((entry) => typeof entry !== 'number' && typeof entry !== 'string');
    }
    return false;
  });
}

async function validateObject<S extends AnyObjectSchema>(schema: S, value: unknown, options: YupInputOptions): Promise<InferType<S>> {
  if (!isPlainObject(value)) throw invalidInput(options.notObject);
  const bounded = withinCaps(capsFor(schema), value, options.maxText) as Record<string, unknown>;
  if (options.strictTypes !== false && wrongType(schema, bounded)) throw invalidInput();
  try {
    return (await schema.validate(prepare(bounded, options.nullAsAbsent), { abortEarly: false })) as InferType<S>;
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
    // a nested field's own label ('phone.phone2'), else its root's
    const label = options.labels?.[first.path ?? ''] ?? options.labels?.[root];
    // yup's own English texts never show (setLocale above): a field's own typeError text does
    const message = first.errors[0] ?? first.message;
    throw new HttpError(400, label ? `${text(label)}: ${message}` : message, 'INVALID_INPUT');
  }
}

/** The json payload checked with a yup object schema; its cast value reaches the handler. */
export function jsonSchema<S extends AnyObjectSchema>(schema: S, options: YupInputOptions = {}): JsonSchema<InferType<S>> {
  return { parse: (value) => validateObject(schema, value, options) };
}

/** The params query string (first value of each key) checked with a yup object schema. */
export function paramsSchema<S extends AnyObjectSchema>(schema: S, options: YupInputOptions = {}): ParamsSchema<InferType<S>> {
  return { parse: ({ search }) => validateObject(schema, Object.fromEntries(search), { notObject: 'api.invalidParams', strictTypes: false, ...options }) };
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
