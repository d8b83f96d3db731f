import '../i18n/catalogue/listing';
import { t } from '../i18n';

/** A rating 0-5 rounded to the nearest whole star. */
export function roundedRate(rate: number): number {
  return Number.isFinite(rate) ? Math.min(5, Math.max(0, Math.round(rate))) : 0;
}

/**
 * Five stars, the rating rounded; one image for screen readers: 'Avaliação: 4 de 5 estrelas'. One
 * element: the stylesheet fills `data-rate` stars (catalogue.css), so a thousand cards stay cheap.
 */
export function Stars({ rate, className = 'jet-stars' }: { rate: number; className?: string }) {
  const stars = roundedRate(rate);
  return (
    <span className={className} role="img" aria-label={t('card.rating', { rate: stars })} data-rate={stars}>
      ★★★★★
    </span>
  );
}
