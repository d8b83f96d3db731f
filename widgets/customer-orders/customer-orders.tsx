import '../../src/i18n/catalogue/orders-api';
import '../../src/i18n/catalogue/orders-view';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { formatDate } from '../../src/format/date';
import { formatBRL } from '../../src/format/money';
import { t } from '../../src/i18n';
import { Pager } from '../../src/ui/pager';
import { mediaUrl } from '../../src/api/media';
import type { OrderSummary } from '../../src/api/operations/orders.types';
import { detailsUrl, ORDERS_PAGER_AROUND, rowItems, useCustomerOrders, type CustomerOrdersModel } from './use-customer-orders';
import { LoadError } from '../../src/ui/load-error';
import { GuardUnknown } from '../../src/customer/guard-unknown';

const SKELETON_ROWS = 5;

/** What the live region says after a page or a search arrived. */
function announcement(model: CustomerOrdersModel): string {
  if (model.state === 'empty') return t('ordersApi.emptyHistory');
  if (model.state !== 'ready') return '';
  if (model.searched !== null) return t('orders.history.searchResult', { id: model.orders[0]!.idOrder });
  return model.pageCount > 1 ? t('orders.history.pageStatus', { page: model.page, count: model.pageCount }) : '';
}

/** A row's products: up to 3 thumbnails and '+N', and their names (the pictures are decoration: the names say it). */
function RowItems({ order }: { order: OrderSummary }) {
  const { items, more } = rowItems(order);
  if (items.length === 0) return null;
  return (
    <div className="jet-customer-orders__products">
      <span className="jet-customer-orders__thumbs" aria-hidden="true">
        {items.map((item, index) =>
          item.image ? (
            <img key={index} className="jet-customer-orders__thumb" src={mediaUrl(item.image)} alt="" width="40" height="40" loading="lazy" decoding="async" />
          ) : (
            <span key={index} className="jet-customer-orders__thumb jet-customer-orders__thumb--none" />
          ),
        )}
        {more > 0 && <span className="jet-customer-orders__more">{t('orders.history.moreItems', { count: more })}</span>}
      </span>
      <span className="jet-customer-orders__names">
        {items.map((item) => item.nameProduct).join(', ')}
        {more > 0 && <span className="jet-orders-sr"> {t(more === 1 ? 'orders.history.moreItemLabel' : 'orders.history.moreItemsLabel', { count: more })}</span>}
      </span>
    </div>
  );
}

