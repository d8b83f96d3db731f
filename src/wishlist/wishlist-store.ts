/**
 * The wish list of the signed-in customer, shared by every heart button and the counter of the page: the
 * product ids and their count (read once with `wishlistIds` when a customer is signed in; nothing is read
 * for a visitor) and the toggle, whose answers carry the new ids and count.
 */
import { atom, onMount, onNotify } from 'nanostores';
import { call } from '../api/client';
import type { LoginStatus, WishlistState } from '../api/operations';
import { $loginStatus, isLoggedIn } from '../stores/login-status';

export interface WishlistStoreState {
  /** 'visitor' until a signed-in customer is known; 'loading' while the ids are read. */
  status: 'visitor' | 'loading' | 'ready' | 'error';
  ids: ReadonlySet<number>;
  /** The count the server answered with the ids (the counter shows it). */
  count: number;
  /** Products whose toggle is on its way (the button is busy). */
  pending: ReadonlySet<number>;
  /** The product whose last toggle failed (its button shows the message), or null. */
  failed: number | null;
}

const initial: WishlistStoreState = { status: 'visitor', ids: new Set(), count: 0, pending: new Set(), failed: null };

export const $wishlist = atom<WishlistStoreState>(initial);

/** The ids and count of an answer, or null when it is not the expected shape. */
export function take(answer: WishlistState | null | undefined): { ids: ReadonlySet<number>; count: number } | null {
  if (!answer || typeof answer !== 'object' || !Array.isArray(answer.ids)) return null;
  const ids = new Set(answer.ids.filter((id): id is number => typeof id === 'number'));
  return { ids, count: typeof answer.count === 'number' && answer.count >= 0 ? answer.count : ids.size };
}

let generation = 0;

async function load(): Promise<void> {
  const current = ++generation;
  $wishlist.set({ ...$wishlist.get(), status: 'loading' });
  try {
    const answer = take(await call('wishlistIds'));
    if (current !== generation) return;
    $wishlist.set({ ...$wishlist.get(), status: answer ? 'ready' : 'error', ...(answer ?? { ids: new Set<number>(), count: 0 }) });
  } catch {
    if (current === generation) $wishlist.set({ ...$wishlist.get(), status: 'error' });
  }
}

export function follow(login: { status: string; data?: { data?: LoginStatus } }): void {
  if (login.status === 'loading' && !login.data) return;
  const signedIn = isLoggedIn(login.data?.data);
  const state = $wishlist.get();
  if (signedIn && state.status === 'visitor') void load();
  else if (!signedIn && state.status !== 'visitor') {
    generation += 1;
    $wishlist.set(initial);
  }
}

// Follows the login status while anything reads the wish list, without asking for it: a page's user menu
// or counter reads it, and a heart's press asks for it (toggleWishlist). A card mounting makes no call. A
// sign-in on the page (the login modal) loads the ids, a sign-out forgets them.
onMount($wishlist, () => {
  follow($loginStatus.value ?? { status: 'loading' });
  // onNotify, unlike listen(), does not start the login-status read: it only sees the changes of a read
  // someone else started
  return onNotify($loginStatus, () => queueMicrotask(() => follow($loginStatus.value ?? { status: 'loading' })));
});

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
