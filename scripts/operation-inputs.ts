/**
 * Malformed inputs for every operation of the catalogue, shared by the property test
 * (test/server/operations-fuzz.test.ts) and the probe (scripts/probe-api.ts).
 *
 * The shapes of each operation's `params` and `json` are read from the contract's own types
 * (src/api/operations, through the TypeScript checker), so the inputs reach past the first check: most
 * are the right shape with hostile values (control characters, huge and odd unicode texts, numbers out of
 * every range, wrong types, deep and long arrays, unknown keys), the rest anything JSON can hold.
 */
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import ts from 'typescript';
import { operations, type OperationName } from '../src/api/operations';

export type Shape =
  | { kind: 'string'; literal?: string }
  | { kind: 'number'; literal?: number }
  | { kind: 'boolean' }
  | { kind: 'null' }
  | { kind: 'unknown' }
  | { kind: 'array'; item: Shape }
  | { kind: 'object'; fields: Record<string, { shape: Shape; optional: boolean }> }
  | { kind: 'union'; options: Shape[] };

export interface OperationShape {
  name: OperationName;
  /** The envelope's request name, or the own path (`/api/login`). */
  request?: string;
  path?: string;
  method: 'POST' | 'PUT';
  params: Shape | null;
  json: Shape | null;
}

const INDEX = fileURLToPath(new URL('../src/api/operations/index.ts', import.meta.url));

/** The params and json shapes of every operation, read from the contract's types. */
export function operationShapes(): OperationShape[] {
  const program = ts.createProgram([INDEX], { strict: true, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, skipLibCheck: true, noEmit: true });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(INDEX)!;
  const moduleSymbol = checker.getSymbolAtLocation(source)!;
  const exported = checker.getExportsOfModule(moduleSymbol).find((symbol) => symbol.name === 'operations')!;
  const operationsType = checker.getTypeOfSymbolAtLocation(exported, source);

  const toShape = (type: ts.Type, depth: number): Shape => {
    if (depth > 6) return { kind: 'unknown' };
    if (type.isUnion()) {
      const options = type.types.filter((t) => !(t.flags & ts.TypeFlags.Undefined)).map((t) => toShape(t, depth + 1));
      if (options.length === 1) return options[0]!;
      // true | false
      if (options.every((o) => o.kind === 'boolean')) return { kind: 'boolean' };
      return { kind: 'union', options };
    }
    if (type.isStringLiteral()) return { kind: 'string', literal: type.value };
    if (type.isNumberLiteral()) return { kind: 'number', literal: type.value };
    if (type.flags & ts.TypeFlags.StringLike) return { kind: 'string' };
    if (type.flags & ts.TypeFlags.NumberLike) return { kind: 'number' };
    if (type.flags & ts.TypeFlags.BooleanLike) return { kind: 'boolean' };
    if (type.flags & ts.TypeFlags.Null) return { kind: 'null' };
    if (type.flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) return { kind: 'unknown' };
    if (checker.isArrayType(type) || checker.isTupleType(type)) {
      const [item] = checker.getTypeArguments(type as ts.TypeReference);
      return { kind: 'array', item: item ? toShape(item, depth + 1) : { kind: 'unknown' } };
    }
    if (type.flags & ts.TypeFlags.Object) {
      const fields: Record<string, { shape: Shape; optional: boolean }> = {};
      for (const property of checker.getPropertiesOfType(type)) {
        const declaration = property.valueDeclaration ?? property.declarations?.[0];
        const propertyType = declaration ? checker.getTypeOfSymbolAtLocation(property, declaration) : checker.getTypeOfSymbol(property);
        fields[property.name] = { shape: toShape(propertyType, depth + 1), optional: Boolean(property.flags & ts.SymbolFlags.Optional) };
      }
      return { kind: 'object', fields };
    }
    return { kind: 'unknown' };
  };

  const shapes: OperationShape[] = [];
  for (const property of checker.getPropertiesOfType(operationsType)) {
    const name = property.name as OperationName;
    const opType = checker.getTypeOfSymbolAtLocation(property, source);
    const typesSymbol = opType.getProperty('__types');
    let params: Shape | null = null;
    let json: Shape | null = null;
    if (typesSymbol) {
      const typesType = checker.getNonNullableType(checker.getTypeOfSymbolAtLocation(typesSymbol, source));
      const paramsSymbol = typesType.getProperty('params');
      const jsonSymbol = typesType.getProperty('json');
      const shapeOf = (symbol: ts.Symbol | undefined) => {
        if (!symbol) return null;
        const type = checker.getTypeOfSymbolAtLocation(symbol, source);
        if (type.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Null | ts.TypeFlags.Void)) return null;
        return toShape(type, 0);
      };
      params = shapeOf(paramsSymbol);
      json = shapeOf(jsonSymbol);
    }
    const def: { request?: string; path?: string; method?: 'post' | 'put' } = operations[name];
    shapes.push({
      name,
      request: def.request,
      path: def.path ? `/api/${def.path.replace(/^\/?(api\/)?/, '')}` : undefined,
      method: def.method === 'put' ? 'PUT' : 'POST',
      params,
      json,
    });
  }
  return shapes;
}

