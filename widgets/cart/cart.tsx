import '../../src/i18n/catalogue/cart-page';
import { lazy, Suspense, useState } from 'react';
import { CartLines } from '../../src/cart/cart-lines';
import { CartSummary } from '../../src/cart/cart-summary';
import { CheckoutButton } from '../../src/cart/checkout-button';
import { CodeForm } from '../../src/cart/code-form';
import { FreeShipping } from '../../src/cart/free-shipping';
import { LimitsBox } from '../../src/cart/limits-box';
import { LoadFailed } from '../../src/cart/load-failed';
import { ReservationTimer } from '../../src/cart/reservation-timer';
import { SoldOutWhenAsked } from '../../src/cart/sold-out-when-asked';
import { CHECKOUT_URL } from '../../src/cart/use-cart-view';
import { t } from '../../src/i18n';
import { applyDiscount, applyVoucher, removeDiscount, removeVoucher } from '../../src/stores/cart';
import { AlertSlot, AlertView } from '../../src/ui/alert';
import { useWhenNear } from '../../src/ui/use-when-near';
import { formatBRL } from '../../src/format/money';
import { useCartPage, type CartPageModel } from './use-cart-page';

export interface CartProps {
  /** Where 'Finalizar Compra' leads after the checks. Default '/checkout/identification'. */
  checkoutUrl?: string;
  /** Where 'Continuar Comprando' leads. Default '/'. */
  continueUrl?: string;
}

/** 'O TEMPO EXPIROU E' with the removed products, until the shopper closes it. */
function ExpiredNotice({ notice }: { notice: CartPageModel['expired'] }) {
  const [closed, setClosed] = useState<CartPageModel['expired']>(null);
  if (!notice || closed === notice) return null;
  return <AlertView kind="info" title={notice.title} message={notice.message} onClose={() => setClosed(notice)} />;
}

/** The confirmation of 'Esvaziar carrinho', fetched on its first need (the cart page carries no dialog code until then). */
const AlertDialog = lazy(() => import('../../src/ui/alert-dialog').then((m) => ({ default: m.AlertDialog })));

/**
 * The shipping calculator (its hook, the CEP mask and texts: ~5 kB gzip) loads as its box nears the viewport:
 * on a phone it sits below the lines. Until then an empty box as tall as the form, so nothing moves when it
 * comes (on a laptop it is in view at once).
 */
function ShippingWhenNear() {
  const [loaded, box] = useWhenNear(() => import('../../src/cart/shipping-calculator'));
  if (!loaded) return <div ref={box} data-near="" className="jet-cart__shipping-placeholder" />;
  return <loaded.ShippingCalculator />;
}

/** 'Você tem um vale-presente de R$ 25,00: VALEMARIA25.' with 'Usar vale-presente' (signed-in customers). */
function VoucherSuggestion({ model }: { model: CartPageModel }) {
  const suggestion = model.voucherSuggestion;
  if (!suggestion) return null;
  return (
    <div className="jet-cart__suggestion">
      <p>{t('cart.voucherSuggestion', { value: formatBRL(suggestion.value), code: suggestion.code })}</p>
      <button type="button" className="jet-button jet-button--secondary" onClick={model.applySuggestion}>
        {t('cart.useVoucher')}
      </button>
    </div>
  );
}

/** The page's state without lines: loading (a skeleton of the layout), load error, empty. */
function Placeholder({ model, continueUrl }: { model: CartPageModel; continueUrl: string }) {
  if (model.status === 'error' && !model.cart) {
    return <LoadFailed model={model} className="jet-cart__state" />;
  }
  if (!model.cart) {
    return (
      <div className="jet-cart__state jet-cart__state--loading" role="status">
        <span className="jet-visually-hidden">{t('cart.loading')}</span>
      </div>
    );
  }
  return (
    <div className="jet-cart__state jet-cart__empty">
      <p className="jet-cart__empty-title">{t('cart.empty')}</p>
      <p>{t('cart.emptyHint')}</p>
      <a className="jet-button jet-button--primary" href={continueUrl}>
        {t('cart.continueShopping')}
      </a>
    </div>
  );
}

