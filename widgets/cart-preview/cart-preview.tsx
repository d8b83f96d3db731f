import '../../src/i18n/catalogue/cart-page';
import { useId, type MouseEvent } from 'react';
import { CartLines } from '../../src/cart/cart-lines';
import { CartSummary } from '../../src/cart/cart-summary';
import { CheckoutButton } from '../../src/cart/checkout-button';
import { FreeShipping } from '../../src/cart/free-shipping';
import { LimitsBox } from '../../src/cart/limits-box';
import { LoadFailed } from '../../src/cart/load-failed';
import { ShippingCalculator } from '../../src/cart/shipping-calculator';
import { SoldOutWhenAsked } from '../../src/cart/sold-out-when-asked';
import { CHECKOUT_URL } from '../../src/cart/use-cart-view';
import { t } from '../../src/i18n';
import { AlertSlot } from '../../src/ui/alert';
import { useModalDialog } from '../../src/ui/use-modal-dialog';
import { useCartPreview, type CartPreviewModel } from './use-cart-preview';

interface Urls {
  checkoutUrl?: string;
  cartUrl?: string;
}

/** A click on the backdrop (the dialog itself, outside its panel) closes the drawer. */
const onBackdrop = (close: () => void) => (event: MouseEvent<HTMLDialogElement>) => {
  if (event.target === event.currentTarget) close();
};

/** The drawer's body by the cart's state: loading, error with retry, empty, or the lines. */
function Body(model: CartPreviewModel) {
  const { cart, status } = model;
  if (!cart && status === 'error') {
    return <LoadFailed model={model} className="jet-cart-preview__state" />;
  }
  if (!cart) {
    return (
      <p className="jet-cart-preview__state" role="status">
        {t('cart.loading')}
      </p>
    );
  }
  if (cart.items.length === 0) {
    return (
      <div className="jet-cart-preview__state jet-cart-preview__empty">
        <p className="jet-cart-preview__empty-title">{t('cart.empty')}</p>
        <p>{t('cart.emptyHint')}</p>
      </div>
    );
  }
  return (
    <>
      {!cart.cartHasOnlyVirtualProducts && <FreeShipping tip={cart.freeShipping} subTotal={cart.subTotal} />}
      <CartLines lines={cart.items} pending={model.pending} onQuantity={model.setQuantity} onRemove={model.remove} compact />
      <LimitsBox rules={[]} met={model.limitsMet} />
      <CartSummary cart={cart} shipping={cart.cartHasOnlyVirtualProducts ? null : <ShippingCalculator compact />} pixPercent={model.pixPercent} />
    </>
  );
}

/** The drawer as a plain function of its model. */
function CartPreviewView(model: CartPreviewModel & Urls) {
  const { open, close, cart } = model;
  // focus on the drawer itself: its first field is a line's quantity, which a stray key would change
  const { dialogProps } = useModalDialog(open, close, 'dialog');
  const titleId = useId();
  const count = cart?.quantityTotalItens ?? 0;
  const hasLines = Boolean(cart && cart.items.length > 0);
  return (
    <div className="jet-cart-preview" data-state={open ? 'open' : 'closed'}>
      {!open && <AlertSlot {...model.alert} />}
      <dialog {...dialogProps} className="jet-cart-preview__dialog" aria-labelledby={titleId} onClick={onBackdrop(close)}>
        <div className="jet-cart-preview__panel">
          <header className="jet-cart-preview__header">
            <h2 id={titleId} className="jet-cart-preview__title">
              {t('cart.title')}
              {hasLines && (
                <span className="jet-cart-preview__count"> ({count === 1 ? t('cart.countTitleOne') : t('cart.countTitle', { count })})</span>
              )}
            </h2>
            <button type="button" className="jet-cart-preview__close" aria-label={t('cart.close')} onClick={close}>
              ×
            </button>
          </header>
          {open && model.alert.alert && (
            <div className="jet-cart-preview__alert">
              <AlertSlot {...model.alert} />
            </div>
          )}
          <div className="jet-cart-preview__body">
            <Body {...model} />
          </div>
          <footer className="jet-cart-preview__footer">
            {hasLines && model.cartUrl && (
              <a className="jet-cart-preview__cart-link" href={model.cartUrl}>
                {t('cart.viewCart')}
              </a>
            )}
            <button type="button" className="jet-button jet-button--secondary" onClick={close}>
              {t('cart.continueShopping')}
            </button>
            {hasLines && (
              <CheckoutButton model={model} className="jet-cart-preview__checkout" />
            )}
          </footer>
        </div>
        <SoldOutWhenAsked open={model.soldOutOpen} lines={model.soldOut} onClose={model.closeSoldOut} onRemove={() => void model.removeSoldOut()} />
      </dialog>
    </div>
  );
}

/** The drawer, loaded with its first opening (CartPreviewLauncher counts the requests). */
export default function CartPreview({ requests, checkoutUrl = CHECKOUT_URL, cartUrl = '/carrinho' }: Urls & { requests: number }) {
  return <CartPreviewView {...useCartPreview({ requests, checkoutUrl })} checkoutUrl={checkoutUrl} cartUrl={cartUrl} />;
}
