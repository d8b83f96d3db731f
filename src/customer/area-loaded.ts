import { useEffect } from 'react';
import { useHost } from '../elements/host';
import { emit } from '../events';

/** customer-area §9: the load event is dispatched after 300 ms, or 500 ms on mobile. */
export const AREA_LOADED_MS = 300;
export const AREA_LOADED_MOBILE_MS = 500;

/** A phone, as the demo theme's layout sees one (below 48rem wide). */
export const MOBILE_QUERY = '(max-width: 47.99rem)';

const isMobile = (): boolean => typeof matchMedia === 'function' && matchMedia(MOBILE_QUERY).matches;

/** The delay of the load event on this screen. */
export const areaLoadedDelay = (): number => (isMobile() ? AREA_LOADED_MOBILE_MS : AREA_LOADED_MS);

/**
 * Announces `jet:customer-area-loaded` with the page's title once, `areaLoadedDelay()` ms after the
 * page is `ready` (the guard let the customer in); a page left before then announces nothing.
 */
export function useAreaLoaded(title: string, ready: boolean): void {
  const host = useHost();
  useEffect(() => {
    if (!ready) return undefined;
    const timer = setTimeout(() => emit('jet:customer-area-loaded', { title }, host), areaLoadedDelay());
    return () => clearTimeout(timer);
  }, [title, ready, host]);
}
