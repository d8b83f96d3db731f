/**
 * Logs without personal data, at every level. The store's customers write their name, e-mail, CPF, phone
 * and address into forms; none of it may reach a log line, and neither may a value of an SQL query
 * (drizzle's failed-query errors carry the query's parameters; PostgreSQL's messages quote values).
 *
 * - Requests are logged as method and path only: no query string (reset links, searches), no headers
 *   (cookies, tokens), no client address (an IP address is personal data under the LGPD).
 * - Errors are logged as their type, code, a message with quoted values, e-mails, long digit runs and
 *   query parameters masked, the stack's frames, the PostgreSQL error's table/column/constraint names (never
 *   its `detail`, which quotes the row) and their causes, the same way.
 * - Any logged object's fields that name personal data (`email`, `cpf`, `password` …) are censored by
 *   pino's redaction, one and two levels deep.
 */
import type { FastifyServerOptions } from 'fastify';

const PERSONAL_FIELDS = [
  'email', 'username', 'password', 'newPassword', 'currentPassword', 'name', 'cpf', 'cnpj', 'phone', 'cellphone',
  'telephone', 'address', 'street', 'cep', 'postcode', 'birthDate', 'token', 'params', 'json', 'body', 'cookie',
];
const REDACT_PATHS = [...PERSONAL_FIELDS.map((field) => `*.${field}`), ...PERSONAL_FIELDS.map((field) => `*.*.${field}`), 'req.headers', 'req.query', 'req.body'];

/** A text with what could be a value masked: quoted texts, e-mails, digit runs, query parameters. */
export function maskValues(message: string): string {
  return message
    .replace(/\n?params:[\s\S]*$/u, '\nparams: [omitidos]')
    .replace(/'(?:[^']|'')*'/gu, "'…'")
    .replace(/"[^"\n]*"/gu, '"…"')
    .replace(/[^\s@'"(),;]+@[^\s@'"(),;]+/gu, '[e-mail]')
    .replace(/\d[\d.\-/ ]{4,}\d/gu, '[número]')
    .slice(0, 2000);
}

interface SafeError {
  [key: string]: unknown;
  type: string;
  code?: string;
  message: string;
  stack: string;
  table?: string;
  column?: string;
  constraint?: string;
  routine?: string;
  cause?: SafeError;
}

const NAME = /^[\w$.-]{1,120}$/;
const safeName = (value: unknown): string | undefined => (typeof value === 'string' && NAME.test(value) ? value : undefined);

/** An error as it may be logged (see the file's comment). */
export function safeError(error: unknown, depth = 0): SafeError {
  if (!(error instanceof Error)) return { type: typeof error, message: '[omitido]', stack: '' };
  const record = error as Error & Record<string, unknown>;
  const frames = (error.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .map((line) => maskValues(line.trim()))
    .slice(0, 12)
    .join('\n');
  const safe: SafeError = { type: safeName(error.constructor?.name) ?? safeName(error.name) ?? 'Error', message: maskValues(error.message ?? ''), stack: frames };
  const code = safeName(record.code);
  if (code) safe.code = code;
  for (const key of ['table', 'column', 'constraint', 'routine'] as const) {
    const value = safeName(record[key]);
    if (value) safe[key] = value;
  }
  if (record.cause !== undefined && depth < 3) safe.cause = safeError(record.cause, depth + 1);
  return safe;
}

interface LoggedRequest {
  id?: unknown;
  method?: string;
  url?: string;
  routeOptions?: { url?: string };
}

/** The logger options with the serializers and redaction above (false stays false). */
export function safeLoggerOptions(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const base = logger === true ? {} : logger;
  return {
    ...base,
    redact: { paths: REDACT_PATHS, censor: '[omitido]' },
    serializers: {
      req: (request: LoggedRequest) => ({ id: request.id, method: request.method, url: (request.url ?? '').split('?')[0] }),
      res: (reply: { statusCode?: number }) => ({ statusCode: reply.statusCode }),
      err: (error: unknown) => safeError(error),
    },
  };
}
