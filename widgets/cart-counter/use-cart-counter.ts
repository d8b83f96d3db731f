import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { expiryNotice } from '../../src/cart/expiry-notice';
import '../../src/i18n/catalogue/resilience';
import { t } from '../../src/i18n';
import { $cartQuantity } from '../../src/stores/cart-quantity';
import { useAlert } from '../../src/ui/alert';

/**
 * The cart counter's logic: the count of the shared cart store (loaded once with the light count
 * operation, then taken from the cart actions' answers) and the expiry notice. A count it did not read
 * (still loading, the read failed, or an answer without a number) is no count: the badge shows no
 * number and the link is named 'Carrinho', never '0' as if the cart were empty (issue 14).
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

  const read = typeof count.quantity === 'number' && Number.isFinite(count.quantity) && count.quantity >= 0;
  const known = read && (count.status === 'ready' || count.status === 'empty');
  const quantity = known ? count.quantity : null;
  const state: 'loading' | 'ready' | 'error' = known ? 'ready' : count.status === 'loading' ? 'loading' : 'error';
  return {
    state,
    quantity,
    label: quantity === null ? t('cartCounter.unknown') : quantity === 1 ? t('cartCounter.labelOne') : t('cartCounter.label', { count: quantity }),
    alert,
  } as const;
}
