import ky, { HTTPError, TimeoutError, type AfterResponseHook } from 'ky';
import { t } from '../i18n';
import { $config, TIMEOUT_MS, timeoutMs } from './config';
import { ApiError, toApiError } from './errors';
import { operations, type AnswerOf, type JsonOf, type OperationName, type ParamsOf } from './operations';
import type { ErrorBody } from './types';
import { credentialsFor, needsXsrfHeader, primeToken, rememberToken, tokenFor } from './xsrf';

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

export { TIMEOUT_MS, timeoutMs };
/**
 * Reads are tried up to three times in all, 0.3 s then 0.6 s apart, after a network failure or a busy
 * gateway; writes are never repeated. (Every call is a POST, so the method list must name it.)
 */
const READ_RETRY = { limit: 2, methods: ['post'], statusCodes: [408, 429, 502, 503, 504], backoffLimit: 2000 };

/**
 * A write's token (src/api/xsrf.ts): the one known for its origin, else the one a single shared
 * `GET {apiBase}/xsrf` brings (a first call on a page the store server did not send, or to an API on
 * another origin). Runs on every try, so a retried request carries the current token.
 */
async function attachToken(request: Request): Promise<void> {
  const { apiBase } = $config.get();
  if (!needsXsrfHeader(request.method, request.url, apiBase)) return;
  const token = tokenFor(request.url) ?? (await primeToken(apiBase, timeoutMs()));
  if (token) request.headers.set('X-XSRF-TOKEN', token);
}

/** The token an API answer delivers in its header (a sign-in rotates it; an API on another origin has no readable cookie). */
const keepDeliveredToken: AfterResponseHook = (request, _options, response) => {
  if (needsXsrfHeader(request.method, request.url, $config.get().apiBase)) rememberToken(request.url, response.headers.get('X-XSRF-TOKEN'));
};

/**
 * A write refused for its anti-forgery token (403 `XSRF`: the server did nothing) is sent once more when a
 * newer token is known: an answer (a sign-in, a first cart line) rotated the session and its token while
 * this call was on its way, or the refusal itself brought one. Failing that, the API is asked once for the
 * session's current token (another tab signed in, and a cross-origin page's copy is stale). A refusal with
 * the token the API still holds is final.
 */
const resendWithNewToken: AfterResponseHook = async (request, _options, response) => {
  const { apiBase } = $config.get();
  if (response.status !== 403 || !needsXsrfHeader(request.method, request.url, apiBase)) return undefined;
  const body = (await response.json().catch(() => null)) as Partial<ErrorBody> | null;
  if (body?.code !== 'XSRF') return undefined;
  const sent = request.headers.get('X-XSRF-TOKEN');
  let current = tokenFor(request.url);
  if (!current || current === sent) current = await primeToken(apiBase, timeoutMs());
  if (!current || current === sent) return undefined;
  request.headers.set('X-XSRF-TOKEN', current);
  return ky(request, { retry: 0, timeout: timeoutMs(), throwHttpErrors: false });
};

/**
 * The one transport: a timeout on every call, retries with backoff for reads only, the anti-forgery
 * header on writes to this site or the API's origin, cookies sent to an API on another origin only
 * (`credentials` per call).
 */
const http = ky.create({
  method: 'post',
  credentials: 'same-origin',
  timeout: TIMEOUT_MS,
  headers: { accept: 'application/json' },
  retry: 0,
  hooks: {
    beforeRequest: [attachToken],
    afterResponse: [keepDeliveredToken, resendWithNewToken],
  },
});

/** The failed answer as an ApiError with the server's text for the shopper, when it sent one. */
async function fromHttpError(error: HTTPError): Promise<ApiError> {
  const body = (await error.response.json().catch(() => null)) as Partial<ErrorBody> | null;
  const text = typeof body?.error === 'string' && body.error ? body.error : undefined;
  const retryAfter = typeof body?.retryAfter === 'number' && body.retryAfter > 0 ? body.retryAfter : undefined;
  return new ApiError(text ?? t('api.unexpectedError'), error.response.status, body?.code, retryAfter, text !== undefined);
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
      credentials: credentialsFor($config.get().apiBase),
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
