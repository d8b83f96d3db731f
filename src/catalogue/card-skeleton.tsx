/**
 * A product card's place while the products load: the card's own boxes (image, two-line name, stars,
 * price and installments, button) with no content, so the real cards take the same room.
 */
export function CardSkeleton() {
  return (
    <div className="jet-card jet-card--skeleton" aria-hidden="true">
      <span className="jet-card__image" />
      <span className="jet-card__name" />
      <span className="jet-stars">{'\u00a0'}</span>
      <span className="jet-price">
        <span className="jet-price__now">{'\u00a0'}</span>
        <span className="jet-price__installments">{'\u00a0'}</span>
      </span>
      <span className="jet-card__actions">
        <span className="jet-card__button" />
      </span>
    </div>
  );
}
