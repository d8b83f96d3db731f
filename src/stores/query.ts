import { atom, onMount, onStart, type ReadableAtom } from 'nanostores';
import { call, toQueryString, type CallParams } from '../api/client';
import { toApiError, type ApiError } from '../api/errors';
import type { AnswerOf, OperationName, ParamsOf } from '../api/operations';

/** The one state type of every server read: `data-state` on each widget's root shows it to theme CSS. */
export type QueryStatus = 'loading' | 'ready' | 'empty' | 'error';

export interface QueryState<T> {
  status: QueryStatus;
  /** The last answer; kept while a refresh loads and after it fails. */
  data?: T;
  error?: ApiError;
}

export interface QueryStore<T> extends ReadableAtom<QueryState<T>> {
  /** `operation?params`: one store, one request, however many widgets read it. */
  readonly key: string;
  /** Loads again now, keeping the last data while loading; calls made meanwhile share one request. */
  refresh(): Promise<void>;
  /** Takes an answer that arrived another way (a write that answers the new state) without a request. */
  setData(data: T): void;
  /** Forgets the answer: the store loads again now if read, else on its next reader. */
  invalidate(): void;
  /** Back to a page that has loaded nothing (tests and stories). */
  reset(): void;
}

const stores = new Map<string, QueryStore<unknown>>();

/** An empty list reads as 'empty'; a widget whose answer is an object decides emptiness itself. */
const statusOf = (data: unknown): QueryStatus => (Array.isArray(data) && data.length === 0 ? 'empty' : 'ready');

function createQuery<N extends OperationName>(name: N, params: ParamsOf<N> | undefined, key: string): QueryStore<AnswerOf<N>> {
  type T = AnswerOf<N>;
  const $state = atom<QueryState<T>>({ status: 'loading' });
  let fresh = false;
  let controller: AbortController | undefined;
  let inflight: Promise<void> | undefined;

  const refresh = (): Promise<void> => {
    if (inflight) return inflight;
    const current = (controller = new AbortController());
    // .value, never .get(): get() on an unread store would start it, and so load again
    if ($state.value.status !== 'loading') $state.set({ ...$state.value, status: 'loading', error: undefined });
    const request = call(name, { params, signal: current.signal }).then(
      (data) => {
        if (current.signal.aborted) return;
        fresh = true;
        $state.set({ status: statusOf(data), data });
      },
      (error: unknown) => {
        if (current.signal.aborted) return;
        fresh = true;
        $state.set({ ...$state.value, status: 'error', error: toApiError(error) });
      },
    );
    inflight = request.finally(() => {
      if (controller === current) inflight = undefined;
    });
    return inflight;
  };

  const cancel = () => {
    controller?.abort();
    controller = undefined;
    inflight = undefined;
  };

  // Loads when a reader comes and the answer is missing or invalidated. nanostores ends a mount one
  // second after the last reader leaves, so a re-rendered widget or a key switched back and forth does
  // not start the request again; a read left with no reader is aborted then, and runs again for the next.
  onStart($state, () => {
    if (!fresh) void refresh();
  });
  onMount($state, () => () => {
    if (inflight) cancel();
  });

  const store = Object.assign($state, {
    key,
    refresh,
    setData(data: T) {
      cancel();
      fresh = true;
      $state.set({ status: statusOf(data), data });
    },
    invalidate() {
      cancel();
      fresh = false;
      if ($state.lc > 0) void refresh();
    },
    reset() {
      $state.set({ status: 'loading' });
      store.invalidate();
    },
  });
  return store;
}

/**
 * The keyed query store of one read: `query('productDetail', { textLink })` is the same store for every
 * widget that asks for the same operation and parameters, loaded once when first read, deduplicated in
 * flight, kept for the page's life and loaded again when invalidated. Views read it with `useStore`.
 */
export function query<N extends OperationName>(name: N, params?: ParamsOf<N>): QueryStore<AnswerOf<N>> {
  const key = `${name}?${toQueryString(params as CallParams) ?? ''}`;
  let store = stores.get(key);
  if (!store) {
    store = createQuery(name, params, key) as QueryStore<unknown>;
    stores.set(key, store);
  }
  return store as QueryStore<AnswerOf<N>>;
}

/** Invalidates every store of these operations (after a write that changes what they answer). */
export function invalidateQueries(...names: OperationName[]): void {
  for (const store of stores.values()) {
    if (names.some((name) => store.key.startsWith(`${name}?`))) store.invalidate();
  }
}

/** Every store forgets its answer (tests and stories start from a page that has loaded nothing). */
export function resetQueries(): void {
  for (const store of stores.values()) store.reset();
}

/** What a view shows: the last answer when there is one (also while it reloads or after a reload failed). */
export const shownStatus = (state: QueryState<unknown>): QueryStatus =>
  state.data === undefined ? state.status : statusOf(state.data);
