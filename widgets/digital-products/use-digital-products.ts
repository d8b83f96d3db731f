import '../../src/i18n/catalogue/digital-products';
import '../../src/i18n/catalogue/orders-api';
import { useCallback, useEffect, useState } from 'react';
import { call } from '../../src/api/client';
import type { DigitalProductLine, FileAnswer } from '../../src/api/operations/orders.types';
import { useAreaLoaded } from '../../src/customer/area-loaded';
import { guardedRead, isDigitalProducts } from '../../src/customer/orders/answer-guards';
import { downloadFile } from '../../src/customer/orders/download-file';
import { filesReleased } from '../../src/customer/orders/order-status';
import { customerUrl } from '../../src/customer/navigation';
import { useCustomerGuard, useCustomerQuery } from '../../src/customer/use-customer-guard';
import { t } from '../../src/i18n';
import { navigation } from '../../src/routes/navigation';
import { useKept } from '../../src/stores/use-query';
import { useAlert } from '../../src/ui/alert';

/** customer-area §7, §9: the list's page size, and how many lines the name search reads at once. */
const DIGITAL_PAGE_SIZE = 10;
const DIGITAL_SEARCH_SIZE = 2000;

/** customer-area §9: the pager shows 2 pages either side of the current one. */
export const DIGITAL_PAGER_SPREAD = 2;

/**
 * The order's address as customer-area §2 builds it from the current one: '/digital-product' removed,
 * 'customers' changed to 'customer' (first occurrence of each, as the spec's rewrite does), a trailing
 * slash dropped, then '/order/details/{idOrder}' appended. From '/customer/digital-products' it is
 * '/customer/order/details/{idOrder}' ('/customers' once the first step is done, '/customer' after the
 * second).
 */
export function viewOrderUrl(currentPath: string, idOrder: number): string {
  const base = currentPath.replace('/digital-product', '').replace('customers', 'customer').replace(/\/+$/, '');
  return `${base}/order/details/${idOrder}`;
}

/** customer-area §5: the name search is a case-insensitive substring match. */
export const matchesName = (name: string, term: string): boolean =>
  name.toLocaleLowerCase('pt-BR').includes(term.trim().toLocaleLowerCase('pt-BR'));

/** The page count of `total` lines in pages of DIGITAL_PAGE_SIZE. */
export const pageCountOf = (total: number): number => Math.ceil(total / DIGITAL_PAGE_SIZE);

/**
 * - `checking` / `leaving`: the guard reads the login status (and whether the customer has digital
 *   orders) / sends a visitor, or a customer without digital orders, to /customer;
 * - `loading`: the first answer of the page (or of the search) is on its way;
 * - `error`: the list could not be read: nothing is shown (customer-area §8);
 * - `empty`: no line ('Nenhum produto encontrado!'), also after a failed name search (§8: the list
 *   emptied, the pager at 0 pages);
 * - `ready`: the lines of the page.
 */
type DigitalProductsState = 'checking' | 'leaving' | 'unknown' | 'loading' | 'error' | 'empty' | 'ready';

export interface DigitalProductRow extends DigitalProductLine {
  /** Stable key: the same product may be in several orders. */
  key: string;
  released: boolean;
  viewUrl: string;
  /**
   * The key of its order's archive ('Baixar todos os arquivos') when this line offers it: the first line
   * shown of a released order with more than one file; null otherwise.
   */
  archiveKey: string | null;
}

/** Whether a line's order offers its archive: released, with more than one file in all. */
const offersArchive = (line: DigitalProductLine): boolean => filesReleased(line.lastOrderStatus) && (line.orderFileCount ?? 0) > 1;

const currentPath = () => (typeof location === 'undefined' ? '/customer/digital-products' : location.pathname);

/**
 * The digital products screen's logic (customer-area §2 "Digital products screen", §4 "Digital list",
 * §7 "Digital list" and "Digital files", §8 digital list errors, §9): the guard, the load event, the
 * server's pages of 10, the name search over one read of 2000 lines filtered and paged here, the pager
 * that ignores pages outside 1..pageCount, the download of a line's files and of its order's archive.
 */
