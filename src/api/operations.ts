import type { Brand, CartCount, CompanySettings, LoginInput, LoginStatusAnswer, OkAnswer } from './types';

/**
 * The operation catalogue: each logical operation the widgets call, with the request name sent in
 * the `POST {apiBase}` envelope, or its own path for the few operations that have one.
 * A store platform whose names differ remaps them with `configure({ operations: { ... } })`.
 *
 * Every call POSTs the envelope `{ request, params, json }`; an operation with its own path still sends
 * the envelope (its request is the logical name) so servers parse one body shape.
 * `Op<Params, Json, Answer>` types the call; the reference server implements every entry.
 */
export interface Op<Params, Json, Answer> {
  /** Request name in the envelope, or undefined when the operation has its own path. */
  request?: string;
  /** Own path under the API base: 'login' is POSTed to `{apiBase}/login` (default /api/login). */
  path?: string;
  /** Phantom fields that carry the types; never set at run time. */
  readonly __types?: { params: Params; json: Json; answer: Answer };
}

const op = <Params = undefined, Json = null, Answer = unknown>(
  def: { request: string } | { path: string },
): Op<Params, Json, Answer> => def;

export const operations = {
  company: op<undefined, null, CompanySettings>({ request: 'getCompany' }),
  brands: op<{ onlyFeatured?: boolean }, null, Brand[]>({ request: 'getBrands' }),
  cartCount: op<undefined, null, CartCount>({ request: 'getCartCount' }),
  loginStatus: op<undefined, null, LoginStatusAnswer>({ request: 'getLoginStatus' }),
  verifySession: op<undefined, null, LoginStatusAnswer>({ path: 'verifySession' }),
  login: op<undefined, LoginInput, LoginStatusAnswer>({ path: 'login' }),
  logout: op<undefined, null, OkAnswer>({ path: 'logout' }),
} as const;

export type Operations = typeof operations;
export type OperationName = keyof Operations;
export type ParamsOf<N extends OperationName> = NonNullable<Operations[N]['__types']>['params'];
export type JsonOf<N extends OperationName> = NonNullable<Operations[N]['__types']>['json'];
export type AnswerOf<N extends OperationName> = NonNullable<Operations[N]['__types']>['answer'];