// ---- values ----

/** Texts no form sends, and a few a form does. */
const HOSTILE_TEXTS = [
  '', ' ', '\u0000', 'a\u0000b', '%00', '\u0001\u0002', '\u001f', '\u007f', '\u0085', '\u2028', '\u200b', '\ufeff', '\ud800', '\udfff',
  '😀'.repeat(300), 'ação çõé ÁÉÍ', 'ä̸̡̛̖̗̘̙̜̝̞̟̠', '٣٤٥', '１２３', 'x'.repeat(256), 'x'.repeat(5_000), 'x'.repeat(70_000),
  "'; drop table customers; --", '" or 1=1 --', '\\', '\\u0000', '<script>alert(1)</script>', '<img src=x onerror=alert(1)>', 'javascript:alert(1)',
  '../../../etc/passwd', '/', '//', '?', '#', '&', '=', '%', '%%', '%zz', '+', '-1', '0', '00', '1e400', '-0', '0x10', '1.5', 'NaN', 'Infinity',
  '9'.repeat(40), '2147483648', '-2147483649', '9007199254740993', 'true', 'null', 'undefined', '[]', '{}', '__proto__', 'constructor',
  'maria@example.com', 'a@b', '@', '01310-100', '01310100', '123.456.789-09', '12345678909', '(11) 98765-4321', '2024-02-30', '31/12/1999',
  '1', '2', '10', 'casa/sala/c', 'moveis/g', 'a/m', 'Senha@123', 'offline:Login',
];
const HOSTILE_NUMBERS = [0, -0, -1, 1, 2, 3, 10, 0.5, -2.5, 2_147_483_647, 2_147_483_648, -2_147_483_649, Number.MAX_SAFE_INTEGER + 2, 1e21, 1e308, -1e308, 5e-324];

const hostileText = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_TEXTS) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.integer().map(String) },
  { weight: 1, arbitrary: fc.nat({ max: 20 }).map((n) => 'é'.repeat(n * 600)) },
);
const hostileNumber = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) },
  { weight: 2, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
  { weight: 1, arbitrary: fc.maxSafeInteger() },
);
/** Anything JSON holds, a few levels deep. */
const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.constantFrom<unknown>(null, [], {}, true, false, 0, '', [[[[[[]]]]]], { __proto__: { a: 1 } }, Array.from({ length: 3_000 }, (_, i) => i)) },
  { weight: 1, arbitrary: hostileText },
  { weight: 1, arbitrary: hostileNumber },
);

/**
 * Values a form would send, by field name: most fields of an input get one (so the input passes the
 * first checks and reaches the handler and the database), one or two get a hostile value.
 */
