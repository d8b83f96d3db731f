import type { CompanySettings } from '../api/operations';
import { $company } from '../stores/company';
import type { Pending } from './boot';

/**
 * Decides from the company settings whether analytics runs on this page (own chunk, loaded by the
 * boot). Off (the default): the kept events are dropped, nothing listens any more and nothing is
 * injected. On: the trackers' chunk (`./index`) loads and takes over the kept events.
 */

/** A Google Tag Manager container id: 'GTM-' and 4 to 12 letters or digits. */
const GTM_ID = /^GTM-[A-Z0-9]{4,12}$/;
/** A Meta pixel id: digits only. */
const PIXEL_ID = /^\d{5,20}$/;

export interface AnalyticsSettings {
  /** The GTM container, when `statusGTM` is on and `gtm` is a valid id. */
  gtm: string | null;
  /** The Meta pixel, when `idPixel` is a valid id. */
  pixel: string | null;
}

/** What the company settings turn on (nothing when they are missing). */
export function analyticsSettings(company: Partial<CompanySettings> | undefined): AnalyticsSettings {
  const gtm = String(company?.gtm ?? '').trim().toUpperCase();
  const pixel = String(company?.idPixel ?? '').trim();
  return {
    gtm: company?.statusGTM === true && GTM_ID.test(gtm) ? gtm : null,
    pixel: PIXEL_ID.test(pixel) ? pixel : null,
  };
}

/** The settings once the company read ended (undefined when it failed). Shares the page's one read. */
export function companySettled(): Promise<CompanySettings | undefined> {
  return new Promise((resolve) => {
    let done = false;
    const stop = $company.subscribe((state) => {
      if (done || state.status === 'loading') return;
      done = true;
      resolve(state.data);
      // subscribe() calls back before it returns when the answer is there already: stop after it
      queueMicrotask(() => stop());
    });
  });
}

/**
 * Waits for the settings; hands the kept events to the trackers, or drops them. Resolves with the
 * function that stops the trackers, or null when analytics is off.
 */
export async function startAnalytics(pending: Pending, load: () => Promise<typeof import('./index')> = () => import('./index')): Promise<(() => void) | null> {
  const settings = analyticsSettings(await companySettled());
  if (!settings.gtm && !settings.pixel) {
    pending.stop();
    pending.events.length = 0;
    return null;
  }
  return (await load()).installAnalytics(settings, pending);
}
