import { atom, type ReadableAtom } from 'nanostores';
import { toApiError, type ApiError } from '../api/errors';

export type FetchStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface Fetched<T> {
  status: FetchStatus;
  data?: T;
  error?: ApiError;
}

export interface FetchedStore<T> extends ReadableAtom<Fetched<T>> {
  /** Loads again; concurrent calls share one request. Keeps the last data while loading. */
  refresh(): Promise<void>;
  /** Replaces the data without a request (e.g. after login answers with the new status). */
  setData(data: T): void;
  /** Back to idle, so the next subscriber loads again (tests, stories). */
  reset(): void;
}

const all = new Set<FetchedStore<unknown>>();

/**
 * A store loaded once per page, on its first subscriber, however many widgets read it.
 */
export function fetchedStore<T>(load: () => Promise<T>): FetchedStore<T> {
  const $store = atom<Fetched<T>>({ status: 'idle' });
  let inflight: Promise<void> | undefined;

  const refresh = (): Promise<void> => {
    if (inflight) return inflight;
    // .value, not .get(): get() on an unmounted store subscribes, which would load again
    $store.set({ ...$store.value, status: 'loading', error: undefined });
    inflight = load()
      .then((data) => $store.set({ status: 'ready', data }))
      .catch((error: unknown) => $store.set({ ...$store.value, status: 'error', error: toApiError(error) }))
      .finally(() => {
        inflight = undefined;
      });
    return inflight;
  };

  // Load on the first subscriber after creation or reset(). (onMount alone would miss a reset made
  // while the store is still mounted, as between two stories or two tests.)
  const listen = $store.listen.bind($store);
  $store.listen = (listener) => {
    if ($store.value?.status === 'idle') void refresh();
    return listen(listener);
  };

  const store = Object.assign($store, {
    refresh,
    setData: (data: T) => $store.set({ status: 'ready', data }),
    reset: () => $store.set({ status: 'idle' }),
  });
  all.add(store as FetchedStore<unknown>);
  return store;
}

/** Every fetched store back to idle (tests, stories). */
export function resetFetchedStores(): void {
  for (const store of all) store.reset();
}
