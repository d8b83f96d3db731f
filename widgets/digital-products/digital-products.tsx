import '../../src/i18n/catalogue/digital-products';
import '../../src/i18n/catalogue/orders-api';
import { useId } from 'react';
import { t } from '../../src/i18n';
import { AlertSlot } from '../../src/ui/alert';
import { Pager } from '../../src/ui/pager';
import { DIGITAL_PAGER_SPREAD, useDigitalProducts, type DigitalProductsModel } from './use-digital-products';
import { GuardUnknown } from '../../src/customer/guard-unknown';

const DownloadIcon = () => (
  <svg className="jet-digital-products__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
    <path fill="currentColor" d="M11 3h2v9.17l3.59-3.58L18 10l-6 6-6-6 1.41-1.41L11 12.17V3zM5 18h14v2H5z" />
  </svg>
);

const ViewIcon = () => (
  <svg className="jet-digital-products__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
    <path
      fill="currentColor"
      d="M12 5c-5 0-9.27 3.11-11 7 1.73 3.89 6 7 11 7s9.27-3.11 11-7c-1.73-3.89-6-7-11-7zm0 11.5A4.5 4.5 0 1 1 12 7.5a4.5 4.5 0 0 1 0 9zm0-7a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5z"
    />
  </svg>
);

/** The digital products screen as a plain function of its model. */
function DigitalProductsView(model: DigitalProductsModel) {
  const { state } = model;
  const searchId = useId();
  if (state === 'unknown') return <GuardUnknown className="jet-digital-products" />;
  if (state === 'checking' || state === 'leaving') return <section className="jet-digital-products" data-state={state} aria-busy="true" />;
  return (
    <section className="jet-digital-products" data-state={state} aria-busy={model.busy || undefined}>
      <h1 className="jet-digital-products__title">{t('digital.title')}</h1>
      <form className="jet-digital-products__search" role="search" onSubmit={(event) => event.preventDefault()}>
        <label className="jet-digital-products__search-label" htmlFor={searchId}>
          {t('digital.search')}
        </label>
        <input
          id={searchId}
          className="jet-digital-products__search-input"
          type="search"
          autoComplete="off"
          placeholder={t('digital.searchPlaceholder')}
          value={model.search}
          onChange={(event) => model.setSearch(event.target.value)}
        />
      </form>
      <AlertSlot {...model.alert} />
      <p className="jet-digital-products__results" role="status">
        {state === 'empty' ? t('ordersApi.emptyDigital') : model.searching && state === 'ready' ? t('digital.found', { count: model.total }) : ''}
      </p>
      {state === 'loading' && <div className="jet-digital-products__loading" aria-hidden="true" />}
      {state === 'ready' && (
        <table className="jet-digital-products__table">
          <thead>
            <tr>
              <th scope="col" className="jet-digital-products__head">
                {t('digital.product')}
              </th>
              <th scope="col" className="jet-digital-products__head jet-digital-products__head--actions">
                <span className="jet-digital-products__hidden">{t('digital.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {model.rows.map((row) => {
              const busy = model.downloading === row.key;
              return (
                <tr key={row.key} className="jet-digital-products__row" data-released={row.released || undefined}>
                  <th scope="row" className="jet-digital-products__name">
                    {row.nameProduct}
                    <span className="jet-digital-products__order">{t('digital.order', { idOrder: row.idOrder })}</span>
                    {!row.released && <span className="jet-digital-products__locked">{t('digital.downloadLocked')}</span>}
                    {row.archiveKey && (
                      <button
                        type="button"
                        className="jet-digital-products__archive"
                        aria-label={t('digital.downloadAllOf', { idOrder: row.idOrder })}
                        aria-busy={model.downloading === row.archiveKey || undefined}
                        disabled={model.downloading === row.archiveKey}
                        onClick={() => void model.downloadArchive(row)}
                      >
                        <DownloadIcon />
                        {t('digital.downloadAll')}
                      </button>
                    )}
                  </th>
                  <td className="jet-digital-products__actions">
                    <button
                      type="button"
                      className="jet-digital-products__action jet-digital-products__download"
                      title={t('digital.download')}
                      aria-label={t('digital.download')}
                      aria-busy={busy || undefined}
                      disabled={!row.released || busy}
                      onClick={() => void model.download(row)}
                    >
                      <DownloadIcon />
                    </button>
                    <a className="jet-digital-products__action jet-digital-products__view" href={row.viewUrl} title={t('digital.viewOrder')} aria-label={t('digital.viewOrder')}>
                      <ViewIcon />
                    </a>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      <Pager page={model.page} pageCount={model.pageCount} onChange={model.setPage} around={DIGITAL_PAGER_SPREAD} label={t('digital.pager')} className="jet-pager jet-digital-products__pager" />
    </section>
  );
}

/** `<jet-digital-products>`: the hook wired to the view. */
export function DigitalProducts() {
  return <DigitalProductsView {...useDigitalProducts()} />;
}
