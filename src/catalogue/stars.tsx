import '../i18n/catalogue/listing';
import { t } from '../i18n';
import { ratingAverage } from '../format/rating';

/**
 * Five stars filled to the nearest half of the rating; one image for screen readers that says the average
 * (src/format/rating.ts): 'Avaliação: 4,3 de 5 estrelas'. One element: the stylesheet fills `data-rate` stars
 * (catalogue.css), so a thousand cards stay cheap.
 */
export function Stars({ rate, className = 'jet-stars' }: { rate: number; className?: string }) {
  const average = ratingAverage(rate);
  return (
    <span className={className} role="img" aria-label={t('card.rating', { rate: String(average).replace('.', ',') })} data-rate={Math.round(average * 2) / 2}>
      ★★★★★
    </span>
  );
}
