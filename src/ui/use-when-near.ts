import { useEffect, useRef, useState } from 'react';
import { isCrawler } from '../catalogue/crawler';
import { whenNear } from '../elements/near';

/**
 * A below-the-fold section's code, loaded as the section comes near the viewport (at once for a crawler,
 * src/catalogue/crawler.ts): `[module, ref]`, the module null until then. The caller renders a placeholder
 * box with `ref` and `data-near` (tests find still-waiting sections by it) until the module is there.
 */
export function useWhenNear<M>(load: () => Promise<M>) {
  const [loaded, setLoaded] = useState<M | null>(null);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (loaded || !box.current) return undefined;
    const fetch = () => void load().then((module) => setLoaded(() => module));
    if (!isCrawler()) return whenNear(box.current, fetch);
    fetch();
    return undefined;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `load` is one import for the component's life
  }, [loaded]);
  return [loaded, box] as const;
}
