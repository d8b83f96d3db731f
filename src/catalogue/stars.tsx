import '../i18n/catalogue/listing';
import { t } from '../i18n';

/** A rating 0-5 rounded to the nearest whole star. */
export function roundedRate(rate: number): number {
  return Number.isFinite(rate) ? Math.min(5, Math.max(0, Math.round(rate))) : 0;
}

const FULL = '★★★★★';
const EMPTY = '☆☆☆☆☆';

/** Five stars, the rating rounded; one image for screen readers: 'Avaliação: 4 de 5 estrelas'. */
export function Stars({ rate, className = 'jet-stars' }: { rate: number; className?: string }) {
  const stars = roundedRate(rate);
  return (
    <span className={className} role="img" aria-label={t('card.rating', { rate: stars })} data-rate={stars}>
      <span className="jet-stars__on">{FULL.slice(0, stars)}</span>
      {EMPTY.slice(stars)}
    </span>
  );
}
