import '../../src/i18n/catalogue/wishlist';
import { useStore } from '@nanostores/react';
import { t } from '../../src/i18n';
import { $loginStatus } from '../../src/stores/login-status';
import { $wishlist } from '../../src/wishlist/wishlist-store';

/**
 * The wish-list counter's logic: nothing for a visitor (no wish-list call is made); for a signed-in
 * customer the count the server answers with the wish list (`wishlistIds`: ids and count, read once per
 * page and shared with every heart button, whose answers keep it in step).
 */
export function useWishlistCounter() {
  // the counter reads the login status (shared with the user menu); the wish list follows it
  useStore($loginStatus);
  const wishlist = useStore($wishlist);
  const state: 'hidden' | 'loading' | 'ready' | 'error' = wishlist.status === 'visitor' ? 'hidden' : wishlist.status;
  const count = wishlist.count;
  return {
    state,
    count,
    label: state !== 'ready' ? t('wishlist.counterName') : count === 1 ? t('wishlist.counterLabelOne') : t('wishlist.counterLabel', { count }),
  } as const;
}
