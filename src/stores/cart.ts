import { atom, onStart, onStop, task, type ReadableAtom } from 'nanostores';
import { call } from '../api/client';
import { write } from '../api/use-mutation';
import { toApiError, type ApiError } from '../api/errors';
import type { AddToCartAnswer, AddToCartInput, CartContents, MassiveAddAnswer, MassiveAddItem } from '../api/operations';
import { emit, type JetEventMap } from '../events';
import {
  loadCount,
  resetCartQuantity,
  send,
  sumOf,
  sync,
  tabs,
  takeCount,
  type CartStatus,
  type TabMessage,
} from './cart-quantity';
import { dropPostcode, takePostcode } from './postcode';

export { $cartQuantity } from './cart-quantity';

// Only the cart's changes, here, tell the other tabs and the page: these two live in this module (loaded
// with the buy flow), not in the count's (./cart-quantity, on every page in the core chunk).

/** Sends a change to the store's other tabs. */
function post(message: TabMessage): void {
  try {
    tabs()?.postMessage(message);
  } catch {
    // a closed channel or an uncloneable answer: the other tabs reload when they next need the cart
  }
}

/** Emits a cart event of our own (not taken for theme code's), on the element of the widget that acted if any. */
function announce<N extends 'jet:product-added' | 'jet:product-removed'>(name: N, detail: JetEventMap[N], from?: Element | null): void {
  sync.emitting = true;
  try {
    emit(name, detail, from);
  } finally {
    sync.emitting = false;
  }
}

/**
 * The cart (cart-and-purchase §3, §4, §7): one store per page, shared by every widget and kept in step
 * with the other tabs of the same store.
 *
 * - `$cartQuantity` is the count: on load from the light `cartCount` operation, then from the answers of
 *   the actions (no refetch after an add).
 * - `$cart` holds the lines, totals, shipping choice and limits (the `cartContents` answer); they load
 *   only while a widget showing them is mounted. Every change answers the whole cart and the store
 *   takes it; an add answers only the count, so the lines are marked stale and reloaded when shown.
 * - A change cancels the request it replaces (same line, or the discount), and an answer older than
 *   the newest one taken is ignored, so a slow answer never brings a removed line back.
 *   Writes are never retried.
 * - Each applied change is posted on the BroadcastChannel 'jet:cart'; other tabs take it.
 * - `jet:product-added` / `jet:product-removed` are emitted after our own add / removal; when theme code
 *   dispatches them, the count (and the lines, if shown) reload.
 */

export interface CartState {
  /** 'loading' until the lines first arrive; 'error' when they could not be loaded. */
  status: CartStatus;
  /** The last cart the server answered: lines, totals, discount, shipping choice, limits. */
  data: CartContents | null;
  /** The lines are older than the count (after an add, or a change made elsewhere); a reload is on its way when shown. */
  stale: boolean;
  /** Lines with a change or a removal on its way (idCartItem). */
  pending: readonly number[];
  /** Why the lines could not be loaded (status 'error'; the server's text for the shopper); cleared by the next cart taken. */
  error: ApiError | null;
}

/** How an action ended: done (with the server's answer), superseded by a later change, or failed. */
export type CartOutcome<Answer = CartContents> =
  | { status: 'done'; answer: Answer }
  | { status: 'superseded' }
  | { status: 'failed'; error: ApiError };

const initialCart = (): CartState => ({ status: 'loading', data: null, stale: false, pending: [], error: null });
const $lines = atom<CartState>(initialCart());

/** The lines, totals, shipping choice and limits; subscribing loads them. */
export const $cart: ReadableAtom<CartState> = $lines;

// The lines need a load while their mark is at or below `linesStaleAt` (both start at 0, before
// anything is known); request numbers come from the count module's `sync.issued`.
let linesAt = 0;
let linesStaleAt = 0;
/** The in-flight change of each line ('line:12') and of the discount ('discount'), to abort when replaced. */
const latest = new Map<string, AbortController>();
const pending = new Map<number, number>();
let loading: { seq: number; promise: Promise<CartOutcome> } | null = null;
let writes = 0;
/** A change answered after a newer answer was taken: the cart is reloaded when the changes settle. */
let lost = false;
let linesShown = false;

/** A cart answer the views can read: an object whose lines (when given) are a list of lines. */
const isCartAnswer = (answer: unknown): answer is Partial<CartContents> =>
  typeof answer === 'object' &&
  answer !== null &&
  !Array.isArray(answer) &&
  'items' in answer &&
  Array.isArray(answer.items) &&
  answer.items.every((line: unknown) => typeof line === 'object' && line !== null && typeof (line as { quantity?: unknown }).quantity === 'number');

