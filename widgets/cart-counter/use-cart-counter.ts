import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { expiryNotice } from '../../src/cart/expiry-notice';
import { t } from '../../src/i18n';
import { $cartQuantity } from '../../src/stores/cart-quantity';
import { useAlert } from '../../src/ui/alert';

/**
 * The cart counter's logic: the count of the shared cart store (loaded once with the light count
 * operation, then taken from the cart actions' answers) and the expiry notice.
 */
export function useCartCounter() {
  const count = useStore($cartQuantity);
  const alert = useAlert();
  const showAlert = alert.show;
  const removed = count.removedProducts;

  useEffect(() => {
    const notice = expiryNotice(removed);
    if (notice) showAlert({ kind: 'info', ...notice, timeout: 0 });
  }, [removed, showAlert]);

  const quantity = count.quantity;
  return {
    state: count.status === 'loading' || count.status === 'error' ? count.status : 'ready',
    quantity,
    label: quantity === 1 ? t('cartCounter.labelOne') : t('cartCounter.label', { count: quantity }),
    alert,
  } as const;
}
