import '../../src/i18n/catalogue/customer-account';
import { lazy, Suspense, useEffect, useId, useRef, type KeyboardEvent } from 'react';
import type { Address } from '../../src/api/operations';
import { t } from '../../src/i18n';
import { AlertSlot } from '../../src/ui/alert';
import { AlertDialog } from '../../src/ui/alert-dialog';
import { useCustomerAddresses, type AddressTab, type CustomerAddressesModel } from './use-customer-addresses';
import { LoadError } from '../../src/ui/load-error';
import { GuardUnknown } from '../../src/customer/guard-unknown';

const TABS: AddressTab[] = ['list', 'form'];

/** The form and the forms kit load when the tab 'Novo Endereço' first opens: the list needs neither. */
const AddressForm = lazy(() => import('./address-form'));

/** One address: its lines, the badges of the current delivery and billing address, the actions. */
function AddressCard({ address, book }: { address: Address; book: CustomerAddressesModel }) {
  const name = address.identification;
  const busy = book.busy === address.idAddress;
  return (
    <li className="jet-customer-addresses__card" data-default={address.default || undefined} data-billing={address.billing || undefined}>
      <h2 className="jet-customer-addresses__name">
        {name}
      </h2>
      <p className="jet-customer-addresses__type">{t(address.addressType === 1 ? 'account.address.residential' : 'account.address.commercial')}</p>
      <p className="jet-customer-addresses__lines">
        <span>{t('account.address.receiver', { name: address.receiver })}</span>
        <span>
          {t('account.address.number', { street: address.streetAddress, number: address.number })}
          {address.complement ? ` - ${address.complement}` : ''}
        </span>
        <span>{address.neighbourhood}</span>
        <span>
          {address.city} - {address.state}
        </span>
        <span>{t('account.address.cep', { cep: address.zipCode })}</span>
        <span>{t('account.address.phone', { phone: address.phoneContact })}</span>
      </p>
      <div className="jet-customer-addresses__flags">
        {address.default ? (
          <span className="jet-customer-addresses__badge" data-flag="default">
            {t('account.address.deliveryBadge')}
          </span>
        ) : (
          <button type="button" className="jet-customer-addresses__action" disabled={busy} aria-label={t('account.address.setDeliveryLabel', { name })} onClick={() => void book.setFlag(address, 'default')}>
            {t('account.address.setDelivery')}
          </button>
        )}
        {address.billing ? (
          <span className="jet-customer-addresses__badge" data-flag="billing">
            {t('account.address.billingBadge')}
          </span>
        ) : (
          <button type="button" className="jet-customer-addresses__action" disabled={busy} aria-label={t('account.address.setBillingLabel', { name })} onClick={() => void book.setFlag(address, 'billing')}>
            {t('account.address.setBilling')}
          </button>
        )}
      </div>
      <div className="jet-customer-addresses__actions">
        <button type="button" className="jet-customer-addresses__action" disabled={busy} aria-label={t('account.address.editLabel', { name })} onClick={() => book.edit(address)}>
          {t('account.address.edit')}
        </button>
        <button type="button" className="jet-customer-addresses__action jet-customer-addresses__action--delete" disabled={busy} aria-label={t('account.address.deleteLabel', { name })} onClick={() => book.askDelete(address)}>
          {t('account.address.delete')}
        </button>
      </div>
    </li>
  );
}

/** The address book as a plain function of its model. */
function CustomerAddressesView(book: CustomerAddressesModel) {
  const base = useId();
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const { state, focusList } = book;
  useEffect(() => {
    if (focusList) tabRefs.current[0]?.focus();
  }, [focusList]);
  if (state === 'unknown') return <GuardUnknown className="jet-customer-addresses" />;
  if (state === 'checking' || state === 'leaving') return <section className="jet-customer-addresses" data-state={state} aria-busy="true" />;

  const tabId = (tab: AddressTab) => `${base}-tab-${tab}`;
  const panelId = (tab: AddressTab) => `${base}-panel-${tab}`;
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = TABS.indexOf(book.tab);
    const next = event.key === 'ArrowRight' ? index + 1 : event.key === 'ArrowLeft' ? index - 1 : event.key === 'Home' ? 0 : event.key === 'End' ? TABS.length - 1 : null;
    if (next === null) return;
    event.preventDefault();
    const tab = TABS[(next + TABS.length) % TABS.length]!;
    book.selectTab(tab);
    tabRefs.current[TABS.indexOf(tab)]?.focus();
  };
  const label = (tab: AddressTab) => t(tab === 'list' ? 'account.address.tabList' : book.editing ? 'account.address.tabEdit' : 'account.address.tabNew');

  return (
    <section className="jet-customer-addresses" data-state={state} data-tab={book.tab}>
      <h1 className="jet-customer-addresses__title">{t('account.address.title')}</h1>
      <AlertSlot {...book.alert} />
      <div className="jet-customer-addresses__tabs" role="tablist" aria-label={t('account.address.title')}>
        {TABS.map((tab, index) => (
          <button
            key={tab}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={tabId(tab)}
            aria-controls={panelId(tab)}
            aria-selected={book.tab === tab}
            tabIndex={book.tab === tab ? 0 : -1}
            className="jet-customer-addresses__tab"
            onClick={() => book.selectTab(tab)}
            onKeyDown={onTabKey}
          >
            {label(tab)}
          </button>
        ))}
      </div>
      <div className="jet-customer-addresses__panel" role="tabpanel" id={panelId('list')} aria-labelledby={tabId('list')} hidden={book.tab !== 'list'}>
        {state === 'loading' && <p className="jet-customer-addresses__loading" aria-busy="true" />}
        {state === 'error' && (
          <LoadError
            className="jet-customer-addresses__error"
            buttonClassName="jet-customer-addresses__action"
            message={t('account.address.loadError')}
            retryLabel={t('account.address.retry')}
            onRetry={book.retry}
          />
        )}
        {state === 'empty' && (
          <div className="jet-customer-addresses__empty">
            <p>{t('account.address.empty')}</p>
            <button type="button" className="jet-button jet-button--primary" onClick={book.newAddress}>
              {t('account.address.addFirst')}
            </button>
          </div>
        )}
        {state === 'ready' && (
          <ul className="jet-customer-addresses__list">
            {book.addresses.map((address) => (
              <AddressCard key={address.idAddress} address={address} book={book} />
            ))}
          </ul>
        )}
      </div>
      <div className="jet-customer-addresses__panel" role="tabpanel" id={panelId('form')} aria-labelledby={tabId('form')} hidden={book.tab !== 'form'}>
        {book.formStarted && (
          <Suspense fallback={<p className="jet-customer-addresses__loading" aria-busy="true" />}>
            <AddressForm key={book.editing ? `edit-${book.editing.idAddress}` : `new-${book.formKey}`} address={book.editing} onSubmit={book.save} onCancel={book.cancelEdit} />
          </Suspense>
        )}
      </div>
      <AlertDialog
        open={book.confirming !== null}
        title={t('account.address.deleteTitle')}
        message={book.confirming ? t('account.address.deleteQuestion', { name: book.confirming.identification }) : undefined}
        confirmLabel={t('account.address.deleteConfirm')}
        onConfirm={() => void book.remove()}
        onCancel={book.cancelDelete}
      />
    </section>
  );
}

/** The address book (`/customer/address`). */
export function CustomerAddresses() {
  return <CustomerAddressesView {...useCustomerAddresses()} />;
}
