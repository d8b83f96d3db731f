import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import '../../src/i18n/catalogue/resilience';
import { t } from '../../src/i18n';
import { $cartQuantity, $expiryNoticeHosts } from '../../src/stores/cart-quantity';
import { useAlert } from '../../src/ui/alert';

/** Whether `url` is the page being shown (its path; the query and hash aside). */
function isCurrentPage(url: string): boolean {
  try {
    return new URL(url, window.location.href).pathname === window.location.pathname;
  } catch {
    return false;
  }
}

/**
 * The cart counter's logic: the count of the shared cart store (loaded once with the light count
 * operation, then taken from the cart actions' answers) and the expiry notice, except on the cart page,
 * whose own notice is the one shown. A count it did not read
 * (still loading, the read failed, or an answer without a number) is no count: the badge shows no
 * number and the link is named 'Carrinho', never '0' as if the cart were empty (issue 14).
 */
export function useCartCounter({ cartUrl = '/carrinho' }: { cartUrl?: string } = {}) {
  const count = useStore($cartQuantity);
  const alert = useAlert();
  const { show: showAlert, close: closeAlert } = alert;
  const removed = count.removedProducts;
  // on the cart page (the page it links to, or any page whose cart widget shows the notice) the page's
  // notice is the one: the counter shows none, and closes its own when such a widget comes
  const hosted = useStore($expiryNoticeHosts) > 0 || isCurrentPage(cartUrl);

  useEffect(() => {
    if (hosted) return closeAlert();
    if (!removed.length) return undefined;
    // a rare notice: its module and texts come only when the server removed something
    let live = true;
    void import('../../src/cart/expiry-notice').then(({ expiryNotice }) => {
      const notice = expiryNotice(removed);
      if (live && notice) showAlert({ kind: 'info', ...notice, timeout: 0 });
    });
    return () => {
      live = false;
    };
  }, [removed, hosted, showAlert, closeAlert]);

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
