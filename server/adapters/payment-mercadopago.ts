/**
 * Mercado Pago (https://www.mercadopago.com.br/developers/pt/reference): Checkout Transparente / Checkout API.
 * - Browser: MercadoPago.js v2 (`https://sdk.mercadopago.com/js/v2`, loaded on the card form's first use)
 *   makes the card token with the store's PUBLIC key (src/payment/card/mercadopago-tokenizer.ts).
 * - Server: `POST /v1/payments` with the secret ACCESS TOKEN (`Authorization: Bearer`, `X-Idempotency-Key`),
 *   `GET /v1/payment_methods/installments` for the plans, `POST /v1/payments/{id}/refunds` to give one back.
 * 'approved' is an approval; 'in_process'/'pending' (the issuer's or Mercado Pago's manual or fraud review,
 * status_detail 'pending_review_manual', 'pending_contingency' …) is 'in_review': the order waits, and Mercado
 * Pago's signed notice settles it minutes or hours later (adapters/payment-webhooks.ts).
 * Never logged: the token, the payer, the answers.
 */
import type { CardInstallment } from '../../src/api/operations';
import type { CardBrand } from '../../src/payment/card/brand';
import { GatewayUnavailable, type CardGateway, type CardRefusal } from './payment-gateway';

export interface MercadoPagoOptions {
  accessToken: string;
  publicKey: string;
  /** Default https://api.mercadopago.com (tests give a local fake). */
  apiBase?: string;
  fetch?: typeof globalThis.fetch;
  /** Per call; under the server's 15 s request timeout. */
  timeoutMs?: number;
}

const MERCADOPAGO_SCRIPT = 'https://sdk.mercadopago.com/js/v2';

/** Our brands as Mercado Pago's payment_method_id. */
const MERCADOPAGO_METHOD: Readonly<Record<CardBrand, string>> = {
  visa: 'visa', mastercard: 'master', elo: 'elo', amex: 'amex', hipercard: 'hipercard', diners: 'diners',
};

const round = (value: number) => Math.round(value * 100) / 100;

function refusal(detail: unknown): CardRefusal {
  return detail === 'cc_rejected_insufficient_amount' ? 'insufficient_funds' : 'declined';
}

export function mercadoPagoGateway(options: MercadoPagoOptions): CardGateway {
  const base = (options.apiBase ?? 'https://api.mercadopago.com').replace(/\/$/, '');
  const doFetch = options.fetch ?? globalThis.fetch;
  const timeoutMs = options.timeoutMs ?? 10_000;

  async function call(path: string, init: { method?: string; body?: unknown; idempotencyKey?: string } = {}): Promise<{ status: number; data: Record<string, unknown> | unknown[] }> {
    let response: Response;
    try {
      response = await doFetch(`${base}${path}`, {
        method: init.method ?? 'GET',
        headers: {
          authorization: `Bearer ${options.accessToken}`,
          'content-type': 'application/json',
          ...(init.idempotencyKey ? { 'x-idempotency-key': init.idempotencyKey } : {}),
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch {
      throw new GatewayUnavailable('mercadopago unreachable');
    }
    if (response.status >= 500) throw new GatewayUnavailable(`mercadopago ${response.status}`);
    const data = (await response.json().catch(() => null)) as Record<string, unknown> | unknown[] | null;
    if (data === null || typeof data !== 'object') throw new GatewayUnavailable('mercadopago answer not JSON');
    return { status: response.status, data };
  }

  return {
    provider: 'mercadopago',
    publicConfig: () => ({ provider: 'mercadopago', publicKey: options.publicKey, scriptUrl: MERCADOPAGO_SCRIPT }),

    async installments(amount, brand) {
      const query = new URLSearchParams({ amount: amount.toFixed(2), payment_method_id: MERCADOPAGO_METHOD[brand] });
      const { status, data } = await call(`/v1/payment_methods/installments?${query}`);
      if (status !== 200 || !Array.isArray(data)) return [];
      const costs = (data[0] as { payer_costs?: unknown } | undefined)?.payer_costs;
      if (!Array.isArray(costs)) return [];
      return costs.flatMap((cost): CardInstallment[] => {
        const { installments, installment_amount: each, total_amount: total, installment_rate: rate } = cost as Record<string, unknown>;
        if (!Number.isInteger(installments) || typeof each !== 'number' || typeof total !== 'number') return [];
        return [{ installments: installments as number, installmentValue: round(each), total: round(total), interest: typeof rate === 'number' ? rate : 0 }];
      });
    },

    async charge(charge) {
      const { status, data } = await call('/v1/payments', {
        method: 'POST',
        idempotencyKey: charge.idempotencyKey,
        body: {
          transaction_amount: charge.amount,
          token: charge.token,
          installments: charge.installments,
          payment_method_id: MERCADOPAGO_METHOD[charge.brand],
          description: `Pedido #${charge.orderId}`,
          external_reference: String(charge.orderId),
          payer: { email: charge.email, identification: { type: 'CPF', number: charge.holderDocument.replace(/\D/g, '') } },
        },
      });
      const payment = data as Record<string, unknown>;
      // 4xx: a token that is spent, expired or not of this store
      if (status >= 400) return { status: 'refused', reason: 'invalid_token' };
      const id = payment.id;
      const known = typeof id === 'number' || typeof id === 'string';
      const outcome = payment.status === 'approved' ? 'approved' : payment.status === 'in_process' || payment.status === 'pending' ? 'in_review' : null;
      if (outcome && known) {
        const card = payment.card as { last_four_digits?: unknown } | undefined;
        return { status: outcome, reference: String(id), last4: typeof card?.last_four_digits === 'string' ? card.last_four_digits : '' };
      }
      return { status: 'refused', reason: refusal(payment.status_detail) };
    },

    async refund(reference, inReview) {
      // a payment still in review is not settled: it is cancelled rather than refunded
      if (inReview) await call(`/v1/payments/${encodeURIComponent(reference)}`, { method: 'PUT', body: { status: 'cancelled' } });
      else await call(`/v1/payments/${encodeURIComponent(reference)}/refunds`, { method: 'POST', body: {}, idempotencyKey: `refund-${reference}` });
    },

    csp: {
      script: ['https://sdk.mercadopago.com', 'https://http2.mlstatic.com'],
      connect: ['https://api.mercadopago.com', 'https://api.mercadolibre.com', 'https://events.mercadopago.com'],
      frame: ['https://www.mercadopago.com', 'https://www.mercadolibre.com', 'https://api.mercadopago.com'],
    },
  };
}
