import '../../src/i18n/catalogue/showcase';
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState } from 'react';
import type { ProductCardData } from '../../src/api/operations';
import { isProductCards } from '../../src/catalogue/answer-guards';
import { cardSettingsFrom } from '../../src/catalogue/card-settings';
import { t } from '../../src/i18n';
import { $company } from '../../src/stores/company';
import { query } from '../../src/stores/query';
import { useQuery } from '../../src/stores/use-query';
import { useFailureNotice } from '../../src/ui/failure-notice';

const retryOffers = () => void query('lightningOffers').refresh();

/** catalogue-and-discovery §7, §9: the carousel shows the first 15 offers. */
const LIGHTNING_MAX = 15;
/** An offer ending within this many ms shows as urgent (data-urgent). */
export const ENDING_SOON_MS = 60 * 60 * 1000;

export type LightningState = 'loading' | 'ready' | 'empty' | 'error';

/** End of an offer in ms, or Infinity when it has no end date. */
export const offerEnd = (product: Pick<ProductCardData, 'offerEndDate'>): number => {
  const end = product.offerEndDate ? Date.parse(product.offerEndDate) : Number.NaN;
  return Number.isNaN(end) ? Number.POSITIVE_INFINITY : end;
};

const pad = (n: number) => String(n).padStart(2, '0');

/** Time left as 'hh:mm:ss', or '{d}d hh:mm:ss' from one day up; '00:00:00' once ended. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const days = Math.floor(total / 86_400);
  const vars = { days, hh: pad(Math.floor((total % 86_400) / 3600)), mm: pad(Math.floor((total % 3600) / 60)), ss: pad(total % 60) };
  return days > 0 ? t('lightning.countdownDays', vars) : t('lightning.countdown', vars);
}

/**
 * The lightning offers' logic: the first 15 offers, the shared clock, and the offers still running
 * (an offer disappears when its time is up; the widget hides when none is left).
 */
export function useLightningOffers() {
  const company = useStore($company);
  const settings = useMemo(() => cardSettingsFrom(company.data), [company.data]);
  const answer = useQuery('lightningOffers');
  // an answer of an unexpected shape is a failed read (issue 14), never a TypeError
  const failed = answer.status === 'error' || (answer.status !== 'loading' && answer.data !== undefined && !isProductCards(answer.data));
  const offers = useMemo(() => (failed ? [] : (answer.data ?? []).slice(0, LIGHTNING_MAX)), [answer, failed]);
  const notice = useFailureNotice(failed, retryOffers);
  const [now, setNow] = useState(() => Date.now());
  // The running offers change only when one ends, so the cards re-render only then.
  const liveKey = offers.filter((offer) => offerEnd(offer) > now).map((offer) => offer.idProduct).join(',');
  const live = useMemo(() => offers.filter((offer) => liveKey.split(',').includes(String(offer.idProduct))), [offers, liveKey]);

  // One clock for every countdown, ticking while some running offer has an end; stopped on unmount.
  const ticking = live.some((offer) => Number.isFinite(offerEnd(offer)));
  useEffect(() => {
    if (!ticking) return undefined;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [ticking]);

  const state: LightningState = failed ? 'error' : answer.status === 'loading' ? 'loading' : live.length ? 'ready' : 'empty';
  return { state, offers: live, now, settings, notice };
}
