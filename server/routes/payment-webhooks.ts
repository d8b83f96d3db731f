/**
 * `POST /webhooks/payments/{gateway}`: the payment gateways' notifications (adapters/payment-webhooks.ts),
 * `sandbox` always and `mercadopago` when it is configured (otherwise 404, like an unknown gateway). No
 * cookie, no session, no anti-forgery token: the gateway's signature over the raw body (or its manifest)
 * is the credential.
 *
 * - unsigned or badly signed: 401 `BAD_SIGNATURE`; past 60 such answers a minute from one address, 429;
 * - signed: 200 `{ ok: true, result }` whatever the notice says (`changed`, `unchanged` for a repeat,
 *   `closed`, `unknown` order, `ignored` when it names no outcome): the gateway stops sending it;
 * - the gateway's API cannot be read (Mercado Pago's payment): 502, so the gateway sends it again later.
 * Any body (not JSON, not an object, 64 kB at most) is one of these answers, never a 500. Nothing of the
 * body is logged.
 */
import type { FastifyInstance } from 'fastify';
import type { WebhookGateway, WebhookRequest } from '../adapters/payment-webhooks';
import type { CounterStore } from '../lib/counters';
import { fail } from '../lib/messages';
import type { PaymentStatusService, SettleResult } from '../services/payment-status';

/** Badly signed notifications one address may send in a minute before it gets 429s. */
const BAD_SIGNATURES_PER_MINUTE = 60;

export type WebhookResult = SettleResult | 'ignored';

export function paymentWebhookReceiver(payments: PaymentStatusService, gateways: readonly WebhookGateway[]) {
  const byName = new Map(gateways.map((gateway) => [gateway.name, gateway]));
  return {
    has: (name: string) => byName.has(name),
    /** Checks, reads and applies one notification; throws the 401/404/502 above. */
    async receive(name: string, request: WebhookRequest): Promise<WebhookResult> {
      const gateway = byName.get(name);
      if (!gateway) throw fail(404, 'api.webhookUnknownGateway', 'NOT_FOUND');
      if (!gateway.verify(request)) throw fail(401, 'api.webhookSignature', 'BAD_SIGNATURE');
      let notice;
      try {
        notice = await gateway.read(request);
      } catch {
        throw fail(502, 'api.webhookGatewayDown', 'GATEWAY_UNAVAILABLE');
      }
      if (!notice?.outcome) return 'ignored';
      return payments.settle(notice.idOrder, notice.outcome);
    },
  };
}

export type PaymentWebhookReceiver = ReturnType<typeof paymentWebhookReceiver>;

export async function paymentWebhookRoutes(app: FastifyInstance, options: { receiver: PaymentWebhookReceiver; counters: CounterStore }): Promise<void> {
  // every body is taken as text, whatever its type: the signature is over the bytes as sent
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  app.post<{ Params: { gateway: string } }>('/webhooks/payments/:gateway', { config: { ownCallerCheck: true } }, async (request, reply) => {
    const notification: WebhookRequest = {
      headers: request.headers,
      query: (request.query ?? {}) as Record<string, unknown>,
      rawBody: typeof request.body === 'string' ? request.body : '',
    };
    try {
      const result = await options.receiver.receive(request.params.gateway, notification);
      return reply.header('cache-control', 'no-store').send({ ok: true, result });
    } catch (error) {
      if ((error as { statusCode?: number }).statusCode === 401) {
        const { count } = await options.counters.hit(`webhook-bad|${request.ip}`, 60_000);
        if (count > BAD_SIGNATURES_PER_MINUTE) throw fail(429, 'api.tooManyRequests', 'RATE_LIMIT');
      }
      throw error;
    }
  });
}
