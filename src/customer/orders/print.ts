/**
 * The print view of an order (customer-area §2, §9): 'Imprimir' opens the order's details page in a
 * 950×500 popup; that page knows it is the print view by `?print=1` in its address, expands its
 * sections and, 1 s later, prints.
 */
import { buildUrl } from '../../routes';

const PRINT_POPUP = { width: 950, height: 500 } as const;
export const PRINT_DELAY_MS = 1000;
const PRINT_PARAM = 'print';

/** The print view's address of an order: /customer/order/details/{idOrder}?print=1. */
const printUrl = (idOrder: number): string => `${buildUrl({ page: 'customer', view: 'orderDetails', idOrder })}?${PRINT_PARAM}=1`;

/** Whether this page is the print view (its sections start expanded; the details widget prints). */
export function isPrintView(location: Pick<Location, 'search'> = window.location): boolean {
  return new URLSearchParams(location.search).get(PRINT_PARAM) === '1';
}

/** Opens the print view of an order in the 950×500 popup; the popup, or null when the browser blocked it. */
export function openPrintView(idOrder: number): Window | null {
  return window.open(printUrl(idOrder), 'jet-order-print', `popup=yes,width=${PRINT_POPUP.width},height=${PRINT_POPUP.height}`);
}
