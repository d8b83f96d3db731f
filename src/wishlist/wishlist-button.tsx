import '../i18n/catalogue/wishlist';
import { useSyncExternalStore } from 'react';
import { t } from '../i18n';
import { Alert } from '../ui/timed-alert';
import { $wishlist, clearWishlistFailure, type WishlistStoreState } from './wishlist-store';

export interface WishlistButtonProps {
  idProduct: number;
  /** The product's name, for the button's accessible name. */
  name?: string;
  /** Where a visitor goes to sign in when the page has no login modal. Default '/customer/login'. */
  loginUrl?: string;
  className?: string;
}

/** What one heart shows, as plain values (a card re-renders only when its own heart changes). */
export interface WishlistButtonModel {
  pressed: boolean;
  busy: boolean;
  failed: boolean;
  visitor: boolean;
}

const VISITOR = 1;
const PRESSED = 2;
const BUSY = 4;
const FAILED = 8;

function flagsOf(state: WishlistStoreState, idProduct: number): number {
  return (
    (state.status === 'visitor' ? VISITOR : 0) |
    (state.ids.has(idProduct) ? PRESSED : 0) |
    (state.pending.has(idProduct) ? BUSY : 0) |
    (state.failed === idProduct ? FAILED : 0)
  );
}

// subscribe() starts the store (its login-status follower) and stays one listener per heart
const subscribe = (notify: () => void) => $wishlist.subscribe(notify);

/** The heart's state for one product, from the page's one wish-list store. */
function useWishlistButton(idProduct: number): WishlistButtonModel {
  const flags = useSyncExternalStore(
    subscribe,
    () => flagsOf($wishlist.get(), idProduct),
    () => VISITOR,
  );
  return { visitor: (flags & VISITOR) !== 0, pressed: (flags & PRESSED) !== 0, busy: (flags & BUSY) !== 0, failed: (flags & FAILED) !== 0 };
}

/** The heart's outline (also drawn by bench/card-mount-page.tsx's plain-DOM baseline). */
export const HEART_PATH =
  'M12 21s-6.7-4.3-9.3-8.2C.9 10.1 1.6 6.4 4.6 5c2.2-1 4.6-.3 6 1.6L12 8l1.4-1.4c1.4-1.9 3.8-2.6 6-1.6 3 1.4 3.7 5.1 1.9 7.8C18.7 16.7 12 21 12 21Z';

/**
 * The heart as a plain function of its model: a toggle button (aria-pressed) with the product's name;
 * a visitor's press invites to sign in (its title says so); a failed toggle shows a message under it.
 */
export function WishlistButtonView({
  pressed,
  busy,
  failed,
  visitor,
  name,
  className,
  onToggle,
  onCloseFailure,
}: WishlistButtonModel & { name?: string; className?: string; onToggle: () => void; onCloseFailure: () => void }) {
  return (
    <span className={['jet-wishlist-button', className].filter(Boolean).join(' ')} data-state={busy ? 'loading' : pressed ? 'on' : 'off'}>
      <button
        type="button"
        className="jet-wishlist-button__toggle"
        aria-pressed={pressed}
        aria-busy={busy || undefined}
        aria-label={name ? t('wishlist.toggle', { product: name }) : t('wishlist.toggleGeneric')}
        title={visitor ? t('wishlist.signIn') : undefined}
        onClick={onToggle}
      >
        <svg className="jet-wishlist-button__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path d={HEART_PATH} />
        </svg>
      </button>
      {failed && (
        <span className="jet-wishlist-button__message">
          <Alert kind="error" message={t('wishlist.failed')} onClose={onCloseFailure} />
        </span>
      )}
    </span>
  );
}

/** The heart button of a card or the product page: adds the product to the wish list, or takes it off. */
export function WishlistButton({ idProduct, name, loginUrl, className }: WishlistButtonProps) {
  const model = useWishlistButton(idProduct);
  return (
    <WishlistButtonView
      {...model}
      name={name}
      className={className}
      onToggle={() => void import('./wishlist-toggle').then(({ toggleWishlist }) => toggleWishlist(idProduct, loginUrl))}
      onCloseFailure={() => clearWishlistFailure(idProduct)}
    />
  );
}
