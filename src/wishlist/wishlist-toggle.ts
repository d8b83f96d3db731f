/**
 * The wish list's actions on a press (loaded with import() on a heart's first press, so a card carries
 * only the state): invite a visitor to sign in, or add or remove the product.
 */
import { call } from '../api/client';
import { openLogin } from '../events/commands';
import { navigation } from '../routes/navigation';
import { $loginStatus } from '../stores/login-status';
import { $wishlist, follow, take } from './wishlist-store';

/**
 * Invites a visitor to sign in: the page's login modal when it has one (`jet:login-open`), otherwise the
 * login page.
 */
function inviteSignIn(loginUrl = '/customer/login'): void {
  if (document.querySelector('jet-login-modal')) {
    openLogin();
    return;
  }
  navigation.assign(loginUrl);
}

const without = (set: ReadonlySet<number>, id: number) => new Set([...set].filter((item) => item !== id));

/**
 * Adds the product to the wish list, or takes it off when it is there. Shown at once (the heart fills),
 * then set from the server's answer; a failure puts the heart back and marks the product as failed.
 * A visitor is invited to sign in instead.
 */
export async function toggleWishlist(idProduct: number, loginUrl?: string): Promise<void> {
  let state = $wishlist.get();
  if (state.status === 'visitor' && ($loginStatus.value?.status ?? 'loading') === 'loading' && !$loginStatus.value?.data) {
    // nothing on the page has read the login status yet: ask now (the store then follows it)
    await $loginStatus.refresh();
    follow($loginStatus.get());
    state = $wishlist.get();
  }
  if (state.status === 'visitor') {
    inviteSignIn(loginUrl);
    return;
  }
  if (state.status === 'loading') return;
  if (state.pending.has(idProduct)) return;
  const adding = !state.ids.has(idProduct);
  const before = state.ids;
  $wishlist.set({
    ...state,
    ids: adding ? new Set([idProduct, ...before]) : without(before, idProduct),
    pending: new Set([...state.pending, idProduct]),
    failed: state.failed === idProduct ? null : state.failed,
  });
  const done = (answer: { ids: ReadonlySet<number>; count: number } | null) => {
    const now = $wishlist.get();
    const ids = answer?.ids ?? (adding ? without(now.ids, idProduct) : new Set([...now.ids, idProduct]));
    $wishlist.set({
      ...now,
      status: answer ? 'ready' : now.status,
      ids,
      count: answer?.count ?? now.count,
      pending: without(now.pending, idProduct),
      failed: answer ? now.failed : idProduct,
    });
  };
  try {
    done(take(await call(adding ? 'addToWishlist' : 'removeFromWishlist', { json: { idProduct } })));
  } catch {
    done(null);
  }
}

