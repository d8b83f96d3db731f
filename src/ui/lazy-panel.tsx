import { useEffect, useState, type ComponentType } from 'react';
import { listen, type PanelProduct } from '../events';

type OpenEvent = 'jet:product-budget-show' | 'jet:alert-me-open';

/** What a lazily loaded panel receives: the request that woke it up, handled as if it were an event. */
export interface LazyPanelProps {
  initial?: PanelProduct;
}

/**
 * A panel tag's whole first chunk: it listens for `openEvent` and, the first time it fires, loads the
 * panel (its view, messages and then its form) and hands it that request. Until a shopper asks for a
 * panel, a page pays a few hundred bytes for it.
 */
export function lazyPanel(openEvent: OpenEvent, load: () => Promise<{ default: ComponentType<LazyPanelProps> }>) {
  return function LazyPanel() {
    const [loaded, setLoaded] = useState<{ Panel: ComponentType<LazyPanelProps>; initial: PanelProduct } | null>(null);
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
