import '../../src/i18n/catalogue/orders-view';
import { useId } from 'react';
import { formatDateTime } from '../../src/format/date';
import { t } from '../../src/i18n';
import { useCustomerOrderStatus, type CustomerOrderStatusModel } from './use-customer-order-status';

/** 'Status do seu pedido' as a plain function of its model: an ordered list, the current step marked. */
function CustomerOrderStatusView({ state, steps }: CustomerOrderStatusModel) {
  const base = useId();
  if (state === 'hidden') return null;
  return (
    <section className="jet-customer-order-status" data-state={state} aria-labelledby={`${base}-title`} aria-busy={state === 'loading' || undefined}>
      <h2 className="jet-customer-order-status__title" id={`${base}-title`}>
        {t('orders.status.title')}
      </h2>
      {state === 'loading' ? (
        <p className="jet-customer-order-status__loading">
          <span className="jet-orders-sr">{t('orders.status.loading')}</span>
        </p>
      ) : (
        <ol className="jet-customer-order-status__steps">
          {steps.map((step, index) => {
            const current = index === steps.length - 1;
            return (
              <li
                key={`${step.statusCode}-${step.dateRegisterStatus ?? 'none'}-${index}`}
                className="jet-customer-order-status__step"
                data-code={step.statusCode}
                data-current={current || undefined}
                aria-current={current ? 'step' : undefined}
              >
                <span className="jet-customer-order-status__name">{step.statusName}</span>
                {step.dateRegisterStatus && (
                  <time className="jet-customer-order-status__date" dateTime={step.dateRegisterStatus}>
                    {formatDateTime(step.dateRegisterStatus)}
                  </time>
                )}
                {current && <span className="jet-orders-sr"> {t('orders.status.current')}</span>}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}

export interface CustomerOrderStatusProps {
  /** The order to show (overrides the address); the page's order details read. */
  orderId?: number;
}

export function CustomerOrderStatus({ orderId }: CustomerOrderStatusProps) {
  return <CustomerOrderStatusView {...useCustomerOrderStatus(orderId)} />;
}
