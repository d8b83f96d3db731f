import { listen, type JetEventMap } from '../events';

/**
 * What the entry runs for analytics (boot chunk, a few hundred bytes): it hears the three events
 * analytics reports from the first moment, keeps them, and once the page is idle imports `./start` (its
 * own chunk), which waits for the company settings and either hands the kept events to the trackers or
 * drops them and stops listening. Nothing here delays the widgets: the import starts after their work.
 */

/** The bus events analytics reports: ViewContent / view_item, AddToCart / add_to_cart, Purchase / purchase. */
export const TRACKED = ['jet:product-viewed', 'jet:product-added', 'jet:purchase'] as const;
type TrackedName = (typeof TRACKED)[number];
/** One event heard: its name and detail. */
export type Tracked = { [N in TrackedName]: [N, JetEventMap[N]] }[TrackedName];

/** The events heard before the settings were known, and the function that stops hearing them. */
export interface Pending {
  readonly events: Tracked[];
  stop(): void;
}

/** Resolves once the page is idle (after the widgets' first work), or after 2 s at the latest. */
const idle = () => new Promise<unknown>((resolve) => ('requestIdleCallback' in self ? requestIdleCallback(resolve, { timeout: 2000 }) : setTimeout(resolve, 200)));

/**
 * Starts keeping the tracked events and loads what decides about them (`load` is for tests): the
 * decision (./start, a chunk of its own) loads when the page is idle, so it never competes with the
 * widgets' code and is in no page's eager JavaScript.
 */
export function queueAnalytics(load: () => Promise<{ startAnalytics(pending: Pending): Promise<unknown> }> = () => idle().then(() => import('./start'))): Pending {
  const events: Tracked[] = [];
  const stops = TRACKED.map((name) => listen(name, (detail) => void events.push([name, detail] as Tracked)));
  const pending: Pending = { events, stop: () => stops.splice(0).forEach((stop) => stop()) };
  load()
    .then((module) => module.startAnalytics(pending))
    .catch((error: unknown) => {
      pending.stop();
      events.length = 0;
      console.error('[jet] analytics could not start', error);
    });
  return pending;
}
