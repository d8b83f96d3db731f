import '../../src/i18n/catalogue/orders-api';
import '../../src/i18n/catalogue/orders-view';
import { useId, type ReactNode } from 'react';
import { formatDateTime } from '../../src/format/date';
import { t } from '../../src/i18n';
import { AlertSlot } from '../../src/ui/alert';
import { reorderRefusalText, useCustomerOrderDetails, type CustomerOrderDetailsModel, type CustomerOrderDetailsOptions, type OrderSection } from './use-customer-order-details';
import { LoadError } from '../../src/ui/load-error';
import { GuardUnknown } from '../../src/customer/guard-unknown';
import { OrderTrackingView } from './order-tracking';
import { CancelOrderAction } from '../../src/customer/orders/cancel-order';
import { OrderItems, OrderTotals } from '../../src/customer/orders/order-lines';

/** A foldable section: a heading with a toggle button (hidden in the print view), its body. */
function Section({ id, title, model, children }: { id: OrderSection; title: string; model: CustomerOrderDetailsModel; children: ReactNode }) {
  const base = useId();
  const open = model.isOpen(id);
  return (
    <section className="jet-customer-order-details__section" data-section={id} aria-labelledby={`${base}-title`}>
      <div className="jet-customer-order-details__section-head">
        <h2 className="jet-customer-order-details__section-title" id={`${base}-title`}>
          {title}
        </h2>
        {!model.print && (
          <button
            type="button"
            className="jet-customer-order-details__toggle jet-orders-no-print"
            aria-expanded={open}
            aria-controls={`${base}-body`}
            onClick={() => model.toggle(id)}
          >
            {t(open ? 'orders.details.collapse' : 'orders.details.expand')}
            <span className="jet-orders-sr"> {title}</span>
          </button>
        )}
      </div>
      <div className="jet-customer-order-details__section-body" id={`${base}-body`} hidden={!open}>
        {children}
      </div>
    </section>
  );
}

