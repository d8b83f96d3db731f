import '../i18n/catalogue/orders-api';
import '../i18n/catalogue/payment';
import { lazy, Suspense, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { OrderDetails } from '../api/operations/orders.types';
import { formatDate } from '../format/date';
import { formatBRL } from '../format/money';
import { t } from '../i18n';
import type { PaymentActions, PaymentView } from './use-payment';

/**
 * The payment block of an order (customer-area §2 "Order data widget", §4): the Pix QR code with its
 * 'copia e cola', or the boleto's line, barcode and 'Imprimir boleto'; the deadline and countdown; the
 * expired, cancelled and paid messages, a card payment in review; 'Realizar pagamento'. Shown by the order data widget (the order's
 * details) and by the order confirmation. Its classes are the order data widget's
 * (`jet-customer-order-data__pix` ...): a theme styles the block once for both pages.
 */

const B = 'jet-customer-order-data';

/** The QR code and the barcode (and, inside them, qrcode and jsbarcode) load only for a payable order. */
const PixQrCode = lazy(() => import('./qr-code').then((module) => ({ default: module.PixQrCode })));
const BoletoBarcode = lazy(() => import('./barcode').then((module) => ({ default: module.BoletoBarcode })));
const BoletoSlip = lazy(() => import('./boleto-slip-print'));

const time = (date: Date) => `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;

/**
 * The boleto's barcode at its natural width (bars of whole pixels a scanner can read) in a box that
 * scrolls sideways when the screen is narrower, so the page itself never spills. Only while it scrolls
 * is the box a named region in the tab order (keyboard users scroll it with the arrows).
 */
function BarcodeBox({ children }: { children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const check = () => setScrolls(element.scrollWidth > element.clientWidth + 1);
    check();
    // the bars are drawn later (jsbarcode loads lazily) and the screen may turn: measure again then
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(check);
    resized?.observe(element);
    const drawn = typeof MutationObserver === 'undefined' ? null : new MutationObserver(check);
    drawn?.observe(element, { subtree: true, childList: true, attributes: true });
    return () => {
      resized?.disconnect();
      drawn?.disconnect();
    };
  }, []);
  return (
    <div
      ref={box}
      className={`${B}__barcode`}
      data-scrolls={scrolls || undefined}
      role={scrolls ? 'region' : undefined}
      aria-label={scrolls ? t('payment.boleto.barcodeScroll') : undefined}
      // a scrolling box takes the focus so the keyboard can scroll it
      tabIndex={scrolls ? 0 : undefined}
    >
      {children}
    </div>
  );
}

/** The code box (read-only, wrapping on a phone), its copy button and the live region that says what the copy did. */
function CopyCode({ code, shown, label, actions, rows }: { code: string; shown: string; label: string; actions: PaymentActions; rows: number }) {
  const id = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  return (
    <div className={`${B}__copy`}>
      <label className={`${B}__code-label`} htmlFor={id}>
        {label}
      </label>
      <textarea ref={field} id={id} className={`${B}__code`} readOnly rows={rows} value={shown} onFocus={(event) => event.currentTarget.select()} />
      <button type="button" className={`jet-button jet-button--primary ${B}__copy-button jet-orders-no-print`} onClick={() => void actions.copy(code, field.current)}>
        {t('payment.copy')}
      </button>
      <p className={`${B}__notice`} role="status" data-kind={actions.notice?.kind}>
        {actions.notice?.text}
      </p>
    </div>
  );
}

function Deadline({ payment }: { payment: PaymentView }) {
  if (!payment.deadline) return null;
  return (
    <div className={`${B}__deadline`}>
      <p className={`${B}__deadline-date`}>{t('payment.deadline', { date: formatDate(payment.deadline), time: time(payment.deadline) })}</p>
      {payment.method === 'pix' && payment.countdownText && (
        <p className={`${B}__countdown`}>
          {t('payment.countdown')}{' '}
          <span role="timer" className={`${B}__countdown-value`}>
            {payment.countdownText}
          </span>
        </p>
      )}
    </div>
  );
}

export function PaymentBlock({ actions, order, payment }: { actions: PaymentActions; order: OrderDetails; payment: PaymentView }) {
  const id = order.idOrder;
  return (
    <>
      <p className={`${B}__method`}>{order.orderPayment.namePaymentMethodGateway}</p>
      {payment.state === 'expired' && (
        <p className={`${B}__expired`} role="note">
          {t('payment.expired')}
        </p>
      )}
      {payment.state === 'cancelled' && (
        <p className={`${B}__cancelled`} role="note">
          {t('payment.cancelled')}
        </p>
      )}
      {payment.state === 'review' && (
        <div className={`${B}__review`}>
          <h3 className={`${B}__subtitle`}>{t('payment.review.title')}</h3>
          <p className={`${B}__review-text`}>{t('payment.review.text')}</p>
        </div>
      )}
      {payment.state === 'refused' && (
        <p className={`${B}__expired`} role="note">
          {t('payment.review.refused')}
        </p>
      )}
      {payment.state === 'paid' && (
        <p className={`${B}__paid`} role="status">
          {t('payment.paid')}
        </p>
      )}
      {payment.code && payment.method === 'pix' && (
        <div className={`${B}__pix`}>
          <h3 className={`${B}__subtitle`}>{t('payment.pix.title')}</h3>
          <Deadline payment={payment} />
          <Suspense fallback={<div className="jet-pix-qr" data-state="loading" />}>
            <PixQrCode payload={payment.code} label={t('payment.pix.qrLabel', { id })} />
          </Suspense>
          <p className={`${B}__hint`}>{t('payment.pix.howTo')}</p>
          <CopyCode code={payment.code} shown={payment.code} label={t('payment.pix.codeLabel')} actions={actions} rows={4} />
        </div>
      )}
      {payment.code && payment.method === 'boleto' && (
        <div className={`${B}__boleto`}>
          <h3 className={`${B}__subtitle`}>{t('payment.boleto.title')}</h3>
          <p className={`${B}__boleto-order`}>
            {t('payment.orderNumber')}: {id} · {t('payment.value')}: <span className={`${B}__money`}>{formatBRL(order.total)}</span>
          </p>
          <Deadline payment={payment} />
          <CopyCode code={payment.code} shown={payment.formattedLine ?? payment.code} label={t('payment.boleto.lineLabel')} actions={actions} rows={2} />
          {payment.barcode && (
            <BarcodeBox>
              <Suspense fallback={<div className="jet-boleto-barcode" data-state="loading" />}>
                <BoletoBarcode barcode={payment.barcode} label={t('payment.boleto.barcodeLabel', { id })} />
              </Suspense>
            </BarcodeBox>
          )}
          <button type="button" className={`jet-button jet-button--secondary ${B}__print jet-orders-no-print`} onClick={actions.printBoleto}>
            {t('payment.boleto.print')}
          </button>
          {actions.slip && (
            <Suspense fallback={null}>
              <BoletoSlip order={order} linha={payment.code} onReady={actions.printSlip} />
            </Suspense>
          )}
        </div>
      )}
      {payment.payNowUrl && (
        <a className={`jet-button jet-button--primary ${B}__pay-now`} href={payment.payNowUrl} target="_blank" rel="noopener noreferrer">
          {t('payment.payNow')} <span className={`${B}__hidden`}>{t('payment.newWindow')}</span>
        </a>
      )}
    </>
  );
}

