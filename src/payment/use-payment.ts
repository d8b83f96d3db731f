/**
 * The payment block's logic, shared by the order data widget (the order's details) and the order
 * confirmation (after 'Finalizar pedido'): what the block shows for an order at a moment (`paymentView`),
 * the clock of its countdown, and its actions: copy the Pix code or the boleto line (with a live message),
 * print the boleto (FEBRABAN's slip, fetched on the first click).
 */
import { useCallback, useEffect, useState } from 'react';
import type { OrderDetails } from '../api/operations/orders.types';
import { t } from '../i18n';
import { barcodeOf, formatLinha } from './boleto';
import { countdown, formatCountdown, msToNextTick, offersPayNow, paymentDeadline, paymentState, type PaymentState } from './expiry';

/** How long the copy message stays (the alert banner's 5000 ms, customer-area §9). */
const COPY_NOTICE_MS = 5000;

/** The clock of the payment block: ticks on each second the countdown shows, until `deadline`. */
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

function paymentView(order: OrderDetails, now: number): PaymentView {
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

/** The order's payment block at the clock's current second (null while there is no order). */
export function usePaymentView(order: OrderDetails | null): PaymentView | null {
  const method = order?.orderPayment.method;
  const deadline = order && method ? (paymentDeadline(method, order.dateOrder)?.getTime() ?? null) : null;
  const now = useClock(deadline);
  return order ? paymentView(order, now) : null;
}

export interface CopyNotice {
  text: string;
  kind: 'copied' | 'fallback';
}

/** The block's actions: copy with its message, and 'Imprimir boleto'. */
export function usePaymentActions() {
  const [notice, setNotice] = useState<CopyNotice | null>(null);
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

  // 'Imprimir boleto': the FEBRABAN slip (boleto-slip-print.tsx) is fetched and drawn first, then printed alone
  // (the print stylesheet shows only the slip while the class is on <html>)
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

  return {
    copy,
    notice,
    printBoleto,
    /** The printable slip is drawn (asked once); it prints when ready. */
    slip,
    printSlip,
  };
}

export type PaymentActions = ReturnType<typeof usePaymentActions>;
