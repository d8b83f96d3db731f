import { useCallback, useEffect, useRef, useState } from 'react';
import type { OrderDetails } from '../../src/api/operations/orders.types';
import { detailsOnPage, orderDetailsParams, useOrderDetails } from '../../src/customer/orders/order-details-query';
import { openedAtPayment } from '../../src/customer/orders/pay-now';
import { useLiveOrderStatus } from '../../src/customer/orders/use-live-order-status';
import { useCustomerGuard } from '../../src/customer/use-customer-guard';
import { t } from '../../src/i18n';
import { barcodeOf, formatLinha } from '../../src/payment/boleto';
import { countdown, formatCountdown, msToNextTick, offersPayNow, paymentDeadline, paymentState, type PaymentState } from '../../src/payment/expiry';
import { orderStatusName } from '../../src/customer/orders/order-status';
import { query } from '../../src/stores/query';

/** How long the copy message stays (the alert banner's 5000 ms, customer-area §9). */
export const COPY_NOTICE_MS = 5000;

/**
 * - `checking`: the login status is on its way (visitors are then sent to /customer);
 * - `loading`: the order is on its way (a skeleton);
 * - `error`: it could not be read: the reason and 'Tentar novamente';
 * - `not-found`: 'Oops, o pedido #{id} não foi localizado.' (an unknown id, or another customer's order);
 * - `empty`: the latest order was asked and the customer has none;
 * - `ready`: the three sections.
 */
export type OrderDataState = 'checking' | 'unknown' | 'loading' | 'error' | 'not-found' | 'empty' | 'ready';

/** The clock of the payment section: ticks on each second the countdown shows, until `deadline`. */
function useClock(deadline: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (deadline === null || now >= deadline) return;
    const timer = setTimeout(() => setNow(Date.now()), msToNextTick(deadline, now));
    return () => clearTimeout(timer);
  }, [deadline, now]);
  return now;
}

export interface PaymentView {
  state: PaymentState;
  method: OrderDetails['orderPayment']['method'];
  /** The Pix payload or the boleto's linha digitável (digits), only while payable. */
  code: string | null;
  /** The boleto's line as banks print it, and its 44-digit barcode (null when the line does not check). */
  formattedLine: string | null;
  barcode: string | null;
  deadline: Date | null;
  /** 'HH:MM:SS' left (Pix and boleto while payable). */
  countdownText: string | null;
  /** The gateway's payment page for 'Realizar pagamento', or null when it is not offered. */
  payNowUrl: string | null;
}

export function paymentView(order: OrderDetails, now: number): PaymentView {
  const { method, codeLinkPayment } = order.orderPayment;
  const state = paymentState(order, now);
  const deadline = paymentDeadline(method, order.dateOrder);
  const live = state === 'payable';
  const code = live ? codeLinkPayment : null;
  return {
    state,
    method,
    code,
    formattedLine: code && method === 'boleto' ? formatLinha(code) : null,
    barcode: code && method === 'boleto' ? barcodeOf(code) : null,
    deadline,
    countdownText: live && deadline ? formatCountdown(countdown(deadline, now)) : null,
    // only while the payment can still be made: after the §4 message a pay button would contradict it
    payNowUrl: live && offersPayNow(order) ? order.orderPayment.paymentLink : null,
  };
}

/** The order data widget's logic (customer-area §2 "Order data widget", §4 "Payment expiry", §8). */
export function useCustomerOrderData(orderId?: number) {
  const guard = useCustomerGuard();
  const { idOrder: wanted, state: read } = useOrderDetails(orderId, guard.state);
  const order = read.data ?? null;
  // the payment block turns to 'Pagamento confirmado.' (no code) when the payment arrives, without a reload
  useLiveOrderStatus(wanted, order);

  const method = order?.orderPayment.method;
  const deadline = order && method ? (paymentDeadline(method, order.dateOrder)?.getTime() ?? null) : null;
  const now = useClock(deadline);

  const [notice, setNotice] = useState<{ text: string; kind: 'copied' | 'fallback' } | null>(null);
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), COPY_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  /** Copies the code; when the browser refuses, selects it in `field` so the shopper copies it by hand. */
  const copy = useCallback(async (code: string, field?: HTMLInputElement | HTMLTextAreaElement | null) => {
    try {
      if (!navigator.clipboard?.writeText) throw new Error('no clipboard');
      await navigator.clipboard.writeText(code);
      setNotice({ text: t('ordersApi.codeCopied'), kind: 'copied' });
    } catch {
      field?.focus();
      field?.select();
      setNotice({ text: t('payment.copyFallback'), kind: 'fallback' });
    }
  }, []);

  /** Prints the boleto alone: the print stylesheet shows only the boleto while the class is on <html>. */
  // 'Imprimir boleto': the FEBRABAN slip (boleto-slip.tsx) is fetched and drawn first, then printed alone
  const [slip, setSlip] = useState(false);
  const printSlip = useCallback(() => {
    const root = document.documentElement;
    root.classList.add('jet-print-boleto');
    const done = () => root.classList.remove('jet-print-boleto');
    window.addEventListener('afterprint', done, { once: true });
    window.print();
    // browsers whose print() returns after the dialog closes without 'afterprint'
    setTimeout(done, 1000);
  }, []);
  const printBoleto = useCallback(() => (slip ? printSlip() : setSlip(true)), [slip, printSlip]);

  const retry = () => void query('orderDetails', orderDetailsParams(wanted)).refresh();

  const status = read.error?.status;
  const state: OrderDataState =
    guard.state === 'unknown'
      ? 'unknown'
      : guard.state !== 'allowed'
        ? 'checking'
      : order
        ? 'ready'
        : read.status === 'error'
          ? status === 404
            ? 'not-found'
            : 'error'
          : read.status === 'loading'
            ? 'loading'
            : 'empty';

  // 'Pagar agora' of the history opens the page at #pagamento: once the order shows, the payment block
  // comes into view and takes the focus (the browser's own jump happened before the block existed)
  const paymentRef = useRef<HTMLElement>(null);
  const ready = state === 'ready';
  useEffect(() => {
    const block = paymentRef.current;
    if (!ready || !block || !openedAtPayment()) return;
    block.scrollIntoView({ block: 'start' });
    block.focus({ preventScroll: true });
  }, [ready]);

  return {
    state,
    paymentRef,
    /** Error, not found or no order while a details widget on the page already says so: render nothing. */
    quiet: (state === 'error' || state === 'not-found' || state === 'empty') && detailsOnPage(),
    idOrder: wanted,
    order,
    statusName: order ? orderStatusName(order.historyListOrderStatus) : null,
    payment: order ? paymentView(order, now) : null,
    errorText:
      state === 'not-found'
        ? wanted === undefined
          ? (read.error?.message ?? '')
          : t('ordersApi.orderNotFound', { id: wanted })
        : state === 'error'
          ? (read.error?.message ?? t('payment.loadFailed'))
          : null,
    retry,
    copy,
    notice,
    printBoleto,
    /** The printable slip is drawn (asked once); it prints when ready. */
    slip,
    printSlip,
  };
}

export type CustomerOrderDataModel = ReturnType<typeof useCustomerOrderData>;