/** The answer with defaults for what a platform left out (stories and old fixtures send `{ items }`). */
function complete(answer: Partial<CartContents>): CartContents {
  const items = answer.items ?? [];
  return {
    total: 0,
    subTotal: 0,
    totalDiscount: 0,
    totalShipping: 0,
    cartHasOnlyVirtualProducts: false,
    minValue: 0,
    maxValue: 0,
    limits: [],
    discountKey: null,
    voucher: null,
    totalVoucher: 0,
    shipping: null,
    postcode: null,
    freeShipping: null,
    reservedUntil: null,
    reservationExtended: false,
    // a platform that does not say: the reference server's default
    reservationMinutes: 30,
    removedProducts: [],
    ...answer,
    items,
    quantityTotalItens: answer.quantityTotalItens ?? sumOf(items),
  };
}

function patchLines(patch: Partial<CartState>): void {
  const next = { ...$lines.value, ...patch };
  next.stale = next.data !== null && linesAt <= linesStaleAt;
  $lines.set(next);
}

/** Takes a whole-cart answer sent as request `seq`; false when a newer one was taken already. */
function takeCart(answer: Partial<CartContents>, seq: number): boolean {
  if (seq <= linesAt) return false;
  linesAt = seq;
  const data = complete(answer);
  patchLines({ status: data.items.length ? 'ready' : 'empty', data, error: null });
  takePostcode(data.postcode);
  takeCount(data.quantityTotalItens, data.removedProducts, seq);
  return true;
}

/** What is shown is older than the server's cart: reload what is shown now, the rest when shown. */
function markStale(count: boolean): void {
  linesStaleAt = sync.issued;
  if (count) sync.countStaleAt = sync.issued;
  patchLines({});
  if (linesShown) void loadCart();
  else if (count && sync.countShown) void loadCount();
}

/**
 * Loads the lines (and the count with them). A load already on its way is shared, unless the cart
 * changed since it was sent.
 */
export function loadCart(): Promise<CartOutcome> {
  if (loading && loading.seq > linesStaleAt) return loading.promise;
  if (!$lines.value.data) patchLines({ status: 'loading' });
  const { seq, answer, controller } = send((signal) => call('cartContents', { signal }));
  // task(): nanostores' allTasks() waits until the answer is taken, not only received; the load is
  // forgotten before its answer is taken, so nothing joins a load that is over
  const forget = () => {
    if (loading?.seq === seq) loading = null;
  };
  const failed = (reason: unknown): CartOutcome => {
    if (controller.signal.aborted) return { status: 'superseded' };
    const error = toApiError(reason);
    if (seq > linesAt) patchLines({ status: $lines.value.data ? $lines.value.status : 'error', error });
    return { status: 'failed', error };
  };
  const promise = task(() => answer.finally(forget).then(
    (cart): CartOutcome => {
      // an answer of an unexpected shape is a failed read (issue 14): never shown as an empty cart
      if (!isCartAnswer(cart)) return failed(new Error('cartContents: unexpected answer'));
      takeCart(cart, seq);
      return { status: 'done', answer: complete(cart) };
    },
    failed,
  ));
  loading = { seq, promise };
  return promise;
}

/** The lines as they are now, loaded first when unknown or stale (the add-to-cart stock pre-check). */
export function currentCart(): Promise<CartOutcome> {
  const { data, stale } = $lines.value;
  return data && !stale ? Promise.resolve({ status: 'done', answer: data }) : loadCart();
}

function setPending(idCartItem: number | null, delta: number): void {
  if (idCartItem === null) return;
  const n = (pending.get(idCartItem) ?? 0) + delta;
  if (n > 0) pending.set(idCartItem, n);
  else pending.delete(idCartItem);
  patchLines({ pending: [...pending.keys()] });
}

/** A write is over: when an answer of one came too late to be taken, reload once nothing is in flight. */
function settled(): void {
  if (--writes === 0 && lost) {
    lost = false;
    markStale(true);
  }
}

/**
 * How a write that threw ends: superseded when it was aborted, else failed with the shopper's text (the
 * widget that acted says it; `error` of the state is the failed load's only).
 */
function failure(controller: AbortController, reason: unknown): CartOutcome<never> {
  if (controller.signal.aborted) return { status: 'superseded' };
  return { status: 'failed', error: toApiError(reason) };
}

/** Sends a change that answers the whole cart, aborting the one it replaces (same `key`). */
function change(key: string, idCartItem: number | null, run: (signal: AbortSignal) => Promise<CartContents>): Promise<CartOutcome> {
  return task(() => changing(key, idCartItem, run));
}

