import { useRef, useState } from 'react';
import type { AlertMessage } from '../ui/alert';
import { call, type CallOptions } from './client';
import { toApiError, type ApiError } from './errors';
import type { AnswerOf, OperationName } from './operations';

/**
 * The one write path (issue 28). `write` sends a write; `useMutation` runs one from a widget: pending,
 * the failure, a second run while one is on its way ignored (no double submit), the failure said through
 * the widget's alert state (src/ui/alert.tsx useAlert, which emits `jet:alert-show`), and `retry` only for
 * a write declared safe to repeat.
 *
 * Not @nanostores/query's mutator (src/api/README.md, "Writes"): it is not a dependency (its bytes would
 * land on every page for what these few lines do), its mutator store is one module-level store shared by
 * every widget of the page (two forms would share one `loading`), its `mutate` resolves with nothing on a
 * failure, and it neither guards a double submit nor knows our alert state.
 */

/**
 * Sends a write of the catalogue: never repeated by the transport (src/api/client.ts retries reads only);
 * throws ApiError with the server's text. Stores and plain functions call this; widgets use useMutation.
 */
export const write: <N extends OperationName>(name: N, options?: CallOptions<N>) => Promise<AnswerOf<N>> = call;

/** Where a failure is said: the widget's useAlert() (or anything with its show/close). */
export interface AlertPath {
  show: (message: AlertMessage) => void;
  close: () => void;
}

export type MutationResult<A> = { ok: true; answer: A } | { ok: false; error: ApiError };

export interface MutationOptions<I, A> {
  /** Sends the write, usually `(input) => write('op', { json: ... })`. */
  send: (input: I) => Promise<A>;
  /** The widget's alert state; a run closes its message, a failure shows there. */
  alert: AlertPath;
  /** The spec's message for this write, shown when the server gave no text (network failure, a bare 5xx). */
  failed?: string;
  /**
   * What a failure shows instead of the default error alert (a code with a message of its own); null shows
   * nothing. `thrown` is what `send` threw, for a step before the write (the bot check's own error).
   */
  failure?: (error: ApiError, input: I, thrown: unknown) => AlertMessage | null | undefined;
  /** Runs with the answer (not inside the failure path: a throw here is a bug, not a failed write). */
  onSuccess?: (answer: A, input: I) => void;
  /** The write is safe to send again (it changes nothing twice): `retry` sends the last failed input again. */
  repeatable?: boolean;
}

/** The failure's text for the shopper: the server's own, else the write's message, else the client's. */
export function failureText(error: ApiError, failed?: string): string {
  return error.said || !failed ? error.message : failed;
}

export function useMutation<I, A>(options: MutationOptions<I, A>) {
  const [pending, setPending] = useState(false);
  /** The input of the last run when it failed (what `retry` sends again). */
  const [failed, setFailed] = useState<{ input: I } | null>(null);
  const busy = useRef(false);

  /** Sends `input`; null when a run was on its way (ignored). */
  const run = async (input: I): Promise<MutationResult<A> | null> => {
    if (busy.current) return null;
    busy.current = true;
    const { send, alert } = options;
    setPending(true);
    setFailed(null);
    alert.close();
    let answer: A;
    try {
      answer = await send(input);
    } catch (thrown) {
      const error = toApiError(thrown);
      setFailed({ input });
      const custom = options.failure?.(error, input, thrown);
      const message = custom === undefined ? { kind: 'error' as const, message: failureText(error, options.failed) } : custom;
      if (message) alert.show(message);
      return { ok: false, error };
    } finally {
      busy.current = false;
      setPending(false);
    }
    options.onSuccess?.(answer, input);
    return { ok: true, answer };
  };

  return { run, pending, retry: options.repeatable && failed ? () => run(failed.input) : undefined };
}
