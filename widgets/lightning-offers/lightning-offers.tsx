import { CarouselSkeleton } from '../../src/ui/carousel/carousel-skeleton';
import { createContext, memo, useContext } from 'react';
import type { ProductCardData } from '../../src/api/operations';
import type { CardSettings } from '../../src/catalogue/card-settings';
import { formatDateTime } from '../../src/format/date';
import { t } from '../../src/i18n';
import { ProductCarousel } from '../../src/ui/carousel/product-carousel';
import { ENDING_SOON_MS, formatCountdown, offerEnd, useLightningOffers, type LightningState } from './use-lightning-offers';
import { FailureNotice } from '../../src/ui/failure-notice';

/** The shared clock: only the countdowns read it, so the cards do not re-render every second. */
const NowContext = createContext(0);

function Countdown({ product }: { product: ProductCardData }) {
  const now = useContext(NowContext);
  const end = offerEnd(product);
  if (!Number.isFinite(end)) return null;
  const left = end - now;
  return (
    <p className="jet-lightning-offers__countdown" data-urgent={left < ENDING_SOON_MS || undefined}>
      <span className="jet-lightning-offers__ends-in" aria-hidden="true">
        {t('lightning.endsIn')}
      </span>{' '}
      {/* role=timer is not announced as it ticks; the label gives the end once */}
      <span className="jet-lightning-offers__time" role="timer" aria-live="off" aria-label={t('lightning.endsAt', { date: formatDateTime(end) })}>
        {formatCountdown(left)}
      </span>
    </p>
  );
}

const countdownOf = (product: ProductCardData) => <Countdown product={product} />;

const OffersCarousel = memo(function OffersCarousel({ offers, settings }: { offers: ProductCardData[]; settings: CardSettings }) {
  return (
    <ProductCarousel
      className="jet-lightning-offers__carousel"
      title={t('lightning.title')}
      subtitle={t('lightning.text')}
      products={offers}
      settings={settings}
      renderExtra={countdownOf}
    />
  );
});

/** What the lightning offers show. */
export interface LightningOffersModel {
  state: LightningState;
  /** The offers still running, in order. */
  offers: ProductCardData[];
  /** The clock the countdowns read (ms since the epoch). */
  now: number;
  settings: CardSettings;
  /** This failed block shows the page's one message for failed catalogue reads (src/ui/failure-notice.tsx). */
  notice?: boolean;
}

/**
 * 'Ofertas Relâmpago' as a plain function of its model: the offers in a carousel, each with its
 * countdown to `now`. Hidden when none is left or the request failed.
 */
export function LightningOffersView({ state, offers, now, settings, notice = false }: LightningOffersModel) {
  return (
    <div
      className="jet-lightning-offers"
      data-state={state}
      aria-busy={state === 'loading' || undefined}
      hidden={(state === 'empty' || state === 'error') && !notice}
    >
      {state === 'loading' && <CarouselSkeleton />}
      {state === 'error' && notice && <FailureNotice className="jet-lightning-offers__error" />}
      <NowContext.Provider value={now}>{offers.length > 0 && <OffersCarousel offers={offers} settings={settings} />}</NowContext.Provider>
    </div>
  );
}

/**
 * 'Ofertas Relâmpago' (catalogue-and-discovery §2, §7, §9): the first 15 lightning offers in a carousel,
 * each with a live countdown to its end. Ended offers leave the carousel; hidden when none is left.
 */
export function LightningOffers() {
  return <LightningOffersView {...useLightningOffers()} />;
}
