/**
 * An order's page follows its payment without a reload (issue 25): while the payment is pending
 * (`paymentPending`: Novo or Em aprovação, not paid, not closed) the page's orderDetails read is asked
 * again every 5 s, only while the tab is visible (once more at once when it becomes visible again). Every
 * widget reading that order (details, data and payment, status steps, a confirmation page) shows the new
 * answer, since they share the one keyed store. It stops once the payment is final (Aprovado, 06,
 * Cancelado) or no widget wants it.
 *
 * However many widgets of a page call it for one order, one loop runs (counted per store). A failed read
 * keeps the last answer (the query store's rule) and the loop goes on.
 */
import { useEffect } from 'react';
import type { OrderDetails } from '../../api/operations/orders.types';
import { paymentPending } from '../../payment/expiry';
import { query, type QueryStore } from '../../stores/query';
import { orderDetailsParams } from './order-details-query';

/** How often a pending payment is asked about. */
const LIVE_STATUS_INTERVAL_MS = 5000;

const loops = new Map<QueryStore<unknown>, { users: number; stop: () => void }>();

/** Asks `store` again every `intervalMs` while the page is visible, never two at once; returns the stop. */
function startLoop(store: QueryStore<unknown>, intervalMs: number): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let busy = false;
  let stopped = false;
  const schedule = () => {
    if (stopped || busy || timer !== undefined || document.hidden) return;
    timer = setTimeout(tick, intervalMs);
  };
  function tick() {
    timer = undefined;
    busy = true;
    void store.refresh().finally(() => {
      busy = false;
      schedule();
    });
  }
  const onVisibility = () => {
    clearTimeout(timer);
    timer = undefined;
    // back on the tab: the payment may have happened meanwhile
    if (!document.hidden && !busy) tick();
  };
  document.addEventListener('visibilitychange', onVisibility);
  schedule();
  return () => {
    stopped = true;
    clearTimeout(timer);
    document.removeEventListener('visibilitychange', onVisibility);
  };
}

/**
 * Keeps the orderDetails read of `idOrder` (undefined: the latest order, as the page asks it) fresh while
 * `order`'s payment is pending; true while it does.
 */
export function useLiveOrderStatus(idOrder: number | undefined, order: OrderDetails | null | undefined, intervalMs = LIVE_STATUS_INTERVAL_MS): boolean {
  const live = Boolean(order && paymentPending(order.historyListOrderStatus));
  const store = query('orderDetails', orderDetailsParams(idOrder)) as QueryStore<unknown>;
  useEffect(() => {
    if (!live) return;
    let entry = loops.get(store);
    if (!entry) loops.set(store, (entry = { users: 0, stop: startLoop(store, intervalMs) }));
    entry.users += 1;
    return () => {
      entry.users -= 1;
      if (entry.users > 0) return;
      entry.stop();
      loops.delete(store);
    };
  }, [live, store, intervalMs]);
  return live;
}
