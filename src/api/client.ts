import ky, { HTTPError, TimeoutError, type AfterResponseHook } from 'ky';
import { t } from '../i18n';
import { $config } from './config';
import { ApiError, toApiError } from './errors';
import { operations, type AnswerOf, type JsonOf, type OperationName, type ParamsOf } from './operations';
import type { ErrorBody } from './types';
import { needsXsrfHeader, readXsrfCookie } from './xsrf';

type ParamValue = string | number | boolean | null | undefined;
export type CallParams = string | Record<string, ParamValue | ParamValue[]> | undefined;

/** Objects become a query string; empty values are left out. Arrays repeat the key. */
export function toQueryString(params: CallParams): string | null {
  if (params === undefined) return null;
  if (typeof params === 'string') return params;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null && item !== '') query.append(key, String(item));
    }
  }
  return query.toString() || null;
}

interface Target {
  url: string;
  request: string;
  /** A read that is safe to repeat (retried on a network failure or a busy gateway). */
  read: boolean;
  method: 'post' | 'put';
}

function target(name: OperationName): Target {
  const { apiBase, operations: overrides } = $config.get();
  const own: { request?: string; path?: string; read?: boolean; method?: 'post' | 'put' } = operations[name];
  const def: { request?: string; path?: string } = overrides[name] ?? own;
  const read = Boolean(own.read);
  if (def.path) return { url: `${apiBase}/${def.path.replace(/^\/+/, '')}`, request: name, read, method: own.method ?? 'post' };
  return { url: apiBase, request: def.request ?? name, read, method: 'post' };
}

/**
 * After this a shopper sees the widget's error state, never an endless spinner. `configure({ timeoutMs })`
 * changes it (a positive number of milliseconds; anything else keeps this default).
 */
export const TIMEOUT_MS = 15_000;

/** The timeout of the next call: the configured one when it is a sensible number, else TIMEOUT_MS. */
export function timeoutMs(): number {
  const configured = $config.get().timeoutMs;
  return typeof configured === 'number' && Number.isFinite(configured) && configured > 0 ? Math.min(configured, 2_147_483_647) : TIMEOUT_MS;
}
/**
 * Reads are tried up to three times in all, 0.3 s then 0.6 s apart, after a network failure or a busy
 * gateway; writes are never repeated. (Every call is a POST, so the method list must name it.)
 */
const READ_RETRY = { limit: 2, methods: ['post'], statusCodes: [408, 429, 502, 503, 504], backoffLimit: 2000 };

/**
 * A call refused for its anti-forgery token while the cookie already holds another one: the call read the
 * cookie just before an answer (a sign-in, a first cart line) rotated the session and its token, and left
 * after; or the call went without a token (a first visit: no cookie yet) and the refusal brought one. The
 * server refused it before doing anything, so it is sent once more with the current token. A refusal with
 * the token the cookie still holds is final (the hook sends again only on a change).
 */
const resendWithNewToken: AfterResponseHook = async (request, _options, response) => {
  if (response.status !== 403) return undefined;
  const sent = request.headers.get('X-XSRF-TOKEN');
  const current = readXsrfCookie();
  if (!current || current === sent) return undefined;
  // A first visit on a page the store server did not send (CDN-cached, another host's HTML): no cookie
  // yet, so the first calls go without a token and their 403 brings one. Only to this site, as ever.
  if (sent === null && !needsXsrfHeader(request.method, request.url)) return undefined;
  const body = (await response.json().catch(() => null)) as Partial<ErrorBody> | null;
  if (body?.code !== 'XSRF') return undefined;
  request.headers.set('X-XSRF-TOKEN', current);
  return ky(request, { retry: 0, timeout: timeoutMs(), throwHttpErrors: false });
};

/**
 * The one transport: a timeout on every call, retries with backoff for reads only, and the anti-forgery
 * header for requests to this site (a `beforeRequest` hook, so a retried request carries the cookie's
 * current value; resendWithNewToken covers the token changing while a call was on its way).
 */
const http = ky.create({
  method: 'post',
  credentials: 'same-origin',
  timeout: TIMEOUT_MS,
  headers: { accept: 'application/json' },
  retry: 0,
  hooks: {
    beforeRequest: [
      (request) => {
        const token = readXsrfCookie();
        if (token && needsXsrfHeader(request.method, request.url)) request.headers.set('X-XSRF-TOKEN', token);
      },
    ],
    afterResponse: [resendWithNewToken],
  },
});

/** The failed answer as an ApiError with the server's text for the shopper, when it sent one. */
async function fromHttpError(error: HTTPError): Promise<ApiError> {
  const body = (await error.response.json().catch(() => null)) as Partial<ErrorBody> | null;
  const text = typeof body?.error === 'string' && body.error ? body.error : undefined;
  const retryAfter = typeof body?.retryAfter === 'number' && body.retryAfter > 0 ? body.retryAfter : undefined;
  return new ApiError(text ?? t('api.unexpectedError'), error.response.status, body?.code, retryAfter);
}

export interface CallOptions<N extends OperationName> {
  params?: ParamsOf<N> | string;
  json?: JsonOf<N>;
  signal?: AbortSignal;
}

/**
 * Calls one operation of the catalogue: `POST {apiBase}` with `{ request, params, json }`.
 * Throws ApiError with the server's text for the shopper; code 'ABORTED' when `signal` aborted it,
 * 'TIMEOUT' when the store did not answer in time.
 */
export async function call<N extends OperationName>(name: N, options: CallOptions<N> = {}): Promise<AnswerOf<N>> {
  const { url, request, read, method } = target(name);
  try {
    return await http(url, {
      method,
      json: { request, params: toQueryString(options.params as CallParams), json: options.json ?? null },
      signal: options.signal,
      timeout: timeoutMs(),
      retry: read ? READ_RETRY : 0,
    }).json<AnswerOf<N>>();
  } catch (error) {
    if (options.signal?.aborted) throw new ApiError(t('api.networkError'), 0, 'ABORTED');
    if (error instanceof HTTPError) throw await fromHttpError(error);
    if (error instanceof TimeoutError) throw new ApiError(t('api.timeout'), 0, 'TIMEOUT');
    // fetch's own failure (offline, refused) is a TypeError; a 200 that is not JSON is a SyntaxError
    throw toApiError(error);
  }
}
