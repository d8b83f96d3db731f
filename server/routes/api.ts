/**
 * The API envelope. `POST /api` with `{ request, params?, json? }` dispatches to the operation registered
 * for `request`; own-path operations (`POST /api/login` ...) take the same envelope (or the bare payload).
 * Before an operation runs: its rate-limit class (per operation and client IP, counted in lib/counters.ts so
 * the caps hold across processes), then its access rule and
 * declared inputs (routes/registry.ts). Success: 200 with the answer. Failure: `{ error, code? }`.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MemoryCounters, type CounterStore } from '../lib/counters';
import { HttpError } from '../lib/http-error';
import { tooManyWait } from '../lib/limits';
import { fail } from '../lib/messages';
import type { LimitClass, OperationEntry, OperationRegistry, RawCall } from './registry';
import { operations } from '../../src/api/operations';

interface Envelope {
  request: string;
  params?: string | null;
  json?: unknown;
}

const envelopeSchema = {
  type: 'object',
  required: ['request'],
  properties: {
    request: { type: 'string', minLength: 1, maxLength: 120 },
    params: { anyOf: [{ type: 'string', maxLength: 4000 }, { type: 'null' }] },
    json: {},
  },
} as const;

/** Calls allowed per operation and client IP in a window; null: no cap. */
export type LimitSettings = Record<LimitClass, { max: number; timeWindow: number } | null>;

/**
 * The caps per operation and address (server/README.md "Limits"). form: a shopper sends a handful of
 * forms (a quote, a few back-in-stock alerts, a rating per product bought, coupon codes typed by hand),
 * never dozens in ten minutes.
 */
export const DEFAULT_LIMITS: LimitSettings = {
  read: null,
  form: { max: 10, timeWindow: 10 * 60_000 },
  cart: { max: 120, timeWindow: 60_000 },
  login: { max: 30, timeWindow: 60_000 },
  account: { max: 20, timeWindow: 60_000 },
};

/** The request body's size: its Content-Length, or the parsed body's JSON (a chunked request has none). */
function bodyBytes(request: FastifyRequest): number {
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared >= 0) return declared;
  return Buffer.byteLength(JSON.stringify(request.body ?? null) ?? '');
}

/** Payload of an own-path call: the envelope's json, or the body itself when it is not an envelope. */
function payloadOf(body: unknown): { params: unknown; json: unknown } {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return { params: null, json: null };
  const record = body as Record<string, unknown>;
  if ('json' in record || 'request' in record) return { params: record.params, json: record.json };
  return { params: null, json: record };
}

export async function apiRoutes(
  app: FastifyInstance,
  options: { registry: OperationRegistry; limits?: Partial<LimitSettings>; counters?: CounterStore },
): Promise<void> {
  const { registry } = options;
  const limits: LimitSettings = { ...DEFAULT_LIMITS, ...options.limits };

  // One counter per capped operation and client IP, in the shared store (memory, or the database when
  // several processes share one PostgreSQL), with its class's cap.
  const counters = options.counters ?? new MemoryCounters();

  async function dispatch(entry: OperationEntry, call: RawCall): Promise<unknown> {
    if (bodyBytes(call.request) > entry.bodyLimit) throw fail(413, 'api.tooLarge', 'TOO_LARGE');
    const setting = limits[entry.limit];
    if (setting) {
      const { count, resetInMs } = await counters.hit(`rate|${entry.name}|${call.request.ip}`, setting.timeWindow);
      if (count > setting.max) {
        call.reply.header('retry-after', String(Math.max(1, Math.ceil(resetInMs / 1000))));
        throw tooManyWait(entry.limit === 'form' ? 'limits.tooManyForms' : 'limits.tooManyRequests', resetInMs);
      }
    }
    try {
      return await entry.run(call);
    } catch (error) {
      // A service's own limit (login, identification ...) tells the wait in the body: the header too.
      if (error instanceof HttpError && error.statusCode === 429 && typeof error.details?.retryAfter === 'number') {
        call.reply.header('retry-after', String(error.details.retryAfter));
      }
      throw error;
    }
  }

  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });

  app.post<{ Body: Envelope }>('/api', { schema: { body: envelopeSchema } }, async (request, reply) => {
    const entry = registry.find(request.body.request);
    if (!entry) throw fail(400, 'api.unknownOperation', 'UNKNOWN_OPERATION');
    return dispatch(entry, { request, reply, params: request.body.params, json: request.body.json });
  });

  for (const [path, entry] of registry.paths()) {
    // The method the catalogue declares (POST unless said; the change of e-mail is a PUT).
    const method: { method?: 'post' | 'put' } = operations[entry.name];
    app.route({ method: (method.method ?? 'post').toUpperCase() as 'POST' | 'PUT', url: `/api/${path}`, handler: async (request, reply) => {
      const { params, json } = payloadOf(request.body);
      return dispatch(entry, { request, reply, params, json });
    } });
  }
}
