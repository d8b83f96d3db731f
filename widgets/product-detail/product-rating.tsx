import '../../src/i18n/catalogue/rating';
import { useId, useState } from 'react';
import { Stars } from '../../src/catalogue/stars';
import { formatDate } from '../../src/format/date';
import { t } from '../../src/i18n';
import { AlertView } from '../../src/ui/alert';
import { useProductRating, type RatingSummary } from './use-product-rating';
import { useProductReviews, type ProductReviewsModel } from './use-product-reviews';

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
      {rating.message && <AlertView {...rating.message} onClose={rating.dismiss} />}
    </section>
  );
}

/**
 * 'Avaliações dos clientes': the reviews the store has, five at a time (those with a text first), each
 * with its stars (an image named 'Avaliação: 4 de 5 estrelas'), text, author and date; 'Mostrar mais
 * avaliações' appends the next five. Only what can be read is counted.
 */
export function ProductReviews({ reviews }: { reviews: ProductReviewsModel }) {
  const titleId = useId();
  const { status, total } = reviews;
  return (
    <section className="jet-product-detail__reviews" aria-labelledby={titleId} aria-busy={status === 'loading' || undefined}>
      <h2 id={titleId} className="jet-product-detail__section-title">
        {t('reviews.title')}
      </h2>
      {status === 'ready' && total === 0 && <p className="jet-product-detail__reviews-none">{t('reviews.none')}</p>}
      {reviews.reviews.length > 0 && (
        <>
          <ul className="jet-product-detail__review-list">
            {reviews.reviews.map((review, i) => (
              <li className="jet-product-detail__review" key={i}>
                <Stars rate={review.rate} className="jet-stars jet-product-detail__review-stars" />
                {review.comment && <p className="jet-product-detail__review-text">{review.comment}</p>}
                <p className="jet-product-detail__review-author">
                  {review.author} · <time dateTime={review.date}>{formatDate(review.date)}</time>
                </p>
              </li>
            ))}
          </ul>
          {total > 1 && (
            <p className="jet-product-detail__reviews-shown" aria-live="polite">
              {t('reviews.shown', { shown: reviews.reviews.length, total })}
            </p>
          )}
        </>
      )}
      {status === 'loading' && (
        <p className="jet-product-detail__reviews-loading" role="status">
          {t('reviews.loading')}
        </p>
      )}
      {status === 'error' && (
        <p className="jet-product-detail__reviews-error" role="alert">
          {t('reviews.failed')}{' '}
          <button type="button" className="jet-button jet-button--secondary" onClick={reviews.loadMore}>
            {t('reviews.retry')}
          </button>
        </p>
      )}
      {reviews.more && status === 'ready' && (
        <button type="button" className="jet-button jet-button--secondary jet-product-detail__reviews-more" onClick={reviews.loadMore}>
          {t('reviews.more')}
        </button>
      )}
    </section>
  );
}

/**
 * The reviews and the rating form with their own state (the page's; they load as they come near the
 * viewport). A rating sent reads the reviews again from the first page.
 */
export function RatingSection({ idProduct, initial, onRated, loginUrl }: { idProduct: number; initial: RatingSummary; onRated(summary: RatingSummary): void; loginUrl: string }) {
  const [version, setVersion] = useState(0);
  const rating = useProductRating(idProduct, initial, (summary) => {
    onRated(summary);
    setVersion((n) => n + 1);
  });
  return (
    <>
      <ProductReviews reviews={useProductReviews(idProduct, version)} />
      <ProductRating rating={rating} loginUrl={loginUrl} />
    </>
  );
}
