/**
 * The API envelope. `POST /api` with `{ request, params?, json? }` dispatches to the handler registered
 * for `request`; own-path operations (`POST /api/login` ...) take the same envelope (or the bare payload).
 * Success: 200 with the answer. Failure: `{ error, code? }` through the error handler.
 */
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../lib/http-error';
import type { OperationContext, OperationRegistry } from './registry';

export const UNKNOWN_OPERATION = 'Operação desconhecida.';
const INVALID_PARAMS = 'Parâmetros da requisição inválidos.';

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

function context(
  request: OperationContext['request'],
  reply: OperationContext['reply'],
  rawParams: unknown,
  json: unknown,
): OperationContext {
  if (rawParams !== undefined && rawParams !== null && typeof rawParams !== 'string') {
    throw new HttpError(400, INVALID_PARAMS, 'INVALID_INPUT');
  }
  const raw = (rawParams ?? '').replace(/^\?/, '');
  return { request, reply, params: new URLSearchParams(raw), rawParams: raw, json: json ?? null };
}

/** Payload of an own-path call: the envelope's json, or the body itself when it is not an envelope. */
function payloadOf(body: unknown): { params: unknown; json: unknown } {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return { params: null, json: null };
  const record = body as Record<string, unknown>;
  if ('json' in record || 'request' in record) return { params: record.params, json: record.json };
  return { params: null, json: record };
}

export async function apiRoutes(app: FastifyInstance, options: { registry: OperationRegistry }): Promise<void> {
  const { registry } = options;

  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });

  app.post<{ Body: Envelope }>('/api', { schema: { body: envelopeSchema } }, async (request, reply) => {
    const handler = registry.find(request.body.request);
    if (!handler) throw new HttpError(400, UNKNOWN_OPERATION, 'UNKNOWN_OPERATION');
    return handler(context(request, reply, request.body.params, request.body.json));
  });

  for (const [path, { handler, options }] of registry.paths()) {
    app.post(`/api/${path}`, options.rateLimit ? { config: { rateLimit: options.rateLimit } } : {}, async (request, reply) => {
      const { params, json } = payloadOf(request.body);
      return handler(context(request, reply, params, json));
    });
  }
}