async function changing(key: string, idCartItem: number | null, run: (signal: AbortSignal) => Promise<CartContents>): Promise<CartOutcome> {
  latest.get(key)?.abort();
  const controller = new AbortController();
  latest.set(key, controller);
  writes++;
  setPending(idCartItem, 1);
  const { seq, answer } = send(run, controller);
  try {
    const cart = await answer;
    if (controller.signal.aborted) return { status: 'superseded' };
    if (takeCart(cart, seq)) post({ cart: $lines.value.data! });
    else lost = true;
    return { status: 'done', answer: complete(cart) };
  } catch (reason) {
    const outcome = failure(controller, reason);
    // the line is gone from the server's cart ('Este item não está mais no seu carrinho.'): the cart shown
    // is out of date, so it is reloaded and the line leaves the screen while its message shows
    if (outcome.status === 'failed' && outcome.error.status === 404 && idCartItem !== null) markStale(true);
    return outcome;
  } finally {
    if (latest.get(key) === controller) latest.delete(key);
    setPending(idCartItem, -1);
    settled();
  }
}

/**
 * Adds a product. The answer's count is taken at once and the lines are marked stale (reloaded now if
 * a widget shows them); `jet:product-added` follows, on `from` (the element of the widget that added)
 * or on document. `answer.success` false is the spec's falsy result.
 */
export function addToCart(input: AddToCartInput, about: ProductAbout = {}, from?: Element | null): Promise<CartOutcome<AddToCartAnswer>> {
  return task(() => adding(input, about, from));
}

/** What the event of an add tells analytics about the product besides its ids (AddToCart). */
export interface ProductAbout {
  name?: string;
  /** The unit price paid, BRL. */
  price?: number;
}

/** The event's detail: the ids and quantity, with the name and price when known. */
function addedDetail(item: MassiveAddItem, about: ProductAbout | undefined) {
  const detail: { idProduct: number; idSku: number | null; quantity: number; name?: string; price?: number } = {
    idProduct: item.idProduct,
    idSku: item.idSku,
    quantity: item.quantity,
  };
  if (about?.name !== undefined) detail.name = about.name;
  if (about?.price !== undefined) detail.price = about.price;
  return detail;
}

async function adding(input: AddToCartInput, about: ProductAbout, from?: Element | null): Promise<CartOutcome<AddToCartAnswer>> {
  writes++;
  const { seq, answer, controller } = send((signal) => write('addToCart', { json: input, signal }));
  try {
    const result = await answer;
    if (result?.success) {
      if (takeCount(result.quantity, undefined, seq)) post({ quantity: result.quantity });
      else lost = true;
      markStale(false);
      announce('jet:product-added', addedDetail(input, about), from);
    }
    return { status: 'done', answer: result };
  } catch (reason) {
    return failure(controller, reason);
  } finally {
    settled();
  }
}

/** A product for `addProducts`: the ids and quantity sent, the name and price only told to the events. */
export type AddProductsItem = MassiveAddItem & ProductAbout;

/**
 * Adds several products at once (massive add). Like `addToCart`: the answer's count is taken at once,
 * the lines are marked stale, and `jet:product-added` follows for each product that went in (with the
 * name and price the caller gave for it). Refused products come back in `answer.refused` with the
 * shopper's text why.
 */
export function addProducts(items: readonly AddProductsItem[]): Promise<CartOutcome<MassiveAddAnswer>> {
  return task(() => addingAll(items));
}

async function addingAll(items: readonly AddProductsItem[]): Promise<CartOutcome<MassiveAddAnswer>> {
  writes++;
  const sent = items.map(({ idProduct, idSku, quantity }) => ({ idProduct, idSku, quantity }));
  const { seq, answer, controller } = send((signal) => write('massiveAdd', { json: { items: sent }, signal }));
  try {
    const result = await answer;
    const added = result?.added ?? [];
    if (added.length) {
      if (takeCount(result.quantity, undefined, seq)) post({ quantity: result.quantity });
      else lost = true;
      markStale(false);
      for (const item of added) {
        const about = items.find((i) => i.idProduct === item.idProduct && (i.idSku ?? null) === (item.idSku ?? null));
        announce('jet:product-added', addedDetail(item, about));
      }
    }
    return { status: 'done', answer: result };
  } catch (reason) {
    return failure(controller, reason);
  } finally {
    settled();
  }
}

/**
 * Changes a line's quantity (1 to 9999; the view checks the range first). The same quantity as the
 * cart holds sends nothing; a later change or removal of the line cancels this one.
 */
