import '../../src/i18n/catalogue/orders-api';
import '../../src/i18n/catalogue/orders-view';
import { useCallback, useEffect, useRef, useState } from 'react';
import { call } from '../../src/api/client';
import type { OrderAttachmentGroup, OrderDetails, OrderItem } from '../../src/api/operations/orders.types';
import { downloadFile } from '../../src/customer/orders/download-file';
import { orderDetailsParams, useOrderDetails } from '../../src/customer/orders/order-details-query';
import { filesReleased, orderStatus } from '../../src/customer/orders/order-status';
import { isPrintView, openPrintView, PRINT_DELAY_MS } from '../../src/customer/orders/print';
import { useCancelOrder } from '../../src/customer/orders/use-cancel-order';
import { useLiveOrderStatus } from '../../src/customer/orders/use-live-order-status';
import { customerUrl, goLater } from '../../src/customer/navigation';
import { useCustomerGuard } from '../../src/customer/use-customer-guard';
import { useHost } from '../../src/elements/host';
import { t } from '../../src/i18n';
import { buildUrl } from '../../src/routes';
import { navigation } from '../../src/routes/navigation';
import { addToCart } from '../../src/stores/cart';
import { query } from '../../src/stores/query';
import { useQuery } from '../../src/stores/use-query';
import { useAlert } from '../../src/ui/alert';
import { useOrderTracking } from './use-order-tracking';

/** customer-area §4, §9: after a re-order the customer goes to /checkout after 3001 ms. */
const REORDER_REDIRECT_MS = 3001;

/**
 * - `checking` / `leaving`: the customer guard;
 * - `loading`: the order is on its way (a skeleton);
 * - `redirecting`: the latest order was asked and the customer has none: on the way to /customer/order;
 * - `not-found`: 404, 'Oops, o pedido #{id} não foi localizado.';
 * - `error`: any other failure (retry);
 * - `ready`: the order.
 */
type OrderDetailsState = 'checking' | 'leaving' | 'unknown' | 'loading' | 'redirecting' | 'not-found' | 'error' | 'ready';

/** The sections a customer can fold; the print view opens them all. */
export type OrderSection = 'items' | 'totals' | 'files';

/**
 * The files of the order's digital products (customer-area §2, §4): `none` (no digital product),
 * `pending` (not released: the message that they appear after approval), or the read of orderAttachments.
 */
type FilesState = 'none' | 'pending' | 'loading' | 'error' | 'ready';

/** The exchange/return link: the `exchange-url` template with {accessAccount}, {idOrder} and {email} filled (URL-encoded). */
export function exchangeLink(template: string, values: { accessAccount: string; idOrder: number; email: string }): string {
  return template.replace(/\{(accessAccount|idOrder|email)\}/g, (_, key: keyof typeof values) => encodeURIComponent(String(values[key])));
}

/** The value of one line: quantity × unit price, in cents to avoid float noise. */

/** The re-order's outcome (customer-area §4, §8), for the view and the tests. */
/** A product the re-order could not put in the cart: its name and, when the server gave one, why ('Produto esgotado.'). */
export interface ReorderRefusal {
  name: string;
  reason: string | null;
}

export type ReorderResult = { kind: 'added' | 'none'; failed: ReorderRefusal[] };

/**
 * Adds each item of the order to the cart through the cart store (so the counter and the lines follow),
 * one after the other; the products that did not go in, by name and reason. `from`: the widget's element, where
 * the cart's events are dispatched.
 */
async function reorderItems(items: readonly OrderItem[], from?: Element | null): Promise<ReorderResult> {
  const failed: ReorderRefusal[] = [];
  for (const item of items) {
    const outcome = await addToCart(
      { idProduct: item.idProduct, idSku: item.idSku || null, quantity: item.quantity, isRecurrent: false },
      { name: item.nameProduct, price: item.unitPrice },
      from,
    );
    if (outcome.status === 'done' && outcome.answer?.success) continue;
    failed.push({ name: item.nameProduct, reason: outcome.status === 'failed' ? outcome.error.message : null });
  }
  return { kind: failed.length === items.length ? 'none' : 'added', failed };
}

/**
 * The spec's 'O produto {ids} não pôde ser adicionado no carrinho.' said of each refused product by its name (an
 * internal id means nothing to a shopper), followed by the server's reason.
 */
export const reorderRefusalText = ({ name, reason }: ReorderRefusal): string =>
  [t('ordersApi.reorderFailedProducts', { ids: `“${name}”` }), reason].filter(Boolean).join(' ');

export interface CustomerOrderDetailsOptions {
  /** The order to show; the address's id (or the latest order) when absent. */
  orderId?: number;
  /** The exchange/return service's address template ({accessAccount}, {idOrder}, {email}); no link without it. */
  exchangeUrl?: string;
}

/**
 * The order details' logic (customer-area §2 "Order details screen", §4, §8, §9): which order (attribute,
 * address, latest), items and totals, the digital files once released, download, print, re-order and the
 * exchange/return link.
 */
