import type { ReadableAtom } from 'nanostores';
import { useCallback, useRef, useSyncExternalStore } from 'react';

/**
 * A store's value in a component, re-rendered when it changes: @nanostores/react's useStore without
 * its `keys` option, which pulled nanostores' listenKeys and path helpers into every page (0.4 kB gzip,
 * the last bytes over the category page's budget). Same subscription semantics: the value is read when
 * rendering and the store is listened to while the component is mounted.
 */
export function useStore<Value>(store: ReadableAtom<Value>): Value {
  const snapshot = useRef<Value>(store.get());
  snapshot.current = store.get();
  const subscribe = useCallback(
    (onChange: () => void) => {
      const update = (value: Value) => {
        if (snapshot.current === value) return;
        snapshot.current = value;
        onChange();
      };
      update(store.value as Value);
      return store.listen(update);
    },
    [store],
  );
  const get = () => snapshot.current;
  return useSyncExternalStore(subscribe, get, get);
}
