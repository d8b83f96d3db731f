/**
 * The wish list of the signed-in customer, shared by every heart button and the counter of the page: the
 * product ids (read once with `wishlistIds` when a customer is signed in; nothing is read for a visitor)
 * and the toggle. The counter's `wishlistCount` store is kept in step with every answer.
 */
import { atom, onMount } from 'nanostores';
import { call } from '../api/client';
import type { WishlistState } from '../api/operations';
import { $loginStatus, isLoggedIn } from '../stores/login-status';
import { query } from '../stores/query';

export interface WishlistStoreState {
  /** 'visitor' until a signed-in customer is known; 'loading' while the ids are read. */
  status: 'visitor' | 'loading' | 'ready' | 'error';
  ids: ReadonlySet<number>;
  /** Products whose toggle is on its way (the button is busy). */
  pending: ReadonlySet<number>;
  /** The product whose last toggle failed (its button shows the message), or null. */
  failed: number | null;
}

const initial: WishlistStoreState = { status: 'visitor', ids: new Set(), pending: new Set(), failed: null };

export const $wishlist = atom<WishlistStoreState>(initial);

/** The counter's read, set from every wish-list answer so it never asks again after a toggle. */
export const $wishlistCount = () => query('wishlistCount');

function take(answer: WishlistState | null | undefined): ReadonlySet<number> | null {
  if (!answer || !Array.isArray(answer.ids)) return null;
  const ids = answer.ids.filter((id): id is number => typeof id === 'number');
  $wishlistCount().setData({ count: typeof answer.count === 'number' ? answer.count : ids.length });
  return new Set(ids);
}

let generation = 0;

async function load(): Promise<void> {
  const current = ++generation;
  $wishlist.set({ ...$wishlist.get(), status: 'loading' });
  try {
    const ids = take(await call('wishlistIds'));
    if (current !== generation) return;
    $wishlist.set({ ...$wishlist.get(), status: ids ? 'ready' : 'error', ids: ids ?? new Set() });
  } catch {
    if (current === generation) $wishlist.set({ ...$wishlist.get(), status: 'error' });
  }
}

// Follows the login status while anything reads the wish list: a sign-in (on this page, through the login
// modal) loads the ids, a sign-out forgets them.
onMount($wishlist, () =>
  $loginStatus.subscribe((login) => {
    if (login.status === 'loading') return;
    const signedIn = isLoggedIn(login.data?.data);
    const state = $wishlist.get();
    if (signedIn && state.status === 'visitor') void load();
    else if (!signedIn && state.status !== 'visitor') {
      generation += 1;
      $wishlist.set(initial);
    }
  }),
);

/**
 * Invites a visitor to sign in: the page's login modal when it has one (`jet:login-open`), otherwise the
 * login page.
 */
export function inviteSignIn(loginUrl = '/customer/login'): void {
  if (document.querySelector('jet-login-modal')) {
    document.dispatchEvent(new CustomEvent('jet:login-open', { detail: {}, cancelable: true }));
    return;
  }
  window.location.assign(loginUrl);
}

const without = (set: ReadonlySet<number>, id: number) => new Set([...set].filter((item) => item !== id));

/**
 * Adds the product to the wish list, or takes it off when it is there. Shown at once (the heart fills),
 * then set from the server's answer; a failure puts the heart back and marks the product as failed.
 * A visitor is invited to sign in instead.
 */
export async function toggleWishlist(idProduct: number, loginUrl?: string): Promise<void> {
  const state = $wishlist.get();
  if (state.status === 'visitor') {
    inviteSignIn(loginUrl);
    return;
  }
  if (state.pending.has(idProduct)) return;
  const adding = !state.ids.has(idProduct);
  const before = state.ids;
  $wishlist.set({
    ...state,
    ids: adding ? new Set([idProduct, ...before]) : without(before, idProduct),
    pending: new Set([...state.pending, idProduct]),
    failed: state.failed === idProduct ? null : state.failed,
  });
  const done = (ids: ReadonlySet<number> | null) => {
    const now = $wishlist.get();
    $wishlist.set({
      ...now,
      ids: ids ?? (adding ? without(now.ids, idProduct) : new Set([...now.ids, idProduct])),
      pending: without(now.pending, idProduct),
      failed: ids ? now.failed : idProduct,
    });
  };
  try {
    done(take(await call(adding ? 'addToWishlist' : 'removeFromWishlist', { json: { idProduct } })));
  } catch {
    done(null);
  }
}

/** Forgets the failure message of a product (its message closed). */
export function clearWishlistFailure(idProduct: number): void {
  const state = $wishlist.get();
  if (state.failed === idProduct) $wishlist.set({ ...state, failed: null });
}

/** Back to a page that read nothing (tests and stories). */
export function resetWishlist(): void {
  generation += 1;
  $wishlist.set(initial);
}
