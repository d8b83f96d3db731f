import { atom, onStart, onStop, task, type ReadableAtom } from 'nanostores';
import { call } from '../api/client';
import { toApiError, type ApiError } from '../api/errors';
import type { CartContents, CartCount } from '../api/operations';
import { listen } from '../events';

/**
 * The cart's item count, the part of the cart every page shows (the header's counter). The lines and
 * the actions live in `./cart`, loaded with the buy flow and the cart widgets; they share this module's
 * request numbering, tab channel and events, so the two never disagree (see src/stores/README.md).
 */

export type CartStatus = 'loading' | 'ready' | 'empty' | 'error';

export interface CartQuantityState {
  /** 'loading' until the count is known; 'empty' for an empty cart. */
  status: CartStatus;
  /** Items in the cart (the sum of the lines' quantities). */
  quantity: number;
  /** Products removed because their reservation expired, from the latest answer that said (the timer notice). */
  removedProducts: readonly string[];
  error: ApiError | null;
}

export type TabMessage = { cart: CartContents } | { quantity: number };

/** What the lines module (./cart) does when it is on the page. */
export interface LinesHooks {
  /** Another tab sent a whole cart, numbered `seq`. */
  takeCart(cart: CartContents, seq: number): void;
  /** The server's cart is newer than what is shown: reload the lines if shown, the count with them when `count`. */
  markStale(count: boolean): void;
  /** Number of the lines load on its way (it brings the count too), or 0. */
  loadingSince(): number;
}

const CHANNEL = 'jet:cart';
const initialQuantity = (): CartQuantityState => ({ status: 'loading', quantity: 0, removedProducts: [], error: null });
const $count = atom<CartQuantityState>(initialQuantity());

/** The item count; subscribing loads it with the light `cartCount` operation when not known yet. */
export const $cartQuantity: ReadableAtom<CartQuantityState> = $count;

const $noticeHosts = atom(0);

/**
 * How many widgets on the page show the expiry notice ('O TEMPO EXPIROU E') themselves, in their own
 * place (the cart page): while one does, the header counter leaves the notice to it, so it shows once.
 */
export const $expiryNoticeHosts: ReadableAtom<number> = $noticeHosts;

/** A widget shows the expiry notice itself from now on; the returned function ends that (on unmount). */
export function hostExpiryNotice(): () => void {
  $noticeHosts.set($noticeHosts.get() + 1);
  let done = false;
  return () => {
    if (done) return;
    done = true;
    $noticeHosts.set($noticeHosts.get() - 1);
  };
}

/**
 * The state both modules share. Every request gets a number in the order it was sent (`issued`); an
 * answer is taken only when newer than the newest taken (`countAt`); the count needs a load while
 * `countAt <= countStaleAt`.
 */
export const sync = {
  issued: 0,
  countAt: 0,
  countStaleAt: 0,
  countShown: false,
  /** True while the cart emits, so its own events are not taken for theme code's. */
  emitting: false,
  lines: null as LinesHooks | null,
};

let counting: { seq: number; promise: Promise<void> } | null = null;
let channel: BroadcastChannel | null | undefined;
const inflight = new Set<AbortController>();

export const sumOf = (items: CartContents['items']) => items.reduce((n, line) => n + line.quantity, 0);

/** A request of the cart: numbered in the order sent, abortable by reset. */
export function send<T>(run: (signal: AbortSignal) => Promise<T>, controller = new AbortController()): { seq: number; answer: Promise<T>; controller: AbortController } {
  inflight.add(controller);
  const answer = run(controller.signal).finally(() => inflight.delete(controller));
  return { seq: ++sync.issued, answer, controller };
}

/** Takes a count answered by request `seq`; false when a newer one was taken already. */
export function takeCount(quantity: number, removed: readonly string[] | undefined, seq: number): boolean {
  if (seq <= sync.countAt) return false;
  sync.countAt = seq;
  const before = $count.value;
  $count.set({
    status: quantity > 0 ? 'ready' : 'empty',
    quantity,
    // the same array when the answer says nothing new, so the notice is not shown again
    removedProducts: removed && (removed.length || before.removedProducts.length) ? removed : before.removedProducts,
    error: null,
  });
  return true;
}

/** Loads the count alone (page load, or the cart changed elsewhere and no lines are shown). */
export function loadCount(): Promise<void> {
  if (counting && counting.seq > sync.countStaleAt) return counting.promise;
  const { seq, answer, controller } = send((signal) => call('cartCount', { signal }));
  const forget = () => {
    if (counting?.seq === seq) counting = null;
  };
  // task(): nanostores' allTasks() waits until the answer is taken, not only received
  const promise = task(() =>
    answer.finally(forget).then(
      (count: CartCount) => void takeCount(count.quantity, count.removedProducts, seq),
      (reason: unknown) => {
        if (controller.signal.aborted || seq <= sync.countAt) return;
        const error = toApiError(reason);
        $count.set({ ...$count.value, status: sync.countAt ? $count.value.status : 'error', error });
      },
    ),
  );
  counting = { seq, promise };
  return promise;
}

/** The server's cart changed behind the page: reload what is shown (the lines, or the count alone). */
function markStale(count: boolean): void {
  if (sync.lines) return sync.lines.markStale(count);
  if (!count) return;
  sync.countStaleAt = sync.issued;
  if (sync.countShown) void loadCount();
}

/** Another tab changed the cart: its answer is newer than anything in flight here. */
function fromTab(message: TabMessage): void {
  if (!message || typeof message !== 'object') return;
  const seq = ++sync.issued;
  if ('cart' in message && message.cart) {
    if (sync.lines) sync.lines.takeCart(message.cart, seq);
    else takeCount(message.cart.quantityTotalItens ?? sumOf(message.cart.items ?? []), message.cart.removedProducts, seq);
  } else if ('quantity' in message && typeof message.quantity === 'number') {
    takeCount(message.quantity, undefined, seq);
    sync.lines?.markStale(false);
  }
}

/** The BroadcastChannel the tabs of the store share, opened on first use (null where there is none). */
export function tabs(): BroadcastChannel | null {
  if (channel === undefined) {
    channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : null;
    channel?.addEventListener('message', (event: MessageEvent<TabMessage>) => fromTab(event.data));
  }
  return channel;
}

// Shown while read (onStart/onStop rather than onMount, whose end waits a second: a store reset between
// two stories or tests must load again for the next reader).
onStart($count, () => {
  sync.countShown = true;
  tabs();
  // the lines on their way bring the count too
  if (sync.countAt <= sync.countStaleAt && !((sync.lines?.loadingSince() ?? 0) > sync.countStaleAt)) void loadCount();
});
onStop($count, () => {
  sync.countShown = false;
});

// Theme code that dispatches the cart events (README "Events") changed the cart behind our back.
if (typeof document !== 'undefined') {
  const changedElsewhere = () => {
    if (!sync.emitting) markStale(true);
  };
  listen('jet:product-added', changedElsewhere);
  listen('jet:product-removed', changedElsewhere);
}

/** Back to an unknown count, requests in flight aborted (tests and stories; used by resetCart). */
export function resetCartQuantity(): void {
  for (const controller of inflight) controller.abort();
  inflight.clear();
  sync.countAt = sync.countStaleAt = sync.issued;
  counting = null;
  channel?.close();
  channel = undefined;
  $count.set(initialQuantity());
}
