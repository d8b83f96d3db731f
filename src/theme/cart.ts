import type { CartContents, MassiveAddAnswer } from '../api/operations';
import { ApiError } from '../api/errors';
import { t } from '../i18n';
import { addDigitalFreight as digitalFreight, addProducts as addAll, takeXPayY as promotions, type AddProductsItem, type CartOutcome } from '../stores/cart';

/**
 * Theme functions on the cart (own chunk: the entry imports it on the first call). They go through the
 * cart store, so the header's count, the cart widgets and the other tabs follow, and the cart events
 * are emitted as for the widgets' own changes. Each resolves with the server's answer and rejects with
 * an ApiError (`message`: the shopper's text; code 'ABORTED' when a later call of the same kind replaced it).
 */

function answerOf<A>(outcome: CartOutcome<A>): A {
  if (outcome.status === 'done') return outcome.answer;
  if (outcome.status === 'failed') throw outcome.error;
  throw new ApiError(t('api.networkError'), 0, 'ABORTED');
}

/** Adds several products at once (massive add); `jet:product-added` follows for each one that went in. */
export async function addProducts(items: readonly AddProductsItem[]): Promise<MassiveAddAnswer> {
  if (!Array.isArray(items) || !items.length) return { quantity: 0, added: [], refused: [] };
  return answerOf(await addAll(items));
}

/** Recomputes the cart's take-X-pay-Y promotions; answers the cart. */
export async function takeXPayY(): Promise<CartContents> {
  return answerOf(await promotions());
}

/** Gives a cart of only digital or service products its own freight (no postcode); answers the cart. */
export async function addDigitalFreight(): Promise<CartContents> {
  return answerOf(await digitalFreight());
}