const VALID_BY_NAME: Record<string, unknown[]> = {
  email: ['maria@example.com', 'fuzz@example.com', 'novo.cliente@example.com'],
  password: ['Senha@123'],
  tokenRecaptcha: ['offline:Login', 'offline:Register', 'offline:FirstAccess', 'offline:ForgetPassword'],
  name: ['Maria Souza'],
  phone: ['(11) 98765-4321', '(21) 3456-7890'],
  postcode: ['01310-100', '01310100', '20040-002'],
  cpf: ['529.982.247-25', '52998224725', '11.222.333/0001-81'],
  date: ['01/01/1990', '1990-01-01'],
  streetAddress: ['Avenida Paulista'],
  number: ['1000', 'S/N'],
  complement: ['Apto 12'],
  neighbourhood: ['Bela Vista'],
  city: ['São Paulo'],
  state: ['SP', 'RJ'],
  referencePoint: ['Perto do metrô'],
  text: ['Gostaria de um orçamento para 10 unidades.', 'Ótimo produto!'],
  word: ['sofá', 'mesa', 'cadeira'],
  textLink: ['moveis/c', 'sala/c', 'moveis/g', 'a/m'],
  urlAntiga: ['/produto-antigo', '/loja/antiga'],
  code: ['123456', 'PROMO10'],
  version: ['1'],
  id: [1, 2, 3, 5, 10, 20],
  page: [1, 2],
  quantity: [1, 2, 5],
  rate: [1, 3, 5],
  price: [0, 10, 1000],
};
const FIELD_KIND: Record<string, string> = {
  email: 'email', emailCustomer: 'email', emailConfirm: 'email', username: 'email', identifier: 'email', identification: 'email',
  password: 'password', passwordOld: 'password', passwordConfirm: 'password',
  name: 'name', nameCustomer: 'name', receiver: 'name', contact: 'name', fantasyName: 'name', nameProduct: 'name',
  phone: 'phone', phone1: 'phone', phone2: 'phone', phoneContact: 'phone',
  postcode: 'postcode', zipCode: 'postcode', cep: 'postcode', cpf_cnpj: 'cpf', cpfCnpj: 'cpf', dateBirth: 'date',
  message: 'text', comment: 'text', word: 'word', keyWord: 'word', key: 'code', code: 'code', token: 'code',
  version: 'version', policyPrivacyVersion: 'version', page: 'page', pageSize: 'page', qtdRegister: 'page',
  quantity: 'quantity', rate: 'rate', ofPrice: 'price', toPrice: 'price', value: 'price',
};

/** Real ids of the database (products, SKUs …) by field name, given by the caller. */
export type KnownIds = Partial<Record<string, number[]>>;
let knownIds: KnownIds = {};
/** Makes the generated ids the database's own (idProduct → its products' ids …). */
export function useKnownIds(ids: KnownIds): void {
  knownIds = ids;
}

function validByName(key: string, shape: Shape): unknown[] | undefined {
  const ids = knownIds[key];
  if (ids?.length) return ids;
  const kind = FIELD_KIND[key] ?? key;
  const values = VALID_BY_NAME[kind];
  if (values) return values;
  if (shape.kind === 'number') return /^id/.test(key) ? VALID_BY_NAME.id : [1];
  if (shape.kind === 'string' && shape.literal !== undefined) return [shape.literal];
  if (shape.kind === 'union') {
    const literals = shape.options.flatMap((option) => ('literal' in option && option.literal !== undefined ? [option.literal] : []));
    if (literals.length) return literals;
  }
  return undefined;
}

/**
 * A field of an input: mostly a value a form would send, sometimes a hostile one — the more fields the
 * input has, the rarer, so that about half of the inputs have every field but one or two right.
 */
function fieldValue(key: string, shape: Shape, depth: number, fieldCount: number): fc.Arbitrary<unknown> {
  const valid = validByName(key, shape);
  const hostile = depth > 4 ? anyJson : valueOf(shape, depth + 1);
  if (!valid) return hostile;
  return fc.oneof({ weight: Math.max(4, 2 * fieldCount), arbitrary: fc.constantFrom(...valid) }, { weight: 1, arbitrary: hostile });
}

