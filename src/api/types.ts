/** Shapes every operation shares: the envelope's plain success and failure bodies. */

export interface OkAnswer {
  ok: true;
}

/** Body of every failed call (HTTP 4xx/5xx). */
export interface ErrorBody {
  error: string;
  code?: string;
  /** Seconds to wait before trying again (a refused resend of the access code). */
  retryAfter?: number;
  /** A 500's id; the server's log line of that failure carries the same. */
  errorId?: string;
}
