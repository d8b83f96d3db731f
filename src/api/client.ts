import { $config } from './config';
import { ApiError, toApiError } from './errors';
import { operations, type AnswerOf, type JsonOf, type OperationName, type ParamsOf } from './operations';
import { needsXsrfHeader, readXsrfCookie } from './xsrf';
import type { ErrorBody } from './types';

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

function target(name: OperationName): { url: string; request: string } {
  const { apiBase, operations: overrides } = $config.get();
  const def = overrides[name] ?? operations[name];
  if ('path' in def && def.path) return { url: `${apiBase}/${def.path}`, request: name };
  return { url: apiBase, request: (def as { request: string }).request };
}

/** The failed answer as an ApiError with the server's text for the shopper, when it sent one. */
async function errorFrom(response: Response): Promise<ApiError> {
  const body = (await response.json().catch(() => null)) as Partial<ErrorBody> | null;
  const text = typeof body?.error === 'string' && body.error ? body.error : undefined;
  return new ApiError(text ?? toApiError(null).message, response.status, body?.code);
}

const TIMEOUT_MS = 15_000;

export interface CallOptions<N extends OperationName> {
  params?: ParamsOf<N> | string;
  json?: JsonOf<N>;
  signal?: AbortSignal;
}

/**
 * Calls one operation of the catalogue: `POST {apiBase}` with `{ request, params, json }`.
 * Throws ApiError with the server's text for the shopper; code 'ABORTED' when `signal` aborted it.
 * Plain fetch rather than a client library: the call is all a widget needs, and every kilobyte counts on
 * a listing page (ky was 5 kB gzip of the core chunk).
 */
export async function call<N extends OperationName>(
  name: N,
  options: CallOptions<N> = {},
): Promise<AnswerOf<N>> {
  const { url, request } = target(name);
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  const token = readXsrfCookie();
  if (token && needsXsrfHeader('POST', url)) headers['X-XSRF-TOKEN'] = token;
  const timeout = AbortSignal.timeout(TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers,
      credentials: 'same-origin',
      body: JSON.stringify({ request, params: toQueryString(options.params as CallParams), json: options.json ?? null }),
      signal: options.signal ? AbortSignal.any([options.signal, timeout]) : timeout,
    });
  } catch (error) {
    // A timeout reads as a connection problem; the caller's own abort keeps its code for callers to ignore.
    if (options.signal?.aborted) throw new ApiError(toApiError(null).message, 0, 'ABORTED');
    throw toApiError(error instanceof DOMException ? new TypeError(error.message) : error);
  }
  if (!response.ok) throw await errorFrom(response);
  return (await response.json()) as AnswerOf<N>;
}
