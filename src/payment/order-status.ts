/**
 * The order's status by the customer-area §4 rule: the latest entry by registration date among the
 * entries that have a date; 'Novo' when there is none. (A tiny copy for the payment section; the orders
 * widgets' shared rule, if any, is src/customer/orders/order-status.ts: keep one of the two.)
 */
import type { OrderStatusEntry } from '../api/operations/orders.types';

export const STATUS_NEW = 'Novo';
export const STATUS_APPROVED = 'Aprovado';
export const STATUS_CANCELLED = 'Cancelado';

/** The latest dated entry (the last one of equal dates), or null when no entry has a date. */
export function latestStatus(history: readonly OrderStatusEntry[]): OrderStatusEntry | null {
  let latest: OrderStatusEntry | null = null;
  let latestTime = -Infinity;
  for (const entry of history) {
    const time = entry.dateRegisterStatus ? Date.parse(entry.dateRegisterStatus) : NaN;
    if (Number.isNaN(time)) continue;
    if (time >= latestTime) {
      latest = entry;
      latestTime = time;
    }
  }
  return latest;
}

/** The status name shown for the order: the latest dated entry's, 'Novo' without one. */
export const orderStatusName = (history: readonly OrderStatusEntry[]): string => latestStatus(history)?.statusName ?? STATUS_NEW;
