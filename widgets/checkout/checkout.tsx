import '../../src/i18n/catalogue/checkout';
import { lazy, Suspense, useEffect, useId } from 'react';
import type { Address, FreightOption } from '../../src/api/operations';
import { formatBRL } from '../../src/format/money';
import { formatPercent } from '../../src/cart/pix-discount';
import { formatShippingPrice, formatShippingTime } from '../../src/format/shipping';
import { t } from '../../src/i18n';
import { AlertSlot } from '../../src/ui/alert';
import { useCheckout, type CheckoutField, type CheckoutModel } from './use-checkout';
import { LoadError } from '../../src/ui/load-error';

/** The form and the forms kit load only when a new address is asked for (most customers have one). */
const CheckoutAddressForm = lazy(() => import('./address-form'));
/** The card form, the forms kit and the tokeniser load only when 'Cartão de crédito' is chosen. */
const CheckoutCardForm = lazy(() => import('./card-form'));

function AddressLines({ address }: { address: Address }) {
  return (
    <span className="jet-checkout__address-lines">
      <span>{t('checkout.address.receiver', { name: address.receiver })}</span>
      <span>
        {address.streetAddress}, {address.number}
        {address.complement ? ` - ${address.complement}` : ''}
      </span>
      <span>
        {address.neighbourhood} - {address.city} - {address.state}
      </span>
      <span>{t('checkout.address.cep', { cep: address.zipCode })}</span>
    </span>
  );
}

function FieldError({ id, text }: { id: string; text?: string }) {
  return text ? (
    <p className="jet-checkout__error" id={id} tabIndex={-1}>
      {text}
    </p>
  ) : null;
}

function AddressSection({ model, ids }: { model: CheckoutModel; ids: Record<CheckoutField, string> }) {
  const error = model.errors.address;
  return (
    <section className="jet-checkout__section" aria-labelledby={`${ids.address}-h`} data-section="address">
      <h2 className="jet-checkout__heading" id={`${ids.address}-h`}>
        <span className="jet-checkout__step" aria-hidden="true">1</span> {t('checkout.address.title')}
      </h2>
      {model.digital ? (
        <p className="jet-checkout__note">{t('checkout.address.digital')}</p>
      ) : (
        <>
          {model.addresses.length > 0 && (
            <fieldset className="jet-checkout__choices" aria-describedby={error ? ids.address : undefined} aria-invalid={error ? true : undefined}>
              <legend className="jet-checkout__legend">{t('checkout.address.legend')}</legend>
              {model.addresses.map((address) => (
                <label key={address.idAddress} className="jet-checkout__choice" data-default={address.default || undefined}>
                  <input
                    type="radio"
                    name="jet-checkout-address"
                    value={address.idAddress}
                    checked={model.chosen?.idAddress === address.idAddress}
                    onChange={() => model.chooseAddress(address.idAddress)}
                    disabled={model.placing}
                  />
                  <span className="jet-checkout__choice-body">
                    <strong className="jet-checkout__choice-name">
                      {address.identification}
                      {address.default && <span className="jet-checkout__badge">{t('checkout.address.default')}</span>}
                    </strong>
                    <AddressLines address={address} />
                  </span>
                </label>
              ))}
            </fieldset>
          )}
          <FieldError id={ids.address} text={error} />
          {model.showForm ? (
            <div className="jet-checkout__new">
              {model.addresses.length === 0 && <p className="jet-checkout__note">{t('checkout.address.none')}</p>}
              <h3 className="jet-checkout__subheading">{t('checkout.address.new')}</h3>
              <Suspense fallback={<p className="jet-checkout__loading" aria-busy="true" />}>
                <CheckoutAddressForm key={model.formKey} onSubmit={model.saveAddress} onCancel={model.canCancelForm ? model.closeForm : undefined} error={model.formError} />
              </Suspense>
            </div>
          ) : (
            <button type="button" className="jet-button jet-button--secondary jet-checkout__add" onClick={model.openForm} disabled={model.placing}>
              {t('checkout.address.new')}
            </button>
          )}
        </>
      )}
    </section>
  );
}

