import '../i18n/catalogue/cart-page';
import { t } from '../i18n';
import type { CartViewModel } from './use-cart-view';

/** 'Finalizar Compra': busy while the server checks the limits; the checks are useCartView's checkout. */
export function CheckoutButton({ model, className }: { model: Pick<CartViewModel, 'checking' | 'checkout'>; className: string }) {
  return (
    <button
      type="button"
      className={`jet-button jet-button--primary ${className}`}
      disabled={model.checking}
      aria-busy={model.checking || undefined}
      onClick={() => void model.checkout()}
    >
      {t('cart.checkout')}
    </button>
  );
}
