/**
 * The API envelope. `POST /api` with `{ request, params?, json? }` dispatches to the operation registered
 * for `request`; own-path operations (`POST /api/login` ...) take the same envelope (or the bare payload).
 * Before an operation runs: its rate-limit class (per operation and client IP), then its access rule and
 * declared inputs (routes/registry.ts). Success: 200 with the answer. Failure: `{ error, code? }`.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
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

export const DEFAULT_LIMITS: LimitSettings = {
  read: null,
  form: { max: 30, timeWindow: 60_000 },
  cart: { max: 120, timeWindow: 60_000 },
  login: { max: 30, timeWindow: 60_000 },
  account: { max: 20, timeWindow: 60_000 },
};

/** Payload of an own-path call: the envelope's json, or the body itself when it is not an envelope. */
function payloadOf(body: unknown): { params: unknown; json: unknown } {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return { params: null, json: null };
  const record = body as Record<string, unknown>;
  if ('json' in record || 'request' in record) return { params: record.params, json: record.json };
  return { params: null, json: record };
}

export async function apiRoutes(app: FastifyInstance, options: { registry: OperationRegistry; limits?: Partial<LimitSettings> }): Promise<void> {
  const { registry } = options;
  const limits: LimitSettings = { ...DEFAULT_LIMITS, ...options.limits };

  // One @fastify/rate-limit counter per capped operation, keyed by client IP, with its class's cap.
  type Verdict = { isAllowed: boolean; isExceeded?: boolean; ttlInSeconds?: number };
  const limiters = new Map<string, (request: FastifyRequest) => Promise<Verdict>>();
  for (const entry of registry.entries()) {
    const setting = limits[entry.limit];
    if (!setting) continue;
    const limiter = app.createRateLimit({
      max: setting.max,
      timeWindow: setting.timeWindow,
      keyGenerator: (request) => `${entry.limit}|${entry.name}|${request.ip}`,
    });
    limiters.set(entry.name, (request) => limiter(request));
  }

  async function dispatch(entry: OperationEntry, call: RawCall): Promise<unknown> {
    const limiter = limiters.get(entry.name);
    if (limiter) {
      const verdict = await limiter(call.request);
      // isAllowed is true only for an allow-listed key; otherwise the counter says whether the cap is passed.
      if (!verdict.isAllowed && verdict.isExceeded) {
        if (verdict.ttlInSeconds) call.reply.header('retry-after', String(verdict.ttlInSeconds));
        throw fail(429, 'api.tooManyRequests', 'RATE_LIMIT');
      }
    }
    return entry.run(call);
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