export function useDigitalProducts() {
  const guard = useCustomerGuard();
  // §2 and §6: the page is only for customers with digital orders (the same store as the menu's item);
  // a failed read opens it rather than sending away a customer who may well have some
  const digital = useCustomerQuery(guard.state, 'digitalOrders');
  const noDigital = digital.data?.hasDigitalProducts === false;
  const leaveForHome = guard.state === 'allowed' && noDigital;
  const entry = guard.state !== 'allowed' ? guard.state : leaveForHome ? 'leaving' : digital.status === 'loading' ? 'checking' : 'allowed';
  const allowed = entry === 'allowed';
  useEffect(() => {
    if (leaveForHome) navigation.assign(customerUrl({ view: 'home' }));
  }, [leaveForHome]);
  useAreaLoaded(t('digital.title'), allowed);

  const [search, setSearchText] = useState('');
  const [page, setPageNumber] = useState(1);
  const term = search.trim();
  const searching = term !== '';

  // an answer of the wrong shape (200 with {} or []) is a failed read (§8: a failed list shows nothing)
  // asked with the login status, not after it (shown once the guard allows)
  const paged = guardedRead(useCustomerQuery(guard.state, 'digitalProducts', { page, pageSize: DIGITAL_PAGE_SIZE }, !searching), isDigitalProducts);
  const everything = guardedRead(useCustomerQuery(guard.state, 'digitalProducts', { page: 1, pageSize: DIGITAL_SEARCH_SIZE }, searching), isDigitalProducts);
  // the last page stays on screen while the next one loads (no blink between pages)
  const keptPage = useKept(paged.status === 'error' ? undefined : paged.data, searching || paged.status === 'error');

  let lines: DigitalProductLine[] = [];
  let pageCount = 0;
  let total = 0;
  let listState: 'loading' | 'error' | 'ready';
  if (!searching) {
    listState = paged.status === 'error' ? 'error' : paged.data ? 'ready' : 'loading';
    const data = paged.data ?? keptPage;
    if (listState !== 'error' && data) {
      lines = data.orderProductCustomer;
      pageCount = data.settings.pageCount;
      total = data.settings.totalItemCount;
    }
  } else if (everything.status === 'error') {
    // §8: a failed name search empties the list and resets the pager to 0 pages
    listState = 'ready';
  } else if (!everything.data) {
    listState = 'loading';
  } else {
    listState = 'ready';
    const found = everything.data.orderProductCustomer.filter((line) => matchesName(line.nameProduct, term));
    total = found.length;
    pageCount = pageCountOf(found.length);
    lines = found.slice((page - 1) * DIGITAL_PAGE_SIZE, page * DIGITAL_PAGE_SIZE);
  }

  const state: DigitalProductsState =
    entry !== 'allowed'
      ? entry
      : listState === 'error'
        ? 'error'
        : listState === 'loading' && lines.length === 0
          ? 'loading'
          : lines.length === 0
            ? 'empty'
            : 'ready';

  const path = currentPath();
  const rows: DigitalProductRow[] = lines.map((line, index) => ({
    ...line,
    key: `${line.idOrder}-${line.idProduct}-${index}`,
    released: filesReleased(line.lastOrderStatus),
    viewUrl: viewOrderUrl(path, line.idOrder),
    // an order's lines are together (sorted by order id): the first one shown carries the archive
    archiveKey: offersArchive(line) && lines[index - 1]?.idOrder !== line.idOrder ? `order-${line.idOrder}` : null,
  }));

  /** §4: a page outside 1..pageCount (or the current one) is ignored. */
  const setPage = useCallback(
    (next: number) => {
      if (!Number.isInteger(next) || next < 1 || next > pageCount || next === page) return;
      setPageNumber(next);
    },
    [page, pageCount],
  );

  /** A new search text starts again from page 1. */
  const setSearch = useCallback((text: string) => {
    setSearchText(text);
    setPageNumber(1);
  }, []);

  const alert = useAlert();
  const show = alert.show;
  /** The key of the row, or of the order archive, whose file is being fetched (its button is disabled meanwhile). */
  const [downloading, setDownloading] = useState<string | null>(null);
  const save = useCallback(
    async (key: string, load: () => Promise<FileAnswer>, failure: () => string) => {
      setDownloading(key);
      try {
        downloadFile(await load());
      } catch {
        show({ kind: 'error', message: failure() });
      } finally {
        setDownloading(null);
      }
    },
    [show],
  );
  const download = useCallback(
    async (row: DigitalProductRow) => {
      if (!row.released) return;
      await save(
        row.key,
        () => call('digitalFiles', { params: { idOrder: row.idOrder, idProduct: row.idProduct } }),
        () => t('ordersApi.digitalNotFound', { idOrder: row.idOrder }),
      );
    },
    [save],
  );
  /** §7 "Download order archive" of the row's whole order ({c} left out: every product's files). */
  const downloadArchive = useCallback(
    async (row: DigitalProductRow) => {
      if (!row.archiveKey) return;
      await save(
        row.archiveKey,
        () => call('orderArchive', { params: { idOrder: row.idOrder }, json: '' }),
        () => t('ordersApi.attachmentNotFound', { id: row.idOrder }),
      );
    },
    [save],
  );

  return {
    state,
    /** True while a page or the search answer loads with older lines still shown. */
    busy: listState === 'loading',
    search,
    setSearch,
    searching,
    /** Lines found by the search (all pages), for the results' announcement. */
    total,
    rows,
    page,
    pageCount,
    setPage,
    download,
    downloadArchive,
    downloading,
    alert,
  };
}

export type DigitalProductsModel = ReturnType<typeof useDigitalProducts>;
