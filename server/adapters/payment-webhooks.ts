/**
 * The payment gateways' notifications (webhooks): how each one proves it is the gateway (a signature over
 * what it sent, with a secret shared with the store) and what it says of which order. Nothing here
 * touches the database: routes/payment-webhooks.ts checks the signature, reads the notice and hands it to
 * services/payment-status.ts.
 *
 * - `sandbox`, the offline gateway of the demo and the tests: a JSON body `{ "idOrder": 1024, "status":
 *   "approved" | "refused" }` signed in `x-jet-signature: sha256=<hex HMAC-SHA256 of the raw body>`.
 * - `mercadopago`, Mercado Pago's webhook (`POST …?data.id=123&type=payment` with `{ "type": "payment",
 *   "action": "payment.updated", "data": { "id": "123" } }`): `x-signature: ts=…,v1=<hex>` is the
 *   HMAC-SHA256 of the manifest `id:{data.id};request-id:{x-request-id};ts:{ts};` with the secret of "Your
 *   integrations" (MERCADOPAGO_WEBHOOK_SECRET). The notice carries no status: the payment is read from
 *   the API (`GET /v1/payments/{id}` with MERCADOPAGO_ACCESS_TOKEN), whose `external_reference` is our
 *   order number. A replayed notice only makes the store read the payment again.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PaymentOutcome } from '../services/payment-status';

export interface WebhookRequest {
  headers: Record<string, string | string[] | undefined>;
  /** The query string's values (`data.id`, `type` …). */
  query: Record<string, unknown>;
  /** The body exactly as it arrived (signatures are over bytes, not over parsed JSON). */
  rawBody: string;
}

/**
 * What a notice says: an order and what happened to its payment (null: nothing to do, e.g. still pending).
 * @public what a webhook adapter answers
 */
export interface PaymentNotice {
  idOrder: number;
  outcome: PaymentOutcome | null;
}

export interface WebhookGateway {
  name: string;
  /** True only for a request signed with this gateway's secret. */
  verify(request: WebhookRequest): boolean;
  /** The notice of a verified request; null when it is about something else (a refund, a plan …). Throws when the gateway cannot be asked. */
  read(request: WebhookRequest): Promise<PaymentNotice | null>;
}

const header = (request: WebhookRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
};

const hmacHex = (secret: string | Buffer, data: string) => createHmac('sha256', secret).update(data, 'utf8').digest('hex');

/** Hex strings compared in constant time (different lengths, or not hex: false). */
function sameHex(expected: string, given: string | undefined): boolean {
  if (!given || !/^[0-9a-f]+$/i.test(given)) return false;
  const a = Buffer.from(expected, 'hex');
  const b = Buffer.from(given.toLowerCase(), 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

const record = (value: unknown): Record<string, unknown> | undefined =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;

/** An order number as the gateways send it (a number or its digits), 1..999,999,999; otherwise undefined. */
function orderNumber(value: unknown): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,9}$/.test(value.trim()) ? Number(value.trim()) : NaN;
  return Number.isInteger(n) && n >= 1 && n <= 999_999_999 ? n : undefined;
}

// --- the offline sandbox ---------------------------------------------------------------------------

const SANDBOX_SIGNATURE_HEADER = 'x-jet-signature';

/** The header value the sandbox signs a body with. */
export const sandboxSignature = (secret: string | Buffer, rawBody: string): string => `sha256=${hmacHex(secret, rawBody)}`;

/** A signed sandbox notification, as the sandbox sends it (the demo's payments page, the delayed Pix, tests). */
export function sandboxNotification(secret: string | Buffer, idOrder: number, status: 'approved' | 'refused'): WebhookRequest {
  const rawBody = JSON.stringify({ idOrder, status });
  return { headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: sandboxSignature(secret, rawBody) }, query: {}, rawBody };
}

