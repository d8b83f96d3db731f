import '../../src/i18n/catalogue/wishlist';
import { useStore } from '@nanostores/react';
import { t } from '../../src/i18n';
import { $loginStatus, isLoggedIn } from '../../src/stores/login-status';
import { useQuery } from '../../src/stores/use-query';

/** The count of an answer, or null when the answer is not the expected shape. */
export function countOf(answer: unknown): number | null {
  if (!answer || typeof answer !== 'object') return null;
  const count = (answer as { count?: unknown }).count;
  return typeof count === 'number' && Number.isInteger(count) && count >= 0 ? count : null;
}

/**
 * The wish-list counter's logic: nothing for a visitor (no call is made); for a signed-in customer the
 * count from the server (`wishlistCount`), kept in step by the heart buttons' answers.
 */
export function useWishlistCounter() {
  const login = useStore($loginStatus);
  const signedIn = login.status !== 'loading' && isLoggedIn(login.data?.data);
  const read = useQuery('wishlistCount', undefined, signedIn);
  const count = countOf(read.data);
  const state: 'hidden' | 'loading' | 'ready' | 'error' = !signedIn
    ? 'hidden'
    : count !== null
      ? 'ready'
      : read.status === 'loading'
        ? 'loading'
        : 'error';
  const shown = count ?? 0;
  return {
    state,
    count: shown,
    label: state !== 'ready' ? t('wishlist.counterName') : shown === 1 ? t('wishlist.counterLabelOne') : t('wishlist.counterLabel', { count: shown }),
  } as const;
}
