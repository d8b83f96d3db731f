import '../i18n/catalogue/listing';
import { t } from '../i18n';
import { shownRate } from '../format/rating';

/**
 * Five stars, the rating to the nearest half; one image for screen readers: 'Avaliação: 3,5 de 5
 * estrelas'. One element: the stylesheet fills `data-rate` stars (catalogue.css), so a thousand cards stay cheap.
 */
export function Stars({ rate, className = 'jet-stars' }: { rate: number; className?: string }) {
  const stars = shownRate(rate);
  return (
    <span className={className} role="img" aria-label={t('card.rating', { rate: String(stars).replace('.', ',') })} data-rate={stars}>
      ★★★★★
    </span>
  );
}
