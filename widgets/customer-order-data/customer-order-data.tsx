import '../../src/i18n/catalogue/cart';
import '../../src/i18n/catalogue/forms';
import '../../src/i18n/catalogue/orders-api';
import '../../src/i18n/catalogue/payment';
import { useId, type ReactNode, type RefObject } from 'react';
import { formatDateTime } from '../../src/format/date';
import { formatCep, formatPhone } from '../../src/format/documents';
import { formatBRL } from '../../src/format/money';
import { t } from '../../src/i18n';
import { PAYMENT_ANCHOR } from '../../src/customer/orders/pay-now';
import { PaymentBlock } from '../../src/payment/payment-block';
import { deliveryTimeText, shipsAtOnce } from '../../src/customer/orders/delivery-time';
import { useCustomerOrderData, type CustomerOrderDataModel } from './use-customer-order-data';

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

function Section({ title, name, children, anchor }: { title: string; name: string; children: ReactNode; anchor?: { id: string; ref: RefObject<HTMLElement> } }) {
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


/** The order data widget as a plain function of its model. */
function CustomerOrderDataView(model: CustomerOrderDataModel) {
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
                {deliveryTimeText(order)}
              </Field>
            </dl>
            {!shipsAtOnce(order) && <p className={`${B}__note`}>{t('payment.deliveryNote')}</p>}
          </>
        ) : (
          <p className={`${B}__note`}>{t('payment.noDelivery')}</p>
        )}
      </Section>
      <Section title={t('payment.section.payment')} name="payment" anchor={{ id: PAYMENT_ANCHOR, ref: model.paymentRef }}>
        <PaymentBlock actions={model} order={order} payment={payment} />
      </Section>
    </div>
  );
}

export function CustomerOrderData({ orderId }: CustomerOrderDataProps) {
  return <CustomerOrderDataView {...useCustomerOrderData(orderId)} />;
}
