import { t } from '../i18n';

/**
 * The notice for products the server removed from the cart because their reservation ended
 * (cart-and-purchase §4): 'O TEMPO EXPIROU E' and the names, singular or plural; null when none.
 * Shown by the counter and the cart page (texts in the core catalogue, which every page has).
 */
export function expiryNotice(removed: readonly string[]): { title: string; message: string } | null {
  if (removed.length === 0) return null;
  const names = removed.join(', ');
  return {
    title: t('cartCounter.expiredTitle'),
    message: removed.length === 1 ? t('cartCounter.expiredOne', { names }) : t('cartCounter.expiredMany', { names }),
  };
}
