import ky, { HTTPError } from 'ky';
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

async function errorFrom(error: unknown): Promise<ApiError> {
  if (error instanceof HTTPError) {
    const body = (await error.response.json().catch(() => null)) as Partial<ErrorBody> | null;
    const text = typeof body?.error === 'string' && body.error ? body.error : undefined;
    return new ApiError(text ?? toApiError(null).message, error.response.status, body?.code);
  }
  return toApiError(error);
}

export interface CallOptions<N extends OperationName> {
  params?: ParamsOf<N> | string;
  json?: JsonOf<N>;
  signal?: AbortSignal;
}

/**
 * Calls one operation of the catalogue: `POST {apiBase}` with `{ request, params, json }`.
 * Throws ApiError with the server's text for the shopper.
 */
export async function call<N extends OperationName>(
  name: N,
  options: CallOptions<N> = {},
): Promise<AnswerOf<N>> {
  const { url, request } = target(name);
  const headers: Record<string, string> = {};
  const token = readXsrfCookie();
  if (token && needsXsrfHeader('POST', url)) headers['X-XSRF-TOKEN'] = token;
  try {
    return await ky
      .post(url, {
        json: { request, params: toQueryString(options.params as CallParams), json: options.json ?? null },
        headers,
        credentials: 'same-origin',
        signal: options.signal,
        retry: 0,
        timeout: 15_000,
      })
      .json<AnswerOf<N>>();
  } catch (error) {
    throw await errorFrom(error);
  }
}
