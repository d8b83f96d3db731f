/**
 * The 429 answers of the limits: the text tells the wait in pt-BR ('Aguarde 3 minutos ...') and the
 * answer carries `Retry-After` (seconds) through the error body's `retryAfter`.
 */
import { HttpError } from './http-error';
import { text, type MessageKey } from './messages';

/** '40 segundos', '1 minuto', '15 minutos' (rounded up; never '0'). */
function describeWait(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return seconds === 1 ? text('limits.wait.second') : text('limits.wait.seconds', { n: seconds });
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? text('limits.wait.minute') : text('limits.wait.minutes', { n: minutes });
}

/** A 429 whose text (with a `{wait}` placeholder) tells how long to wait. */
export function tooManyWait(key: MessageKey, waitMs: number, code = 'RATE_LIMIT'): HttpError {
  const retryAfter = Math.max(1, Math.ceil(waitMs / 1000));
  return new HttpError(429, text(key, { wait: describeWait(waitMs) }), code, { retryAfter });
}