function Files({ model }: { model: CustomerOrderDetailsModel }) {
  const { files, groups } = model;
  if (files === 'pending') return <p className="jet-customer-order-details__files-note">{t('orders.details.filesPending')}</p>;
  if (files === 'loading') return <p className="jet-customer-order-details__files-note" aria-busy="true">{t('orders.details.filesLoading')}</p>;
  if (files === 'error')
    return (
      <LoadError
        className="jet-customer-order-details__files-note"
        buttonClassName="jet-button jet-button--secondary"
        message={t('orders.details.filesError')}
        retryLabel={t('orders.details.retry')}
        onRetry={model.retryFiles}
      />
    );
  const withFiles = groups.filter((group) => group.anexos.length > 0);
  if (withFiles.length === 0) return <p className="jet-customer-order-details__files-note">{t('orders.details.filesNone')}</p>;
  return (
    <ul className="jet-customer-order-details__folders">
      {withFiles.map((group) => (
        <li key={group.idProduct} className="jet-customer-order-details__folder">
          <h3 className="jet-customer-order-details__folder-title">{group.nome}</h3>
          <ul className="jet-customer-order-details__files">
            {group.anexos.map((file) => (
              <li key={file.idOrderDetailAttachment} className="jet-customer-order-details__file">
                <span className="jet-customer-order-details__file-name">{file.nameAttachment}</span>
                <button
                  type="button"
                  className="jet-button jet-button--secondary jet-customer-order-details__download jet-orders-no-print"
                  aria-label={t('orders.details.downloadLabel', { name: file.nameAttachment })}
                  disabled={model.downloading === file.idOrderDetailAttachment}
                  onClick={() => void model.download(group.idProduct, file.idOrderDetailAttachment)}
                >
                  {t(model.downloading === file.idOrderDetailAttachment ? 'orders.details.downloading' : 'orders.details.download')}
                </button>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

/** The order details as a plain function of its model. */
function CustomerOrderDetailsView(model: CustomerOrderDetailsModel) {
  const { state, order } = model;
  const root = (children: ReactNode, busy = false) => (
    <section className="jet-customer-order-details" data-state={state} data-print={model.print || undefined} aria-busy={busy || undefined}>
      {children}
    </section>
  );
  if (state === 'unknown') return <GuardUnknown className="jet-customer-order-details" />;
  if (state === 'leaving' || state === 'redirecting') return root(null, true);
  // The login check and the read hold the page's shape (title, actions, items, values): nothing jumps.
  if (state === 'checking' || state === 'loading')
    return root(
      <>
        <div className="jet-customer-order-details__skeleton" aria-hidden="true">
          <span className="jet-customer-order-details__skeleton-title" />
          <span className="jet-customer-order-details__skeleton-actions" />
          <span className="jet-customer-order-details__skeleton-items" />
          <span className="jet-customer-order-details__skeleton-totals" />
        </div>
        <p className="jet-orders-sr">{t('orders.details.loading')}</p>
      </>,
      true,
    );
  if (state === 'not-found')
    return root(
      <div className="jet-customer-order-details__missing">
        {model.asked !== undefined && <h1 className="jet-customer-order-details__title">{t('orders.details.title', { id: model.asked })}</h1>}
        <p className="jet-customer-order-details__missing-text" role="alert">
          {t('ordersApi.orderNotFound', { id: model.asked ?? '' })}
        </p>
        <a className="jet-customer-order-details__back" href={model.historyUrl}>
          {t('orders.details.backToList')}
        </a>
      </div>,
    );
  if (state === 'error' || !order)
    return root(
      <LoadError
        className="jet-customer-order-details__error"
        buttonClassName="jet-button jet-button--secondary"
        message={t('orders.details.loadError')}
        retryLabel={t('orders.details.retry')}
        onRetry={model.retry}
      />,
    );

  return root(
    <>
      <header className="jet-customer-order-details__head">
        <h1 className="jet-customer-order-details__title">{t('orders.details.title', { id: order.idOrder })}</h1>
        <p className="jet-customer-order-details__meta">
          <span>{t('orders.details.placedOn', { date: formatDateTime(order.dateOrder) })}</span>
          {model.status && (
            <span className="jet-customer-order-details__status" data-status={model.status.statusName}>
              {model.status.statusName}
            </span>
          )}
        </p>
      </header>
      <AlertSlot {...model.alert} />
      {!model.print && (
        <div className="jet-customer-order-details__actions jet-orders-no-print" role="group" aria-label={t('orders.details.actionsLabel')}>
          <button type="button" className="jet-button jet-button--primary jet-customer-order-details__reorder" onClick={() => void model.reorder()} disabled={model.reordering} aria-busy={model.reordering || undefined}>
            {t(model.reordering ? 'orders.details.reordering' : 'orders.details.reorder')}
          </button>
          <button type="button" className="jet-button jet-button--secondary jet-customer-order-details__print" onClick={model.printOrder}>
            {t('orders.details.print')}
          </button>
          <CancelOrderAction model={model.cancel} />
          {model.exchangeHref && (
            <a className="jet-button jet-button--secondary jet-customer-order-details__exchange" href={model.exchangeHref} target="_blank" rel="noopener noreferrer">
              {t('orders.details.exchange')}
              <span className="jet-orders-sr"> {t('orders.details.newWindow')}</span>
            </a>
          )}
        </div>
      )}
      {model.reorderFailed.length > 0 && (
        <div className="jet-customer-order-details__reorder-failed" role="alert">
          {model.reorderFailed.map((refusal) => (
            <p key={refusal.name}>{reorderRefusalText(refusal)}</p>
          ))}
        </div>
      )}
      <Section id="items" title={t('orders.details.itemsTitle')} model={model}>
        <OrderItems order={order} />
      </Section>
      <Section id="totals" title={t('orders.details.totalsTitle')} model={model}>
        <OrderTotals order={order} />
      </Section>
      <OrderTrackingView model={model.tracking} print={model.print} />
      {model.files !== 'none' && (
        <Section id="files" title={t('orders.details.filesTitle')} model={model}>
          <Files model={model} />
        </Section>
      )}
    </>,
  );
}

export type CustomerOrderDetailsProps = CustomerOrderDetailsOptions;

export function CustomerOrderDetails({ orderId, exchangeUrl }: CustomerOrderDetailsProps) {
  return <CustomerOrderDetailsView {...useCustomerOrderDetails({ orderId, exchangeUrl })} />;
}
