import '../i18n/catalogue/cart-expiry';
import { t } from '../i18n';

/**
 * The notice for products the server removed from the cart because their reservation ended
 * (cart-and-purchase §4): 'O TEMPO EXPIROU E' and the names, singular or plural; null when none.
 * Shown by the cart page and by the counter, which fetches this module (and its texts) only when needed.
 */
export function expiryNotice(removed: readonly string[]): { title: string; message: string } | null {
  if (removed.length === 0) return null;
  const names = removed.join(', ');
  return {
    title: t('cartCounter.expiredTitle'),
    message: removed.length === 1 ? t('cartCounter.expiredOne', { names }) : t('cartCounter.expiredMany', { names }),
  };
}
