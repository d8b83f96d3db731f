import '../../src/i18n/catalogue/digital-products';
import { formatDate } from '../../src/format/date';
import { formatBRL } from '../../src/format/money';
import { t } from '../../src/i18n';
import { useCustomerStoreCredit, type CreditEntry, type StoreCreditModel } from './use-customer-store-credit';
import { GuardUnknown } from '../../src/customer/guard-unknown';
import { LoadError } from '../../src/ui/load-error';

export interface CustomerStoreCreditProps {
  /** The moment expiry is judged at (stories and tests); now by default. */
  now?: Date;
}

function Amount({ entry }: { entry: CreditEntry }) {
  // a debit takes from the balance: shown with a minus sign
  return <>{entry.type === 'debit' ? `- ${formatBRL(entry.amount)}` : formatBRL(entry.amount)}</>;
}

/** The store credit page as a plain function of its model. */
function CustomerStoreCreditView(model: StoreCreditModel) {
  const { state } = model;
  if (state === 'unknown') return <GuardUnknown className="jet-customer-store-credit" />;
  if (state === 'checking' || state === 'leaving') return <section className="jet-customer-store-credit" data-state={state} aria-busy="true" />;
  return (
    <section className="jet-customer-store-credit" data-state={state} aria-busy={state === 'loading' || undefined}>
      <h1 className="jet-customer-store-credit__title">{t('digital.credit.title')}</h1>
      {state === 'loading' && (
        <p className="jet-customer-store-credit__loading" role="status">
          {t('digital.credit.loading')}
        </p>
      )}
      {state === 'error' && (
        <LoadError
          stacked
          className="jet-customer-store-credit__error"
          textClassName="jet-customer-store-credit__error-text"
          buttonClassName="jet-button jet-button--secondary jet-customer-store-credit__retry"
          message={t('digital.credit.error')}
          retryLabel={t('digital.credit.retry')}
          onRetry={model.retry}
        />
      )}
      {(state === 'ready' || state === 'empty') && (
        <>
          <p className="jet-customer-store-credit__balance">
            <span className="jet-customer-store-credit__balance-label">{t('digital.credit.balance')}</span>{' '}
            <strong className="jet-customer-store-credit__balance-value">{formatBRL(model.balance)}</strong>
          </p>
          {state === 'empty' ? (
            <p className="jet-customer-store-credit__empty">{t('digital.credit.empty')}</p>
          ) : (
            <table className="jet-customer-store-credit__table">
              <caption className="jet-customer-store-credit__caption">{t('digital.credit.entries')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('digital.credit.type')}</th>
                  <th scope="col">{t('digital.credit.date')}</th>
                  <th scope="col">{t('digital.credit.note')}</th>
                  <th scope="col">{t('digital.credit.amount')}</th>
                  <th scope="col">{t('digital.credit.expiration')}</th>
                  <th scope="col">{t('digital.credit.order')}</th>
                </tr>
              </thead>
              <tbody>
                {model.entries.map((entry) => (
                  <tr key={entry.key} className="jet-customer-store-credit__entry" data-type={entry.type} data-expired={entry.expired || undefined}>
                    <th scope="row" className="jet-customer-store-credit__type" data-label={t('digital.credit.type')}>
                      {entry.type === 'credit' ? t('digital.credit.credit') : t('digital.credit.debit')}
                    </th>
                    <td data-label={t('digital.credit.date')}>{formatDate(entry.date)}</td>
                    <td className="jet-customer-store-credit__note" data-label={t('digital.credit.note')}>
                      {entry.note}
                    </td>
                    <td className="jet-customer-store-credit__amount" data-label={t('digital.credit.amount')}>
                      <Amount entry={entry} />
                    </td>
                    <td data-label={t('digital.credit.expiration')}>
                      {entry.expirationDate && (
                        <>
                          {formatDate(entry.expirationDate)}
                          {entry.expired && <span className="jet-customer-store-credit__expired">{t('digital.credit.expired')}</span>}
                        </>
                      )}
                    </td>
                    <td data-label={t('digital.credit.order')}>
                      {entry.orderUrl && (
                        <a className="jet-customer-store-credit__order" href={entry.orderUrl}>
                          {t('digital.credit.orderLink', { idOrder: entry.idOrder ?? '' })}
                        </a>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    </section>
  );
}

/** `<jet-customer-store-credit>`: the hook wired to the view. */
export function CustomerStoreCredit({ now }: CustomerStoreCreditProps) {
  return <CustomerStoreCreditView {...useCustomerStoreCredit(now)} />;
}
