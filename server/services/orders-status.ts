/**
 * The order status rule (customer-area §4), pure, for the server and the widgets alike: the status is the
 * latest entry by registration date among the entries that have a date; with none, 'Novo'. Equal dates:
 * the later entry of the list wins. Files of digital items are released by any status other than Novo,
 * Em aprovação and Cancelado.
 */
import type { OrderStatusEntry } from '../../src/api/operations/orders.types';

export const NEW_STATUS = 'Novo';
/** Statuses that keep the files of digital items locked. */
export const LOCKING_STATUSES: readonly string[] = ['Novo', 'Em aprovação', 'Cancelado'];

type Entry = Pick<OrderStatusEntry, 'statusName' | 'dateRegisterStatus'>;

/** The current status's entry by the §4 rule, or undefined when no entry has a date. */
export function latestStatusEntry<E extends Entry>(history: readonly E[]): E | undefined {
  let latest: E | undefined;
  let latestTime = -Infinity;
  for (const entry of history) {
    if (!entry.dateRegisterStatus) continue;
    const time = Date.parse(entry.dateRegisterStatus);
    if (Number.isNaN(time)) continue;
    if (time >= latestTime) {
      latest = entry;
      latestTime = time;
    }
  }
  return latest;
}

/** The order's status name by the §4 rule ('Novo' without a dated entry). */
export const orderStatusName = (history: readonly Entry[]): string => latestStatusEntry(history)?.statusName ?? NEW_STATUS;

/** Whether an order in this status releases its digital files. */
export const releasesFiles = (statusName: string): boolean => !LOCKING_STATUSES.includes(statusName);