export function changeQuantity(idCartItem: number, quantity: number): Promise<CartOutcome> {
  const key = `line:${idCartItem}`;
  const { data } = $lines.value;
  if (data && !latest.has(key) && data.items.some((l) => l.idCartItem === idCartItem && l.quantity === quantity)) {
    return Promise.resolve({ status: 'done', answer: data });
  }
  return change(key, idCartItem, (signal) => write('changeCartItem', { json: { idCartItem, quantity }, signal }));
}

/** Removes a line (cancelling a change of it on its way); `jet:product-removed` follows, on `from` as addToCart's. */
export async function removeItem(idCartItem: number, from?: Element | null): Promise<CartOutcome> {
  const idProduct = $lines.value.data?.items.find((l) => l.idCartItem === idCartItem)?.idProduct;
  const outcome = await change(`line:${idCartItem}`, idCartItem, (signal) => write('removeCartItem', { json: { idCartItem }, signal }));
  if (outcome.status === 'done') announce('jet:product-removed', idProduct === undefined ? { idCartItem } : { idProduct, idCartItem }, from);
  return outcome;
}

/**
 * Empties the cart (the clean-cart call); `jet:product-removed` follows for each line that was in it, on
 * `from` as addToCart's.
 */
export async function cleanCart(from?: Element | null): Promise<CartOutcome> {
  const lines = $lines.value.data?.items ?? [];
  for (const line of lines) latest.get(`line:${line.idCartItem}`)?.abort();
  const outcome = await change('clean', null, (signal) => write('cleanCart', { json: null, signal }));
  if (outcome.status === 'done') for (const { idProduct, idCartItem } of lines) announce('jet:product-removed', { idProduct, idCartItem }, from);
  return outcome;
}

/** Applies a discount key (coupon); an unknown key fails with the server's text. */
export function applyDiscount(key: string): Promise<CartOutcome> {
  return change('discount', null, (signal) => write('applyDiscount', { json: { key }, signal }));
}

/** Removes the discount applied (cancelling an apply on its way). */
export function removeDiscount(): Promise<CartOutcome> {
  return change('discount', null, (signal) => write('removeDiscount', { json: null, signal }));
}

/** Applies a voucher (vale-presente) code; an unknown or used one fails with the server's text. */
export function applyVoucher(code: string): Promise<CartOutcome> {
  return change('voucher', null, (signal) => write('applyVoucher', { json: { code }, signal }));
}

export function removeVoucher(): Promise<CartOutcome> {
  return change('voucher', null, (signal) => write('removeVoucher', { json: null, signal }));
}

/** Chooses a shipping option for a postcode (digits); the cart answers with its new totals. */
export function chooseShipping(postcode: string, idShippingMode: number): Promise<CartOutcome> {
  return change('shipping', null, (signal) => write('chooseShipping', { json: { postcode, idShippingMode }, signal }));
}

/** Keeps the shopper's postcode (digits) on the cart and its cookie, without an option chosen yet. */
export function setPostcode(postcode: string): Promise<CartOutcome> {
  return change('shipping', null, (signal) => write('setPostcode', { json: { postcode }, signal }));
}

/** Forgets the shopper's postcode (its cookie, the cart's postcode and the option chosen for it). */
export async function forgetPostcode(): Promise<CartOutcome> {
  const outcome = await change('shipping', null, (signal) => write('deletePostcode', { json: null, signal }));
  if (outcome.status === 'done') dropPostcode();
  return outcome;
}

/** A cart of only digital or service products takes its own freight, without a postcode. */
export function addDigitalFreight(): Promise<CartOutcome> {
  return change('shipping', null, (signal) => write('addDigitalFreight', { json: null, signal }));
}

/** Recomputes the take-X-pay-Y promotions (they also apply on every change). */
export function takeXPayY(): Promise<CartOutcome> {
  return change('promotions', null, (signal) => write('takeXPayY', { json: null, signal }));
}

/** Extends the lines' reservation, once (WCAG 2.2.1). */
export function extendReservation(): Promise<CartOutcome> {
  return change('reservation', null, (signal) => write('extendReservation', { json: null, signal }));
}

onStart($lines, () => {
  linesShown = true;
  tabs();
  if (linesAt <= linesStaleAt) void loadCart();
});
onStop($lines, () => {
  linesShown = false;
});

// This module is on the page: the count module hands it what concerns the lines.
sync.lines = { takeCart: (cart, seq) => void takeCart(cart, seq), markStale, loadingSince: () => loading?.seq ?? 0 };

/** Back to an unknown cart, requests in flight aborted (tests and stories; not for production code). */
export function resetCart(): void {
  resetCartQuantity();
  latest.clear();
  pending.clear();
  linesAt = linesStaleAt = sync.issued;
  loading = null;
  lost = false; // (`writes` is left to the aborted writes, which still settle)
  $lines.set(initialCart());
}
