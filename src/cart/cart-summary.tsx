import '../i18n/catalogue/cart-page';
import type { ReactNode } from 'react';
import type { CartContents } from '../api/operations';
import { formatBRL } from '../format/money';
import { cartPixDiscount } from './pix-discount';
import { formatShippingPrice } from '../format/shipping';
import { t } from '../i18n';

export interface CartSummaryProps {
  cart: CartContents;
  /** The shipping calculator, between the subtotal and the total. */
  shipping?: ReactNode;
  /** The installments line under the total ('ou 12x de R$ 10,00 sem juros'), or null. */
  installments?: string | null;
  /** The company's Pix discount in percent: 'R$ … no Pix' under the total (0 or absent: nothing). */
  pixPercent?: number;
}

/**
 * The shipping row: the option chosen, else 'A calcular'; a cart of only digital products ships nothing,
 * so 'Não se aplica' (or the digital freight's price, when the store charges one).
 */
function shippingText(cart: CartContents): string {
  if (cart.cartHasOnlyVirtualProducts) return cart.totalShipping > 0 ? formatBRL(cart.totalShipping) : t('cart.shippingNotNeeded');
  return cart.shipping ? formatShippingPrice(cart.shipping) : t('cart.shippingToCalculate');
}

/**
 * The totals (cart-and-purchase §2): discount, voucher, subtotal, shipping (with the calculator) and
 * total, and the total paid by Pix when the store gives a Pix discount (src/format/pix-price.ts). The
 * total is also said in a polite live region, so a screen reader hears it change after a quantity, a
 * discount or a shipping option.
 */
export function CartSummary({ cart, shipping, installments, pixPercent }: CartSummaryProps) {
  const total = formatBRL(cart.total);
  const pix = cartPixDiscount(cart, pixPercent);
  return (
    <section className="jet-cart-summary" aria-label={t('cart.summary')}>
      <dl className="jet-cart-summary__rows">
        <div className="jet-cart-summary__row">
          <dt>{t('cart.subtotal')}</dt>
          <dd>{formatBRL(cart.subTotal)}</dd>
        </div>
        {cart.totalDiscount > 0 && (
          <div className="jet-cart-summary__row jet-cart-summary__row--discount">
            <dt>{t('cart.discount')}</dt>
            <dd>− {formatBRL(cart.totalDiscount)}</dd>
          </div>
        )}
        {cart.totalVoucher > 0 && (
          <div className="jet-cart-summary__row jet-cart-summary__row--discount">
            <dt>{t('cart.voucherValue')}</dt>
            <dd>− {formatBRL(cart.totalVoucher)}</dd>
          </div>
        )}
        <div className="jet-cart-summary__row">
          <dt>{t('cart.shipping')}</dt>
          <dd>{shippingText(cart)}</dd>
        </div>
      </dl>
      {shipping}
      <p className="jet-cart-summary__total">
        <span>{t('cart.total')}</span>
        <strong>{total}</strong>
      </p>
      {pix > 0 && <p className="jet-cart-summary__pix">{t('cart.pixTotal', { value: formatBRL(cart.total - pix) })}</p>}
      {installments && <p className="jet-cart-summary__installments">{installments}</p>}
      <p className="jet-visually-hidden" aria-live="polite" aria-atomic="true">
        {t('cart.totalAnnounce', { total })}
      </p>
    </section>
  );
}
