import '../i18n/catalogue/commerce';
import { t } from '../i18n';

/**
 * The discount as a whole percent: round((price - promotion) / price * 100). null when there is no
 * real discount (no promotion, a promotion not below the price, or a non-positive price).
 */
export function discountPercent(price: number, promotion: number | null | undefined): number | null {
  if (!Number.isFinite(price) || price <= 0) return null;
  if (typeof promotion !== 'number' || !Number.isFinite(promotion) || promotion <= 0 || promotion >= price) {
    return null;
  }
  const percent = Math.round(((price - promotion) / price) * 100);
  return percent > 0 ? percent : null;
}

/**
 * The discount badge: '15% OFF', or null when there is no discount.
 *
 * Decision on the percent sign: the spec's default text is '{percent} OFF' and a badge reads
 * '15% OFF'. The catalogue keeps the spec's text exactly ('price.discountBadge') and {percent} is
 * filled with the number and its sign ('15%'), so a store override such as '-{percent}' also gets
 * the sign without writing it.
 */
export function formatDiscount(price: number, promotion: number | null | undefined): string | null {
  const percent = discountPercent(price, promotion);
  return percent === null ? null : t('price.discountBadge', { percent: `${percent}%` });
}