export function useCustomerOrderDetails({ orderId, exchangeUrl }: CustomerOrderDetailsOptions = {}) {
  const guard = useCustomerGuard();
  // asked at once, with the login status (shown once the guard allows)
  const { idOrder: asked, state: details } = useOrderDetails(orderId, guard.state);
  const order: OrderDetails | null | undefined = details.data;
  const alert = useAlert();
  const show = alert.show;
  const host = useHost();
  const [print] = useState(() => isPrintView());

  const state: OrderDetailsState =
    guard.state !== 'allowed'
      ? guard.state
      : order
        ? 'ready'
        : order === null
          ? asked === undefined
            ? 'redirecting'
            : 'not-found'
          : details.status === 'error'
            ? details.error?.status === 404
              ? 'not-found'
              : 'error'
            : 'loading';

  // /customer/order/details with no order at all: the history (customer-area §2)
  useEffect(() => {
    if (state === 'redirecting') navigation.assign(customerUrl({ view: 'order' }));
  }, [state]);

  // a pending payment is followed without a reload (not in the print view: it prints what it has)
  useLiveOrderStatus(asked, print ? null : order);

  const status = order ? orderStatus(order.historyListOrderStatus) : null;
  const released = status !== null && filesReleased(status.statusName);
  const hasDigital = Boolean(order?.orderHasVirtualProducts || order?.orderItems.some((item) => item.virtual));
  const attachmentsParams = { idOrder: order?.idOrder ?? 0 };
  const attachments = useQuery('orderAttachments', attachmentsParams, state === 'ready' && hasDigital && released);
  const groups: OrderAttachmentGroup[] = attachments.data ?? [];
  const files: FilesState = !hasDigital
    ? 'none'
    : !released
      ? 'pending'
      : attachments.data !== undefined
        ? 'ready'
        : attachments.status === 'error'
          ? 'error'
          : 'loading';

  // delivery tracking: its own read and section (use-order-tracking.ts)
  const tracking = useOrderTracking(order ?? null, state === 'ready');

  // sections: open; the customer may fold them; the print view keeps them all open
  const [folded, setFolded] = useState<ReadonlySet<OrderSection>>(new Set());
  const toggle = useCallback((section: OrderSection) => {
    setFolded((current) => {
      const next = new Set(current);
      if (next.has(section)) next.delete(section);
      else next.add(section);
      return next;
    });
  }, []);
  const expandAll = useCallback(() => setFolded(new Set()), []);
  const isOpen = (section: OrderSection) => print || !folded.has(section);

  // the print view: everything open, then print 1 s after the order arrived (customer-area §2, §9)
  const filesSettled = files !== 'loading' && tracking.state !== 'loading';
  useEffect(() => {
    if (!print || state !== 'ready' || !filesSettled) return;
    const timer = setTimeout(() => window.print(), PRINT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [print, state, filesSettled]);

  const printOrder = useCallback(() => {
    if (!order) return;
    if (openPrintView(order.idOrder)) return;
    // popup blocked: this page prints itself, sections open
    expandAll();
    setTimeout(() => window.print(), PRINT_DELAY_MS);
  }, [order, expandAll]);

  // downloads
  const [downloading, setDownloading] = useState<number | null>(null);
  const download = useCallback(
    async (idProduct: number, idOrderDetailAttachment: number) => {
      if (!order) return;
      setDownloading(idOrderDetailAttachment);
      try {
        const answer = await call('downloadAttachment', { params: { idOrder: order.idOrder, idProduct, idOrderDetailAttachment } });
        downloadFile(answer);
      } catch {
        show({ kind: 'error', message: t('ordersApi.attachmentNotFound', { id: order.idOrder }), timeout: 0 });
      } finally {
        setDownloading(null);
      }
    },
    [order, show],
  );

  // re-order
  const [reordering, setReordering] = useState(false);
  const [reorderFailed, setReorderFailed] = useState<ReorderRefusal[]>([]);
  const cancelRedirect = useRef<(() => void) | null>(null);
  useEffect(() => () => cancelRedirect.current?.(), []);
  const reorder = useCallback(async () => {
    if (!order || reordering) return;
    setReordering(true);
    setReorderFailed([]);
    const result = await reorderItems(order.orderItems, host);
    setReordering(false);
    if (result.kind === 'none') {
      show({ kind: 'error', title: t('ordersApi.reorderNone'), message: result.failed.map(reorderRefusalText).join(' '), timeout: 0 });
      return;
    }
    setReorderFailed(result.failed);
    show({ kind: 'success', message: t('ordersApi.reorderAdded') });
    cancelRedirect.current?.();
    cancelRedirect.current = goLater(buildUrl({ page: 'checkout' }), REORDER_REDIRECT_MS);
  }, [order, reordering, show, host]);

  // exchange/return (customer-area §3, §7): only with the attribute and the service on
  const exchange = useQuery('exchange', undefined, state === 'ready' && Boolean(exchangeUrl));
  const exchangeHref =
    order && exchangeUrl && exchange.data?.status ? exchangeLink(exchangeUrl, { accessAccount: exchange.data.accessAccount, idOrder: order.idOrder, email: order.email }) : null;

  // cancelling an unpaid order (src/customer/orders/use-cancel-order.ts)
  const cancel = useCancelOrder({ order: order ?? null, asked, alert });

  const retry = () => {
    void query('orderDetails', orderDetailsParams(asked)).refresh();
  };
  const retryFiles = () => {
    void query('orderAttachments', attachmentsParams).refresh();
  };

  return {
    state,
    /** The id asked (undefined: the latest order). */
    asked,
    order: order ?? null,
    status,
    print,
    isOpen,
    toggle,
    files,
    groups,
    download,
    downloading,
    printOrder,
    reorder,
    reordering,
    reorderFailed,
    exchangeHref,
    tracking,
    cancel,
    alert,
    retry,
    retryFiles,
    historyUrl: customerUrl({ view: 'order' }),
  };
}

export type CustomerOrderDetailsModel = ReturnType<typeof useCustomerOrderDetails>;
