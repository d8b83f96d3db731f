import '../../src/i18n/catalogue/rating';
import { useId } from 'react';
import { t } from '../../src/i18n';
import { Alert } from '../../src/ui/timed-alert';
import { useProductRating, type RatingSummary } from './use-product-rating';

/** What the rating section shows, and what it does (useProductRating). */
export type ProductRatingModel = ReturnType<typeof useProductRating>;

export interface ProductRatingProps {
  rating: ProductRatingModel;
  /** Where 'Entrar' goes for visitors. */
  loginUrl: string;
}

const STARS = [1, 2, 3, 4, 5] as const;

/** 'Avaliar produto': five star radios and a send button for customers, a sign-in hint for visitors. */
export function ProductRating({ rating, loginUrl }: ProductRatingProps) {
  const titleId = useId();
  const name = useId();
  return (
    <section className="jet-product-detail__rating" aria-labelledby={titleId}>
      <h2 id={titleId} className="jet-product-detail__section-title">
        {t('rating.title')}
      </h2>
      {rating.access === 'visitor' && (
        <p className="jet-product-detail__rating-hint">
          {t('rating.signInHint')} <a href={loginUrl}>{t('rating.signIn')}</a>
        </p>
      )}
      {rating.access === 'customer' && (
        <form
          className="jet-product-detail__rating-form"
          aria-labelledby={titleId}
          onSubmit={(event) => {
            event.preventDefault();
            void rating.submit();
          }}
        >
          <fieldset className="jet-product-detail__rating-stars">
            <legend>{t('rating.legend')}</legend>
            {STARS.map((n) => (
              <label key={n} className="jet-product-detail__rating-star" data-on={n <= rating.chosen || undefined}>
                <input type="radio" name={name} value={n} checked={rating.chosen === n} onChange={() => rating.choose(n)} />
                <span aria-hidden="true">★</span>
                <span className="jet-product-detail__sr">{n === 1 ? t('rating.starOne') : t('rating.stars', { n })}</span>
              </label>
            ))}
          </fieldset>
          <button type="submit" className="jet-button jet-button--secondary" disabled={rating.chosen === 0 || rating.sending} aria-busy={rating.sending || undefined}>
            {t('rating.submit')}
          </button>
        </form>
      )}
      {rating.message && <Alert {...rating.message} onClose={rating.dismiss} />}
    </section>
  );
}

/** The section with its own state (the page's; it loads as it comes near the viewport). */
export function RatingSection({ idProduct, initial, onRated, loginUrl }: { idProduct: number; initial: RatingSummary; onRated(summary: RatingSummary): void; loginUrl: string }) {
  return <ProductRating rating={useProductRating(idProduct, initial, onRated)} loginUrl={loginUrl} />;
}
