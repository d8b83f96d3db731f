import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { t } from '../../src/i18n';
import { $cartCount } from '../../src/stores/cart-count';
import { useAlert } from '../../src/ui/alert';

/** The expiry notice for products the server removed from the cart, or null. */
export function expiryNotice(removed: readonly string[]): { title: string; message: string } | null {
  if (removed.length === 0) return null;
  const names = removed.join(', ');
  return {
    title: t('cartCounter.expiredTitle'),
    message: removed.length === 1 ? t('cartCounter.expiredOne', { names }) : t('cartCounter.expiredMany', { names }),
  };
}

/** The cart counter's logic: the count, kept fresh by the shared store, and the expiry notice. */
export function useCartCounter() {
  const count = useStore($cartCount);
  const alert = useAlert();
  const showAlert = alert.show;
  const removed = count.data?.removedProducts;

  useEffect(() => {
    const notice = expiryNotice(removed ?? []);
    if (notice) showAlert({ kind: 'info', ...notice, timeout: 0 });
  }, [removed, showAlert]);

  const quantity = count.data?.quantity ?? 0;
  return {
    state: count.data ? 'ready' : count.status === 'error' ? 'error' : 'loading',
    quantity,
    label: quantity === 1 ? t('cartCounter.labelOne') : t('cartCounter.label', { count: quantity }),
    alert,
  } as const;
}