/** The cart page as a plain function of its model. */
function CartView({ continueUrl = '/', ...model }: CartPageModel & { continueUrl?: string }) {
  const { cart } = model;
  const lines = cart?.items ?? [];
  return (
    <div className="jet-cart" data-state={cart ? (lines.length ? 'ready' : 'empty') : model.status}>
      <ExpiredNotice notice={model.expired} />
      <AlertSlot {...model.alert} />
      {lines.length > 0 && <LimitsBox rules={model.rules} met={model.limitsMet} />}
      {!cart || lines.length === 0 ? (
        <Placeholder model={model} continueUrl={continueUrl} />
      ) : (
        <div className="jet-cart__layout">
          <div className="jet-cart__main">
            <ReservationTimer reservedUntil={cart.reservedUntil} extended={cart.reservationExtended} extendMinutes={cart.reservationMinutes} />
            {/* a cart of only digital products ships nothing: no free-shipping goal */}
            {!cart.cartHasOnlyVirtualProducts && <FreeShipping tip={cart.freeShipping} subTotal={cart.subTotal} />}
            <CartLines lines={lines} pending={model.pending} onQuantity={model.setQuantity} onRemove={model.remove} />
            <button type="button" className="jet-cart__clean" onClick={model.askClean}>
              {t('cart.clean')}
            </button>
          </div>
          <aside className="jet-cart__aside">
            {!cart.cartHasOnlyVirtualProducts && (
              <section className="jet-cart__box" aria-label={t('cart.shippingTitle')}>
                <h2 className="jet-cart__box-title">{t('cart.shippingTitle')}</h2>
                <ShippingWhenNear />
              </section>
            )}
            <section className="jet-cart__box jet-cart__codes">
              <CodeForm
                label={t('cart.discountLabel')}
                applied={cart.discountKey}
                appliedText={(key) => t('cart.applied', { key })}
                removeLabel={t('cart.removeDiscount')}
                requiredText={t('cart.discountRequired')}
                apply={applyDiscount}
                remove={removeDiscount}
              />
              <CodeForm
                label={t('cart.voucherLabel')}
                applied={cart.voucher?.code ?? null}
                appliedText={(code) => t('cart.voucherApplied', { code })}
                removeLabel={t('cart.removeVoucher')}
                requiredText={t('cart.voucherRequired')}
                apply={applyVoucher}
                remove={removeVoucher}
              />
              {!cart.voucher && <VoucherSuggestion model={model} />}
            </section>
            <CartSummary cart={cart} installments={model.installments} pixPercent={model.pixPercent} />
            <div className="jet-cart__actions">
              <CheckoutButton model={model} className="jet-cart__checkout" />
              <a className="jet-button jet-button--secondary jet-cart__continue" href={continueUrl}>
                {t('cart.continueShopping')}
              </a>
            </div>
          </aside>
        </div>
      )}
      <SoldOutWhenAsked open={model.soldOutOpen} lines={model.soldOut} onClose={model.closeSoldOut} onRemove={() => void model.removeSoldOut()} />
      {model.cleanAsked && (
        <Suspense fallback={null}>
          <AlertDialog
            open={model.cleanOpen}
            title={t('cart.cleanTitle')}
            message={t('cart.cleanMessage')}
            confirmLabel={t('cart.cleanConfirm')}
            onConfirm={model.confirmClean}
            onCancel={model.cancelClean}
          />
        </Suspense>
      )}
    </div>
  );
}

export function Cart({ checkoutUrl = CHECKOUT_URL, continueUrl = '/' }: CartProps) {
  return <CartView {...useCartPage({ checkoutUrl })} continueUrl={continueUrl} />;
}