function ShippingOptions({ model, options, errorId }: { model: CheckoutModel; options: FreightOption[]; errorId: string }) {
  const chosen = model.shipping?.shippingMode.idShippingMode;
  return (
    <fieldset className="jet-checkout__choices" aria-describedby={model.errors.shipping ? errorId : undefined} aria-invalid={model.errors.shipping ? true : undefined}>
      <legend className="jet-checkout__legend">{t('checkout.shipping.legend')}</legend>
      {options.map((option) => (
        <label key={option.shippingMode.idShippingMode} className="jet-checkout__choice jet-checkout__choice--inline">
          <input
            type="radio"
            name="jet-checkout-shipping"
            value={option.shippingMode.idShippingMode}
            checked={chosen === option.shippingMode.idShippingMode}
            onChange={() => model.pickShipping(option.shippingMode.idShippingMode)}
            disabled={model.choosing || model.placing}
          />
          <span className="jet-checkout__choice-body">
            {option.shippingMode.name} {formatShippingTime(option)} <strong>{formatShippingPrice(option)}</strong>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

function ShippingSection({ model, ids }: { model: CheckoutModel; ids: Record<CheckoutField, string> }) {
  const { quote, shipping, cep } = model;
  // a non-breaking hyphen: the CEP never breaks across lines inside the sentence
  const masked = cep.length === 8 ? `${cep.slice(0, 5)}\u2011${cep.slice(5)}` : cep;
  return (
    <section className="jet-checkout__section" aria-labelledby={`${ids.shipping}-h`} data-section="shipping" aria-busy={quote?.status === 'quoting' || undefined}>
      <h2 className="jet-checkout__heading" id={`${ids.shipping}-h`}>
        <span className="jet-checkout__step" aria-hidden="true">2</span> {t('checkout.shipping.title')}
      </h2>
      <div className="jet-checkout__live" role="status">
        {quote?.status === 'quoting' && <p>{t('checkout.shipping.quoting', { cep: masked })}</p>}
        {quote?.status === 'requoted' && <p>{t('checkout.shipping.requote', { cep: masked })}</p>}
        {/* without a mode chosen in the cart, the legend alone asks for one */}
        {quote?.status === 'choose' && model.cartMode && <p>{t('checkout.shipping.choose', { cep: masked })}</p>}
        {quote?.status === 'none' && <p>{t('checkout.shipping.none', { cep: masked })}</p>}
      </div>
      {model.digital ? (
        <p className="jet-checkout__note">
          {shipping
            ? t('checkout.shipping.chosen', { name: shipping.shippingMode.name, time: formatShippingTime(shipping), price: formatShippingPrice(shipping) })
            : t('checkout.shipping.digital')}
        </p>
      ) : !model.chosen ? (
        <p className="jet-checkout__note">{t('checkout.shipping.needsAddress')}</p>
      ) : quote && quote.options.length > 0 && quote.status !== 'quoting' ? (
        <ShippingOptions model={model} options={quote.options} errorId={ids.shipping} />
      ) : shipping ? (
        <p className="jet-checkout__chosen">
          {t('checkout.shipping.chosen', { name: shipping.shippingMode.name, time: formatShippingTime(shipping), price: formatShippingPrice(shipping) })}
        </p>
      ) : null}
      {quote?.status === 'error' && (
        <LoadError className="jet-checkout__error" buttonClassName="jet-checkout__link" message={t('checkout.shipping.quoteError')} retryLabel={t('checkout.retry')} onRetry={model.requote} />
      )}
      <FieldError id={ids.shipping} text={model.errors.shipping} />
    </section>
  );
}

function PaymentSection({ model, ids }: { model: CheckoutModel; ids: Record<CheckoutField, string> }) {
  const error = model.errors.payment;
  return (
    <section className="jet-checkout__section" aria-labelledby={`${ids.payment}-h`} data-section="payment">
      <h2 className="jet-checkout__heading" id={`${ids.payment}-h`}>
        <span className="jet-checkout__step" aria-hidden="true">3</span> {t('checkout.payment.title')}
      </h2>
      <fieldset className="jet-checkout__choices" aria-describedby={error ? ids.payment : undefined} aria-invalid={error ? true : undefined}>
        <legend className="jet-checkout__legend">{t('checkout.payment.legend')}</legend>
        {model.methods.map((method) => (
          <label key={method.method} className="jet-checkout__choice jet-checkout__choice--inline" data-method={method.method}>
            <input
              type="radio"
              name="jet-checkout-payment"
              value={method.method}
              checked={model.payment === method.method}
              onChange={() => model.choosePayment(method.method)}
              disabled={model.placing}
            />
            <span className="jet-checkout__choice-body">
              {method.name}
              {method.method === 'pix' && model.pixPercent > 0 && (
                <>
                  {' '}
                  <span className="jet-checkout__badge">{t('checkout.payment.pixDiscount', { percent: formatPercent(model.pixPercent) })}</span>
                </>
              )}
            </span>
          </label>
        ))}
      </fieldset>
      <FieldError id={ids.payment} text={error} />
      {model.payment === 'card' && (
        <Suspense fallback={<p className="jet-checkout__loading jet-checkout__loading--card" aria-busy="true">{t('checkout.payment.cardLoading')}</p>}>
          <CheckoutCardForm amount={model.toPay} handle={model.cardForm} disabled={model.placing} />
        </Suspense>
      )}
      {model.balance > 0 && (
        <label className="jet-checkout__credit">
          <input type="checkbox" checked={model.useCredit} onChange={(event) => model.setUseCredit(event.target.checked)} disabled={model.placing} />
          <span>{t('checkout.payment.credit', { balance: formatBRL(model.balance) })}</span>
        </label>
      )}
    </section>
  );
}

function SummarySection({ model }: { model: CheckoutModel }) {
  const cart = model.cart!;
  const id = useId();
  const shippingText = model.shipping ? formatShippingPrice(model.shipping) : t('checkout.summary.shippingPending');
  return (
    <section className="jet-checkout__section jet-checkout__summary" aria-labelledby={`${id}-h`} data-section="summary">
      <h2 className="jet-checkout__heading" id={`${id}-h`}>
        <span className="jet-checkout__step" aria-hidden="true">4</span> {t('checkout.summary.title')}
      </h2>
      <ul className="jet-checkout__lines" aria-label={t('checkout.summary.items')}>
        {cart.items.map((line) => {
          const price = line.pricePromotion ?? line.price;
          return (
            <li key={line.idCartItem} className="jet-checkout__line">
              <span className="jet-checkout__line-name">
                {line.name}
                {line.cartItemVariations.length > 0 && (
                  <span className="jet-checkout__line-variations">{line.cartItemVariations.map((v) => `${v.nameReference}: ${v.nameVariation}`).join(', ')}</span>
                )}
              </span>
              <span className="jet-checkout__line-quantity">{t('checkout.summary.quantity', { quantity: line.quantity, price: formatBRL(price) })}</span>
              <span className="jet-checkout__line-total">{formatBRL(price * line.quantity)}</span>
            </li>
          );
        })}
      </ul>
      <dl className="jet-checkout__totals">
        <div className="jet-checkout__row">
          <dt>{t('checkout.summary.subtotal')}</dt>
          <dd>{formatBRL(cart.subTotal)}</dd>
        </div>
        {cart.totalDiscount > 0 && (
          <div className="jet-checkout__row" data-row="discount">
            <dt>{t('checkout.summary.discount')}</dt>
            <dd>− {formatBRL(cart.totalDiscount)}</dd>
          </div>
        )}
        {model.pixDiscount > 0 && (
          <div className="jet-checkout__row" data-row="pix">
            <dt>{t('checkout.summary.pixDiscount', { percent: formatPercent(model.pixPercent) })}</dt>
            <dd>− {formatBRL(model.pixDiscount)}</dd>
          </div>
        )}
        {cart.totalVoucher > 0 && (
          <div className="jet-checkout__row" data-row="voucher">
            <dt>{t('checkout.summary.voucher')}</dt>
            <dd>− {formatBRL(cart.totalVoucher)}</dd>
          </div>
        )}
        <div className="jet-checkout__row" data-row="shipping">
          <dt>{t('checkout.summary.shipping')}</dt>
          <dd>{shippingText}</dd>
        </div>
        {model.creditUsed > 0 && (
          <div className="jet-checkout__row" data-row="credit">
            <dt>{t('checkout.summary.credit')}</dt>
            <dd>− {formatBRL(model.creditUsed)}</dd>
          </div>
        )}
        <div className="jet-checkout__row jet-checkout__row--total" data-row="total">
          <dt>{t('checkout.summary.total')}</dt>
          <dd>{formatBRL(model.toPay)}</dd>
        </div>
      </dl>
    </section>
  );
}

/** The checkout as a plain function of its model. */
function CheckoutView(model: CheckoutModel) {
  const base = useId();
  const ids: Record<CheckoutField, string> = { address: `${base}-address`, shipping: `${base}-shipping`, payment: `${base}-payment` };
  const alertId = `${base}-alert`;
  const { focus, state } = model;
  useEffect(() => {
    if (!focus) return;
    const target = focus.target === 'alert' ? document.getElementById(alertId) : document.getElementById(ids[focus.target]);
    target?.focus();
    // ids are stable for the widget's life
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focus]);

  if (state === 'loading' || state === 'leaving') {
    return (
      <section className="jet-checkout" data-state={state} aria-busy="true">
        <p className="jet-checkout__sr">{t(state === 'loading' ? 'checkout.loading' : 'checkout.leaving')}</p>
      </section>
    );
  }
  if (state === 'empty') {
    return (
      <section className="jet-checkout" data-state={state}>
        <h1 className="jet-checkout__title">{t('checkout.title')}</h1>
        <p className="jet-checkout__empty">{t('checkout.emptyCart')}</p>
        <a className="jet-button jet-button--primary" href={model.storeUrl}>
          {t('checkout.backToStore')}
        </a>
      </section>
    );
  }
  if (state === 'error') {
    return (
      <section className="jet-checkout" data-state={state}>
        <h1 className="jet-checkout__title">{t('checkout.title')}</h1>
        <LoadError className="jet-checkout__error" buttonClassName="jet-checkout__link" message={t('checkout.loadError')} retryLabel={t('checkout.retry')} onRetry={model.retry} />
      </section>
    );
  }
  if (state === 'placed') {
    return (
      <section className="jet-checkout" data-state={state} aria-busy="true">
        <h1 className="jet-checkout__title">{t('checkout.title')}</h1>
        <p className="jet-checkout__placed" role="status">
          {t('checkout.placed', { idOrder: model.placed!.idOrder })}
        </p>
      </section>
    );
  }

  const invalid = Object.values(model.errors).some(Boolean);
  return (
    <section className="jet-checkout" data-state={state} data-digital={model.digital || undefined} aria-busy={model.placing || undefined}>
      <h1 className="jet-checkout__title">{t('checkout.title')}</h1>
      <div className="jet-checkout__layout">
        <div className="jet-checkout__steps">
          <AddressSection model={model} ids={ids} />
          <ShippingSection model={model} ids={ids} />
          <PaymentSection model={model} ids={ids} />
        </div>
        <div className="jet-checkout__aside">
          <SummarySection model={model} />
          <div className="jet-checkout__messages" id={alertId} tabIndex={-1}>
            <AlertSlot {...model.alert} />
            {model.cartLink && (
              <a className="jet-checkout__link" href={model.cartUrl}>
                {t('checkout.backToCart')}
              </a>
            )}
            {invalid && <p className="jet-checkout__error">{t('checkout.fixErrors')}</p>}
          </div>
          <button type="button" className="jet-button jet-button--primary jet-checkout__place" onClick={model.place} disabled={model.placing} aria-describedby={invalid ? alertId : undefined}>
            {t(model.placing ? 'checkout.placing' : 'checkout.place')}
          </button>
        </div>
      </div>
    </section>
  );
}

/** The checkout (`/checkout`). */
export function Checkout() {
  return <CheckoutView {...useCheckout()} />;
}
