/**
 * `Op<Params, Json, Answer>` types one call; `op()` declares it. Every call POSTs the envelope
 * `{ request, params, json }`; an operation with its own path still sends the envelope (its request is the
 * logical name) so servers parse one body shape.
 */
export interface Op<Params, Json, Answer> {
  /** Request name in the envelope, or undefined when the operation has its own path. */
  request?: string;
  /** Own path under the API base: 'login' is POSTed to `{apiBase}/login` (default /api/login). */
  path?: string;
  /** Phantom fields that carry the types; never set at run time. */
  readonly __types?: { params: Params; json: Json; answer: Answer };
}

export const op = <Params = undefined, Json = null, Answer = unknown>(
  def: { request: string } | { path: string },
): Op<Params, Json, Answer> => def;
