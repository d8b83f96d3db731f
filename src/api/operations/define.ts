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
  /** HTTP method of an own-path operation; default 'post' (the spec's change e-mail is a PUT). */
  method?: 'post' | 'put';
  /** A read that is safe to repeat: retried with backoff on a network failure, and cached by query stores. */
  read?: boolean;
  /** Phantom fields that carry the types; never set at run time. */
  readonly __types?: { params: Params; json: Json; answer: Answer };
}

export const op = <Params = undefined, Json = null, Answer = unknown>(
  def: { request: string } | { path: string; method?: 'post' | 'put' },
): Op<Params, Json, Answer> => def;

/** A read: same as `op`, marked safe to repeat (no write, no side effect a second call would double). */
export const read = <Params = undefined, Answer = unknown>(
  def: { request: string } | { path: string },
): Op<Params, null, Answer> => ({ ...def, read: true });
