import { listen } from '../events';
import { TRACKED, type Pending, type Tracked } from './boot';
import { installGtm } from './gtm';
import { installPixel } from './pixel';
import type { AnalyticsSettings } from './start';

/**
 * The trackers (own chunk, loaded only when the company settings turn one on): GTM's dataLayer and the
 * Meta pixel listen on the bus; they are not wired into widgets.
 */

export { gtmEvent, installGtm } from './gtm';
export { pixelEvent, installPixel } from './pixel';

/**
 * Injects the scripts the settings turn on, then takes over from the boot's queue in one step: the kept
 * events are reported in order and the trackers listen from then on, so no event is lost or doubled.
 * Returns the function that stops listening.
 */
export function installAnalytics(settings: AnalyticsSettings, pending: Pending): () => void {
  const trackers: Array<(event: Tracked) => void> = [];
  if (settings.gtm) trackers.push(installGtm(settings.gtm));
  if (settings.pixel) trackers.push(installPixel(settings.pixel));
  const report = (event: Tracked) => {
    for (const track of trackers) {
      try {
        track(event);
      } catch (error) {
        console.error('[jet] analytics', error);
      }
    }
  };
  pending.stop();
  for (const event of pending.events.splice(0)) report(event);
  const stops = TRACKED.map((name) => listen(name, (detail) => report([name, detail] as Tracked)));
  return () => stops.forEach((stop) => stop());
}
