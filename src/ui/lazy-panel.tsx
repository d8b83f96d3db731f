import { useEffect, useState, type ComponentType } from 'react';
import { listen, type JetEventMap, type JetEventName } from '../events';

/** What a lazily loaded panel receives: the request that woke it up, handled as if it were an event. */
export interface LazyPanelProps<D = unknown> {
  initial?: D;
}

/**
 * A panel tag's whole first chunk: it listens for `openEvent` (any event of the bus) and, the first
 * time it fires, loads the panel (its view, messages and then its body) and hands it that event's
 * detail. Until a shopper asks for a panel, a page pays a few hundred bytes for it.
 */
export function lazyPanel<N extends JetEventName>(
  openEvent: N,
  load: () => Promise<{ default: ComponentType<LazyPanelProps<JetEventMap[N]>> }>,
) {
  type Loaded = { Panel: ComponentType<LazyPanelProps<JetEventMap[N]>>; initial: JetEventMap[N] };
  return function LazyPanel() {
    const [loaded, setLoaded] = useState<Loaded | null>(null);
    useEffect(() => {
      if (loaded) return undefined;
      let waiting = true;
      const stop = listen(openEvent, (initial) => {
        stop();
        void load().then(({ default: Panel }) => waiting && setLoaded({ Panel, initial }));
      });
      return () => {
        waiting = false;
        stop();
      };
    }, [loaded]);
    return loaded ? <loaded.Panel initial={loaded.initial} /> : null;
  };
}