/** A value of roughly the given shape: right shape, hostile values; now and then anything at all. */
export function valueOf(shape: Shape, depth = 0): fc.Arbitrary<unknown> {
  const plausible = ((): fc.Arbitrary<unknown> => {
    switch (shape.kind) {
      case 'string':
        return shape.literal !== undefined ? fc.oneof(fc.constant(shape.literal), hostileText) : hostileText;
      case 'number':
        return shape.literal !== undefined ? fc.oneof(fc.constant(shape.literal), hostileNumber) : hostileNumber;
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'unknown':
        return anyJson;
      case 'array':
        return fc.oneof(
          { weight: 4, arbitrary: fc.array(depth > 4 ? anyJson : valueOf(shape.item, depth + 1), { maxLength: 4 }) },
          { weight: 1, arbitrary: fc.constant(Array.from({ length: 2_000 }, () => 1)) },
        );
      case 'union':
        return fc.oneof(...shape.options.map((option) => valueOf(option, depth + 1)));
      case 'object': {
        const entries = Object.entries(shape.fields);
        const required = entries.filter(([, field]) => !field.optional).map(([key]) => key);
        const record = fc.record(Object.fromEntries(entries.map(([key, field]) => [key, fieldValue(key, field.shape, depth, entries.length)])), { requiredKeys: required });
        return fc.oneof(
          { weight: 4, arbitrary: record },
          { weight: 1, arbitrary: fc.tuple(record, fc.dictionary(hostileText, anyJson, { maxKeys: 3 })).map(([a, b]) => ({ ...b, ...a })) },
        );
      }
    }
  })();
  return depth === 0 ? fc.oneof({ weight: 8, arbitrary: plausible }, { weight: 1, arbitrary: anyJson }) : fc.oneof({ weight: 5, arbitrary: plausible }, { weight: 1, arbitrary: anyJson });
}

/** The envelope's params: a query string of the params' keys with hostile values, or a raw string, or a wrong type. */
export function paramsOf(shape: Shape | null): fc.Arbitrary<unknown> {
  const scalar = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value) ?? '');
  const query =
    shape && shape.kind === 'object'
      ? (valueOf(shape) as fc.Arbitrary<unknown>).map((value) => {
          if (value === null || typeof value !== 'object' || Array.isArray(value)) return scalar(value);
          const search = new URLSearchParams();
          for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
            for (const one of Array.isArray(item) ? item.slice(0, 50) : [item]) search.append(key, scalar(one));
          }
          return search.toString().slice(0, 3_900);
        })
      : fc.constant(null);
  return fc.oneof(
    { weight: 6, arbitrary: query },
    { weight: 2, arbitrary: hostileText.map((text) => text.slice(0, 3_900)) },
    { weight: 1, arbitrary: fc.constantFrom<unknown>(null, 1, true, [], {}, ['a=1'], 'x'.repeat(5_000)) },
  );
}

/** The json payload: roughly the operation's shape, or anything. */
export function jsonOf(shape: Shape | null): fc.Arbitrary<unknown> {
  return shape ? valueOf(shape) : anyJson;
}

/** One request's body: the envelope (own paths sometimes get the bare payload). */
export function bodyOf(operation: OperationShape): fc.Arbitrary<unknown> {
  const envelope = fc.record({ params: paramsOf(operation.params), json: jsonOf(operation.json) }).map(({ params, json }) => ({ request: operation.request ?? operation.name, params, json }));
  if (!operation.path) return envelope;
  return fc.oneof({ weight: 3, arbitrary: envelope }, { weight: 1, arbitrary: jsonOf(operation.json) });
}

/** One input a form would send for the shape (the first known value of each field), or null. */
export function exampleOf(shape: Shape | null, key = ''): unknown {
  if (!shape) return null;
  const known = key ? validByName(key, shape) : undefined;
  if (known) return known[0];
  switch (shape.kind) {
    case 'string':
      return shape.literal ?? 'abc';
    case 'number':
      return shape.literal ?? 1;
    case 'boolean':
      return true;
    case 'null':
    case 'unknown':
      return null;
    case 'array':
      return [exampleOf(shape.item, key)];
    case 'union':
      return exampleOf(shape.options.find((o) => o.kind !== 'null') ?? shape.options[0]!, key);
    case 'object':
      return Object.fromEntries(Object.entries(shape.fields).map(([name, field]) => [name, exampleOf(field.shape, name)]));
  }
}
