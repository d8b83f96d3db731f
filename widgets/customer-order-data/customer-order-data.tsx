import '../../src/i18n/catalogue/cart';
import '../../src/i18n/catalogue/forms';
import '../../src/i18n/catalogue/orders-api';
import '../../src/i18n/catalogue/payment';
import { lazy, Suspense, useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import type { OrderDetails } from '../../src/api/operations/orders.types';
import { formatDate, formatDateTime } from '../../src/format/date';
import { formatCep, formatPhone } from '../../src/format/documents';
import { formatBRL } from '../../src/format/money';
import { t } from '../../src/i18n';
import { PAYMENT_ANCHOR } from '../../src/customer/orders/pay-now';
import { useCustomerOrderData, type CustomerOrderDataModel, type PaymentView } from './use-customer-order-data';

/** The QR code and the barcode (and, inside them, qrcode and jsbarcode) load only for a payable order. */
const PixQrCode = lazy(() => import('../../src/payment/qr-code').then((module) => ({ default: module.PixQrCode })));
const BoletoBarcode = lazy(() => import('../../src/payment/barcode').then((module) => ({ default: module.BoletoBarcode })));
const BoletoSlip = lazy(() => import('./boleto-slip'));

export interface CustomerOrderDataProps {
  /** The order to show; default: the id in /customer/order/details/{id}, else the latest order. */
  orderId?: number;
}

const B = 'jet-customer-order-data';

function Field({ label, children, name }: { label: string; children: ReactNode; name: string }) {
  return (
    <div className={`${B}__field`} data-field={name}>
      <dt className={`${B}__label`}>{label}</dt>
      <dd className={`${B}__value`}>{children}</dd>
    </div>
  );
}

function Section({ title, name, children, anchor }: { title: string; name: string; children: ReactNode; anchor?: { id: string; ref: RefObject<HTMLElement | null> } }) {
  const id = useId();
  return (
    <section className={`${B}__section`} data-section={name} aria-labelledby={id} id={anchor?.id} ref={anchor?.ref} tabIndex={anchor ? -1 : undefined}>
      <h2 className={`${B}__title`} id={id}>
        {title}
      </h2>
      {children}
    </section>
  );
}

const time = (date: Date) => `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;

/** Delivery time 0: shipped at once. No '*' and no note about the payment's confirmation then. */
const shipsAtOnce = (order: OrderDetails): boolean => !(order.deliveryTime > 0);

/** The cart's '(Envio Imediato)' without its brackets: the same text, shown as a value here. */
const immediate = () => t('shipping.immediate').replace(/^\((.*)\)$/, '$1');

function deliveryDays(order: OrderDetails): string {
  const days = order.deliveryTime;
  if (shipsAtOnce(order)) return immediate();
  if (order.usefulDay) return days === 1 ? t('payment.businessDay') : t('payment.businessDays', { days });
  return days === 1 ? t('payment.calendarDay') : t('payment.calendarDays', { days });
}

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
function CopyCode({ code, shown, label, model, rows }: { code: string; shown: string; label: string; model: CustomerOrderDataModel; rows: number }) {
  const id = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  return (
    <div className={`${B}__copy`}>
      <label className={`${B}__code-label`} htmlFor={id}>
        {label}
      </label>
      <textarea ref={field} id={id} className={`${B}__code`} readOnly rows={rows} value={shown} onFocus={(event) => event.currentTarget.select()} />
      <button type="button" className={`jet-button jet-button--primary ${B}__copy-button jet-orders-no-print`} onClick={() => void model.copy(code, field.current)}>
        {t('payment.copy')}
      </button>
      <p className={`${B}__notice`} role="status" data-kind={model.notice?.kind}>
        {model.notice?.text}
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

function PaymentBody({ model, order, payment }: { model: CustomerOrderDataModel; order: OrderDetails; payment: PaymentView }) {
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
          <CopyCode code={payment.code} shown={payment.code} label={t('payment.pix.codeLabel')} model={model} rows={4} />
        </div>
      )}
      {payment.code && payment.method === 'boleto' && (
        <div className={`${B}__boleto`}>
          <h3 className={`${B}__subtitle`}>{t('payment.boleto.title')}</h3>
          <p className={`${B}__boleto-order`}>
            {t('payment.orderNumber')}: {id} · {t('payment.value')}: <span className={`${B}__money`}>{formatBRL(order.total)}</span>
          </p>
          <Deadline payment={payment} />
          <CopyCode code={payment.code} shown={payment.formattedLine ?? payment.code} label={t('payment.boleto.lineLabel')} model={model} rows={2} />
          {payment.barcode && (
            <BarcodeBox>
              <Suspense fallback={<div className="jet-boleto-barcode" data-state="loading" />}>
                <BoletoBarcode barcode={payment.barcode} label={t('payment.boleto.barcodeLabel', { id })} />
              </Suspense>
            </BarcodeBox>
          )}
          <button type="button" className={`jet-button jet-button--secondary ${B}__print jet-orders-no-print`} onClick={model.printBoleto}>
            {t('payment.boleto.print')}
          </button>
          {model.slip && (
            <Suspense fallback={null}>
              <BoletoSlip order={order} linha={payment.code} onReady={model.printSlip} />
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

/** The order data widget as a plain function of its model. */
export function CustomerOrderDataView(model: CustomerOrderDataModel) {
  const { state, order, payment } = model;
  // the login status could not be read: the order details widget beside it says so
  if (state === 'unknown') return null;
  if (state === 'checking' || state === 'loading') {
    return (
      <div className={B} data-state={state} aria-busy="true">
        <p className={`${B}__hidden`} role="status">
          {t('payment.loading')}
        </p>
        <div className={`${B}__skeleton`} aria-hidden="true">
          <span />
          <span />
          <span />
        </div>
      </div>
    );
  }
  if (state === 'error' || state === 'not-found' || state === 'empty' || !order || !payment) {
    // the details widget on the same page already shows the message (and its retry)
    if (model.quiet) return null;
    return (
      <div className={B} data-state={state}>
        <div className={`${B}__state`} role={state === 'error' ? 'alert' : undefined}>
          <p>{state === 'empty' ? t('ordersApi.emptyHistory') : model.errorText}</p>
          {state === 'error' && (
            <button type="button" className="jet-button jet-button--secondary" onClick={model.retry}>
              {t('payment.retry')}
            </button>
          )}
        </div>
      </div>
    );
  }
  const installments = order.orderPayment.method === 'card' && order.numberOfInstallments > 1;
  const address = order.address;
  return (
    <div className={B} data-state={state} data-payment={payment.state} data-method={payment.method}>
      <Section title={t('payment.section.order')} name="order">
        <dl className={`${B}__fields`}>
          <Field name="number" label={t('payment.orderNumber')}>
            {order.idOrder}
          </Field>
          <Field name="date" label={t('payment.orderDate')}>
            {formatDateTime(order.dateOrder)}
          </Field>
          <Field name="method" label={t('payment.method')}>
            {order.orderPayment.namePaymentMethodGateway}
          </Field>
          <Field name="value" label={t('payment.value')}>
            {formatBRL(order.total)}
          </Field>
          {installments && (
            <Field name="installments" label={t('payment.installments')}>
              {t('payment.installmentsValue', { count: order.numberOfInstallments, value: formatBRL(order.valueOfInstallment) })}
            </Field>
          )}
          <Field name="status" label={t('payment.status')}>
            {model.statusName}
          </Field>
        </dl>
      </Section>
      <Section title={t('payment.section.delivery')} name="delivery">
        {address ? (
          <>
            <dl className={`${B}__fields`}>
              <Field name="receiver" label={t('field.receiver')}>
                {address.receiver}
              </Field>
              <Field name="address" label={t('field.streetAddress')}>
                {address.streetAddress}, {address.number}
                {address.complement ? ` - ${address.complement}` : ''} - {address.neighbourhood} - CEP {formatCep(address.zipCode)}
              </Field>
              <Field name="city" label={t('payment.cityState')}>
                {address.city} - {address.state}
              </Field>
              <Field name="phone" label={t('field.phoneContact')}>
                {formatPhone(address.phoneContact)}
              </Field>
              <Field name="shipping" label={t('payment.shipping')}>
                {order.nameCarrying || order.nameShipping}
              </Field>
              <Field name="delivery-time" label={t('payment.deliveryTime')}>
                {deliveryDays(order)}
              </Field>
            </dl>
            {!shipsAtOnce(order) && <p className={`${B}__note`}>{t('payment.deliveryNote')}</p>}
          </>
        ) : (
          <p className={`${B}__note`}>{t('payment.noDelivery')}</p>
        )}
      </Section>
      <Section title={t('payment.section.payment')} name="payment" anchor={{ id: PAYMENT_ANCHOR, ref: model.paymentRef }}>
        <PaymentBody model={model} order={order} payment={payment} />
      </Section>
    </div>
  );
}

export function CustomerOrderData({ orderId }: CustomerOrderDataProps) {
  return <CustomerOrderDataView {...useCustomerOrderData(orderId)} />;
}
