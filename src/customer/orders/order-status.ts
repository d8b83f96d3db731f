/**
 * The order status rule (customer-area §4), shared by the widgets and the reference server: the status is the latest entry by registration date among the
 * entries that have a date; with none it is Novo. Files of digital products are released by any status
 * except Novo, Em aprovação and Cancelado.
 */
import type { OrderStatusEntry } from '../../api/operations/orders.types';

export const NEW_STATUS = { statusName: 'Novo', statusCode: '01', dateRegisterStatus: null } as const;

export type NewStatus = typeof NEW_STATUS;

/** Statuses that keep digital files locked (§4). */
const LOCKED_STATUSES: readonly string[] = ['Novo', 'Em aprovação', 'Cancelado'];

function timeOf(entry: OrderStatusEntry): number {
  return entry.dateRegisterStatus === null ? Number.NaN : Date.parse(entry.dateRegisterStatus);
}

/** The dated entries, oldest first (ties keep their order in the history). */
export function datedSteps(history: readonly OrderStatusEntry[]): OrderStatusEntry[] {
  return history
    .map((entry, index) => ({ entry, index, time: timeOf(entry) }))
    .filter((row) => !Number.isNaN(row.time))
    .sort((a, b) => a.time - b.time || a.index - b.index)
    .map((row) => row.entry);
}

/** The order's current status: the latest dated entry (the last one listed wins a tie), Novo with none. */
export function orderStatus(history: readonly OrderStatusEntry[]): OrderStatusEntry | NewStatus {
  const steps = datedSteps(history);
  return steps.length > 0 ? steps[steps.length - 1] : NEW_STATUS;
}

/** The order's status name (the history rows of the server and the widgets alike). */
export const orderStatusName = (history: readonly OrderStatusEntry[]): string => orderStatus(history).statusName;

/** Whether an order in this status releases its digital files (§4). Case and accents are compared exactly. */
export function filesReleased(statusName: string): boolean {
  return !LOCKED_STATUSES.includes(statusName.trim());
}