export function sandboxGateway(secret: string | Buffer): WebhookGateway {
  return {
    name: 'sandbox',
    verify(request) {
      const given = header(request, SANDBOX_SIGNATURE_HEADER);
      return given?.startsWith('sha256=') === true && sameHex(hmacHex(secret, request.rawBody), given.slice(7));
    },
    async read(request) {
      const body = record(parseJson(request.rawBody));
      const idOrder = orderNumber(body?.idOrder);
      const status = body?.status;
      if (idOrder === undefined || (status !== 'approved' && status !== 'refused')) return null;
      return { idOrder, outcome: status };
    },
  };
}

// --- Mercado Pago ----------------------------------------------------------------------------------

export interface MercadoPagoOptions {
  /** MERCADOPAGO_WEBHOOK_SECRET: the webhook's secret signature. */
  secret: string;
  /** MERCADOPAGO_ACCESS_TOKEN: reads the payment a notice names. */
  accessToken: string;
  /** Tests give a fake. */
  fetch?: typeof fetch;
  /** Default https://api.mercadopago.com */
  apiBase?: string;
  timeoutMs?: number;
}

/** Mercado Pago's payment statuses as outcomes: approved; rejected and cancelled end it; the rest wait. */
function mercadoPagoOutcome(status: unknown): PaymentOutcome | null {
  if (status === 'approved') return 'approved';
  if (status === 'rejected' || status === 'cancelled') return 'refused';
  // pending, in_process, authorized: not settled yet; refunded, charged_back: a return, handled by the store
  return null;
}

/** `data.id` of the notice's address: the resource the signature names (lower case when alphanumeric, as Mercado Pago signs it). */
function dataId(request: WebhookRequest): string | undefined {
  const value = request.query['data.id'];
  return typeof value === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(value) ? value.toLowerCase() : undefined;
}

export function mercadoPagoGateway(options: MercadoPagoOptions): WebhookGateway {
  const fetcher = options.fetch ?? fetch;
  const apiBase = (options.apiBase ?? 'https://api.mercadopago.com').replace(/\/+$/, '');
  return {
    name: 'mercadopago',
    verify(request) {
      const signature = header(request, 'x-signature');
      const id = dataId(request);
      if (!signature || !id) return false;
      const parts = new Map(signature.split(',').map((part) => part.trim().split('=', 2) as [string, string | undefined]));
      const ts = parts.get('ts');
      if (!ts || !/^\d{1,16}$/.test(ts)) return false;
      const requestId = header(request, 'x-request-id');
      const manifest = `id:${id};${requestId ? `request-id:${requestId};` : ''}ts:${ts};`;
      return sameHex(hmacHex(options.secret, manifest), parts.get('v1'));
    },
    async read(request) {
      const body = record(parseJson(request.rawBody));
      const type = body?.type ?? request.query.type ?? request.query.topic;
      const id = dataId(request);
      if (type !== 'payment' || !id) return null;
      const answer = await fetcher(`${apiBase}/v1/payments/${encodeURIComponent(id)}`, {
        headers: { authorization: `Bearer ${options.accessToken}` },
        signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
      });
      if (answer.status === 404) return null;
      if (!answer.ok) throw new Error(`Mercado Pago answered ${answer.status}`);
      const payment = record(await answer.json());
      const idOrder = orderNumber(payment?.external_reference);
      return idOrder === undefined ? null : { idOrder, outcome: mercadoPagoOutcome(payment?.status) };
    },
  };
}

/** Mercado Pago from the environment, or undefined when its secret or token is missing (its webhook then answers 404). */
export function mercadoPagoFromEnv(env: NodeJS.ProcessEnv = process.env): WebhookGateway | undefined {
  const secret = env.MERCADOPAGO_WEBHOOK_SECRET;
  const accessToken = env.MERCADOPAGO_ACCESS_TOKEN;
  return secret && accessToken ? mercadoPagoGateway({ secret, accessToken }) : undefined;
}
