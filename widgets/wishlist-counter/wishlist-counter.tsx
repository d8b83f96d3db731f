import { useWishlistCounter } from './use-wishlist-counter';

export interface WishlistCounterProps {
  /** Where the counter links to (the store's wish-list page). Default '/customer'. */
  listUrl?: string;
}

/** What the wish-list counter shows. */
export interface WishlistCounterModel {
  /** 'hidden' for a visitor; 'error' when the count could not be read (the heart shows, no number). */
  state: 'hidden' | 'loading' | 'ready' | 'error';
  count: number;
  /** The link's accessible name: 'Lista de desejos com 3 produtos', or 'Lista de desejos' without a count. */
  label: string;
  listUrl: string;
}

/**
 * The counter as a plain function of its model: a heart linking to the wish list with the count; nothing
 * for a visitor; no number while loading or when the count could not be read (never a '0' it did not read).
 */
export function WishlistCounterView({ state, count, label, listUrl }: WishlistCounterModel) {
  if (state === 'hidden') return null;
  const known = state === 'ready';
  return (
    <div className="jet-wishlist-counter" data-state={state}>
      <a className="jet-wishlist-counter__link" href={listUrl} aria-label={label}>
        <svg className="jet-wishlist-counter__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path d="M12 21s-6.7-4.3-9.3-8.2C.9 10.1 1.6 6.4 4.6 5c2.2-1 4.6-.3 6 1.6L12 8l1.4-1.4c1.4-1.9 3.8-2.6 6-1.6 3 1.4 3.7 5.1 1.9 7.8C18.7 16.7 12 21 12 21Z" />
        </svg>
        {known && (
          <span className="jet-wishlist-counter__count" aria-hidden="true">
            {count}
          </span>
        )}
      </a>
    </div>
  );
}

export function WishlistCounter({ listUrl = '/customer' }: WishlistCounterProps) {
  return <WishlistCounterView {...useWishlistCounter()} listUrl={listUrl} />;
}
