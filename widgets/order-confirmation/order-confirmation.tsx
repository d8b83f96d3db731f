import '../../src/i18n/catalogue/order-confirmation';
import '../../src/i18n/catalogue/orders-api';
import '../../src/i18n/catalogue/payment';
import { useId, type ReactNode } from 'react';
import { GuardUnknown } from '../../src/customer/guard-unknown';
import { OrderItems, OrderTotals } from '../../src/customer/orders/order-lines';
import { formatBRL } from '../../src/format/money';
import { t } from '../../src/i18n';
import { PaymentBlock } from '../../src/payment/payment-block';
import { useOrderConfirmation, type OrderConfirmationModel } from './use-order-confirmation';

export interface OrderConfirmationProps {
  /** The order to confirm; default: `?pedido=` of /checkout/confirmacao, else the latest order. */
  orderId?: number;
}

const B = 'jet-order-confirmation';

function Part({ name, title, hiddenTitle, children }: { name: string; title: string; hiddenTitle?: boolean; children: ReactNode }) {
  const id = useId();
  return (
    <section className={`${B}__part`} data-part={name} aria-labelledby={id}>
      <h2 className={hiddenTitle ? `${B}__hidden` : `${B}__part-title`} id={id}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The order confirmation as a plain function of its model. */
function OrderConfirmationView(model: OrderConfirmationModel) {
  const { state, order, payment, status } = model;
  if (state === 'unknown') return <GuardUnknown className={B} />;
  if (state === 'checking' || state === 'loading') {
    return (
      <section className={B} data-state={state} aria-busy="true">
        <p className={`${B}__hidden`} role="status">
          {t('orderConfirmation.loading')}
        </p>
        <div className={`${B}__skeleton`} aria-hidden="true">
          <span />
          <span />
        </div>
      </section>
    );
  }
  if (state !== 'ready' || !order || !payment || !status) {
    return (
      <section className={B} data-state={state}>
        <div className={`${B}__problem`} role="alert">
          <p>{state === 'error' ? t('orderConfirmation.loadError') : model.notFoundText}</p>
          <p className={`${B}__problem-actions`}>
            {state === 'error' && (
              <button type="button" className="jet-button jet-button--secondary" onClick={model.retry}>
                {t('orderConfirmation.retry')}
              </button>
            )}
            <a className={`${B}__link`} href={model.ordersUrl}>
              {t('orderConfirmation.myOrders')}
            </a>
          </p>
        </div>
      </section>
    );
  }
  const card = order.orderPayment.method === 'card' && order.numberOfInstallments > 1;
  return (
    <section className={B} data-state={state} data-method={payment.method} data-payment={payment.state} data-status={status.kind}>
      <header className={`${B}__head`}>
        <svg className={`${B}__icon`} viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false">
          <circle cx="12" cy="12" r="12" fill="currentColor" />
          <path d="M6.5 12.5l3.5 3.5 7.5-8" fill="none" stroke="#fff" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <h1 className={`${B}__title`}>{t('orderConfirmation.title')}</h1>
        <p className={`${B}__meta`}>
          <span className={`${B}__number`}>{t('orderConfirmation.number', { id: order.idOrder })}</span>
          <span className={`${B}__status`}>
            {t('orderConfirmation.status')} <strong className={`${B}__status-value`} data-status={status.kind}>{status.text}</strong>
          </span>
        </p>
      </header>
      {/* the payment first: on a phone the QR code and 'Copiar código' are on the first screen */}
      <Part name="payment" title={t('orderConfirmation.payment')} hiddenTitle>
        <div className={`${B}__payment`}>
          <PaymentBlock actions={model} order={order} payment={payment} />
          {card && (
            <p className={`${B}__card`}>
              {t('orderConfirmation.card', { method: order.orderPayment.namePaymentMethodGateway, count: order.numberOfInstallments, value: formatBRL(order.valueOfInstallment) })}
            </p>
          )}
        </div>
      </Part>
      {model.next.length > 0 && (
        <Part name="next" title={t('orderConfirmation.next.title')}>
          <ol className={`${B}__steps`}>
            {model.next.map((step) => (
              <li key={step} className={`${B}__step`}>
                {step}
              </li>
            ))}
          </ol>
        </Part>
      )}
      <Part name="summary" title={t('orderConfirmation.summary')}>
        <div className={`${B}__summary`}>
          <OrderItems order={order} />
          <OrderTotals order={order} />
        </div>
      </Part>
      <nav className={`${B}__links`} aria-label={t('orderConfirmation.summary')}>
        <a className={`jet-button jet-button--secondary ${B}__details`} href={model.detailsUrl!}>
          {t('orderConfirmation.details')}
        </a>
        <a className={`${B}__link`} href={model.storeUrl}>
          {t('orderConfirmation.keepShopping')}
        </a>
      </nav>
    </section>
  );
}

export function OrderConfirmation({ orderId }: OrderConfirmationProps) {
  return <OrderConfirmationView {...useOrderConfirmation(orderId)} />;
}