/** The order history as a plain function of its model. */
function CustomerOrdersView(model: CustomerOrdersModel) {
  const base = useId();
  const { state } = model;
  const tableRef = useRef<HTMLTableElement>(null);
  /** A page asked from the pager: once it shows, the table takes the focus (the button pressed may be gone or disabled). */
  const [focusPage, setFocusPage] = useState<number | null>(null);
  useEffect(() => {
    if (focusPage === null || focusPage !== model.page || model.busy || state !== 'ready') return;
    tableRef.current?.focus();
    setFocusPage(null);
  }, [focusPage, model.page, model.busy, state]);
  if (state === 'unknown') return <GuardUnknown className="jet-customer-orders" />;
  if (state === 'checking' || state === 'leaving') return <section className="jet-customer-orders" data-state={state} aria-busy="true" />;
  const changePage = (page: number) => {
    setFocusPage(page);
    model.goToPage(page);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    model.search();
  };
  const columns = [
    t('orders.history.colOrder'),
    t('orders.history.colItems'),
    t('orders.history.colDate'),
    t('orders.history.colValue'),
    t('orders.history.colPayment'),
    t('orders.history.colStatus'),
  ];

  return (
    <section className="jet-customer-orders" data-state={state} aria-busy={state === 'loading' || model.busy || undefined}>
      <h1 className="jet-customer-orders__title">{t('orders.history.title')}</h1>
      <form className="jet-customer-orders__search" role="search" onSubmit={onSubmit}>
        <label className="jet-customer-orders__search-label" htmlFor={`${base}-search`}>
          {t('orders.history.searchLabel')}
        </label>
        <div className="jet-customer-orders__search-row">
          <input
            id={`${base}-search`}
            className="jet-customer-orders__search-input"
            type="search"
            inputMode="numeric"
            autoComplete="off"
            maxLength={12}
            aria-invalid={model.searchInvalid || undefined}
            aria-describedby={model.searchInvalid ? `${base}-search-hint` : undefined}
            value={model.typed}
            onChange={(event) => model.changeTyped(event.target.value)}
          />
          <button type="submit" className="jet-button jet-button--primary jet-customer-orders__search-button">
            {t('orders.history.searchButton')}
          </button>
          {model.searched !== null && (
            <button type="button" className="jet-button jet-button--secondary jet-customer-orders__clear" onClick={model.clearSearch}>
              {t('orders.history.clearSearch')}
            </button>
          )}
        </div>
        {model.searchInvalid && (
          <p id={`${base}-search-hint`} className="jet-customer-orders__search-hint" role="alert">
            {t('orders.history.searchInvalid')}
          </p>
        )}
      </form>
      <p className="jet-orders-sr" role="status" aria-live="polite">
        {announcement(model)}
      </p>
      {state === 'loading' && (
        <div className="jet-customer-orders__skeleton" aria-hidden="true">
          {Array.from({ length: SKELETON_ROWS }, (_, i) => (
            <span key={i} className="jet-customer-orders__skeleton-row" />
          ))}
        </div>
      )}
      {state === 'loading' && <p className="jet-orders-sr">{t('orders.history.loading')}</p>}
      {state === 'error' && (
        <LoadError
          className="jet-customer-orders__error"
          buttonClassName="jet-button jet-button--secondary jet-customer-orders__retry"
          message={t('orders.history.loadError')}
          retryLabel={t('orders.history.retry')}
          onRetry={model.retry}
        />
      )}
      {state === 'empty' && <p className="jet-customer-orders__empty">{t('ordersApi.emptyHistory')}</p>}
      {state === 'ready' && (
        <table ref={tableRef} tabIndex={-1} className="jet-customer-orders__table jet-orders-table">
          <caption className="jet-orders-sr">
            {model.searched !== null ? t('orders.history.searchCaption', { id: model.searched }) : t('orders.history.tableCaption')}
          </caption>
          <thead>
            <tr>
              {columns.map((name) => (
                <th key={name} scope="col">
                  {name}
                </th>
              ))}
              <th scope="col">
                <span className="jet-orders-sr">{t('orders.history.colActions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {model.orders.map((order) => {
              const payNow = model.payNowHref(order);
              return (
                <tr key={order.idOrder} className="jet-customer-orders__row">
                  <th scope="row" data-label={columns[0]} className="jet-customer-orders__number">
                    {t('orders.history.orderNumber', { id: order.idOrder })}
                  </th>
                  {/* no label on a phone's card: the pictures and names take the card's width */}
                  <td className="jet-customer-orders__items">
                    <RowItems order={order} />
                  </td>
                  <td data-label={columns[2]} className="jet-customer-orders__date">
                    {formatDate(order.dateOrder)}
                  </td>
                  <td data-label={columns[3]} className="jet-orders-money">
                    {formatBRL(order.total)}
                  </td>
                  <td data-label={columns[4]}>{order.namePaymentMethodGateway}</td>
                  <td data-label={columns[5]}>
                    <span className="jet-customer-orders__status" data-status={order.nameStatus}>
                      {order.nameStatus}
                    </span>
                  </td>
                  <td className="jet-customer-orders__actions">
                    {payNow && (
                      <a className="jet-button jet-button--primary jet-customer-orders__pay-now" href={payNow} aria-label={t('orders.history.payNowLabel', { id: order.idOrder })}>
                        {t('orders.history.payNow')}
                      </a>
                    )}
                    <a className="jet-customer-orders__details" href={detailsUrl(order.idOrder)} aria-label={t('orders.history.detailsLabel', { id: order.idOrder })}>
                      {t('orders.history.details')}
                    </a>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {model.searched === null && (state === 'ready' || model.busy) && (
        <Pager page={model.page} pageCount={model.pageCount} onChange={changePage} around={ORDERS_PAGER_AROUND} label={t('orders.history.pagerLabel')} className="jet-pager jet-customer-orders__pager" />
      )}
    </section>
  );
}

export function CustomerOrders() {
  return <CustomerOrdersView {...useCustomerOrders()} />;
}
