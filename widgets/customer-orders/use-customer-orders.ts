import '../../src/i18n/catalogue/orders-api';
import '../../src/i18n/catalogue/orders-view';
import { useCallback, useState } from 'react';
import type { OrderSummary } from '../../src/api/operations/orders.types';
import { guardedRead, isOrderHistory } from '../../src/customer/orders/answer-guards';
import { payNowUrl } from '../../src/customer/orders/pay-now';
import { useCustomerGuard, useCustomerQuery } from '../../src/customer/use-customer-guard';
import { buildUrl } from '../../src/routes';
import { query } from '../../src/stores/query';
import { useKept } from '../../src/stores/use-query';

/** customer-area §9: the history's page size, the pager's window and the search's reach. */
const ORDERS_PAGE_SIZE = 10;
export const ORDERS_PAGER_AROUND = 2;
const ORDERS_SEARCH_SIZE = 2000;

/**
 * - `checking` / `leaving`: the customer guard reads the login status / sends the visitor to /customer;
 * - `loading`: the page (or the search) is on its way and nothing is shown yet (a skeleton);
 * - `error`: it could not be read (a retry button);
 * - `empty`: no order (or no order with the searched number): 'Nenhum pedido encontrado!';
 * - `ready`: the table.
 */
type CustomerOrdersState = 'checking' | 'leaving' | 'unknown' | 'loading' | 'error' | 'empty' | 'ready';

/** The digits of what was typed in the search (order numbers are digits only). */
export const searchDigits = (value: string): string => value.replace(/\D+/g, '');

/** A number an order can have: digits, not only zeros. */
export const isOrderNumber = (term: string): boolean => /^\d+$/.test(term) && Number(term) > 0;

/** The orders whose number is `term` (customer-area §9: the search fetches up to 2000 orders and filters by id). */
export const ordersMatching = (orders: readonly OrderSummary[], term: string): OrderSummary[] =>
  orders.filter((order) => String(order.idOrder) === String(Number(term)));

export const detailsUrl = (idOrder: number): string => buildUrl({ page: 'customer', view: 'orderDetails', idOrder });

/** A row's pictures: the items the answer gives (up to 3) and how many more the order has ('+N'). */
export function rowItems(order: OrderSummary): { items: NonNullable<OrderSummary['items']>; more: number } {
  const items = order.items ?? [];
  return { items, more: Math.max(0, (order.itemCount ?? items.length) - items.length) };
}

/**
 * The order history's logic (customer-area §2 /customer/order, §9): the guard, pages of 10 newest first,
 * the pager (2 pages either side of the current one), and the search by order number, which asks page 1
 * with size 2000 and keeps the order with that number.
 */
export function useCustomerOrders() {
  const guard = useCustomerGuard();
  const [page, setPage] = useState(1);
  /** What is typed (digits only) and the number searched (null: the paged list). */
  const [typed, setTyped] = useState('');
  const [searched, setSearched] = useState<string | null>(null);
  const searching = searched !== null;

  const pageParams = { page, pageSize: ORDERS_PAGE_SIZE };
  const searchParams = { page: 1, pageSize: ORDERS_SEARCH_SIZE };
  // an answer of the wrong shape (200 with {} or []) is a failed read: the error and 'Tentar novamente'
  // asked with the login status, not after it (shown once the guard allows)
  const paged = guardedRead(useCustomerQuery(guard.state, 'orders', pageParams, !searching), isOrderHistory);
  const all = guardedRead(useCustomerQuery(guard.state, 'orders', searchParams, searching), isOrderHistory);
  const read = searching ? all : paged;
  // the previous page stays on screen while the next one loads (no blinking table)
  const kept = useKept(searching ? undefined : (paged.data ?? undefined), searching);

  const shown = searching ? all.data : kept;
  const orders = shown ? (searching ? ordersMatching(shown.orderSimples ?? [], searched) : (shown.orderSimples ?? [])) : [];
  const pageCount = searching ? (orders.length > 0 ? 1 : 0) : (shown?.settings.pageCount ?? 0);

  const state: CustomerOrdersState =
    guard.state !== 'allowed'
      ? guard.state
      : read.status === 'error' && read.data === undefined
        ? // the page (or the search) asked failed: its error and retry, even with another page kept
          'error'
        : shown === undefined
          ? read.status === 'loading'
            ? 'loading'
            : 'empty'
          : orders.length === 0
            ? 'empty'
            : 'ready';

  /** The search cannot run (nothing or no order number typed) or letters were dropped: the hint under the field. */
  const [searchInvalid, setSearchInvalid] = useState(false);

  /** Keeps the digits only as the shopper types; anything else dropped shows the hint. */
  const changeTyped = useCallback((value: string) => {
    const digits = searchDigits(value);
    setTyped(digits);
    setSearchInvalid(digits !== value);
  }, []);

  /** Searches the typed number; nothing (or only zeros) typed: the hint and no request. */
  const search = useCallback(() => {
    const term = searchDigits(typed);
    if (!isOrderNumber(term)) {
      setSearchInvalid(true);
      return;
    }
    setSearchInvalid(false);
    setSearched(term);
  }, [typed]);

  const clearSearch = useCallback(() => {
    setTyped('');
    setSearched(null);
    setSearchInvalid(false);
  }, []);

  const goToPage = useCallback(
    (next: number) => {
      if (next >= 1 && next <= pageCount && next !== page) setPage(next);
    },
    [page, pageCount],
  );

  const retry = () => {
    void query('orders', searching ? searchParams : pageParams).refresh();
  };

  // 'Pagar agora' is read against the clock of the page's opening (the details page says so if the deadline passed since)
  const [now] = useState(() => Date.now());

  return {
    state,
    orders,
    page,
    pageCount,
    /** A page other than the one shown is on its way. */
    busy: !searching && paged.status === 'loading' && kept !== undefined,
    typed,
    searched,
    searchInvalid,
    changeTyped,
    search,
    clearSearch,
    goToPage,
    retry,
    /** Where a row's 'Pagar agora' leads (its payment block), or null when it has nothing to pay now. */
    payNowHref: (order: OrderSummary) => payNowUrl(order, now),
  };
}

export type CustomerOrdersModel = ReturnType<typeof useCustomerOrders>;
