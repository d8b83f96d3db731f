import '../i18n/catalogue/listing';
import type { Installment } from '../api/operations';
import { discountPercent, formatDiscount } from '../format/discount';
import { formatInstallments } from '../format/installments';
import { formatBRL } from '../format/money';
import { pixPrice } from '../format/pix-price';
import { t } from '../i18n';

export interface PriceProps {
  price: number;
  pricePromotion: number | null;
  /** idTypeProduct 3: 'Sob Consulta' instead of a price. */
  onRequest?: boolean;
  installment?: Installment | null;
  /** Company showInstallmentAtListsAndDetail. */
  showInstallments?: boolean;
  /** The company's Pix discount in percent: 'R$ 161,50 no Pix' under the price (0 or absent: nothing). */
  pixPercent?: number;
  className?: string;
}

/**
 * A product's price: 'Sob Consulta' on request; 'De R$ 200,00' struck and 'Por R$ 170,00' on
 * promotion; 'R$ 161,50 no Pix' when the store gives a Pix discount; the installments line only when
 * there are more than 1 and the company allows it.
 */
export function Price({ price, pricePromotion, onRequest = false, installment, showInstallments = true, pixPercent, className = 'jet-price' }: PriceProps) {
  if (onRequest) {
    return (
      <div className={className} data-on-request="">
        <strong className="jet-price__now">{t('card.onRequest')}</strong>
      </div>
    );
  }
  const promotion = discountPercent(price, pricePromotion) === null ? null : pricePromotion;
  const installments = formatInstallments(installment, showInstallments);
  const pix = pixPrice(promotion ?? price, pixPercent);
  return (
    <div className={className}>
      {promotion !== null && <s className="jet-price__old">{t('price.from', { value: formatBRL(price) })}</s>}
      <strong className="jet-price__now">{promotion !== null ? t('price.to', { value: formatBRL(promotion) }) : formatBRL(price)}</strong>
      {pix !== null && <span className="jet-price__pix">{t('price.pix', { value: formatBRL(pix) })}</span>}
      {installments && <span className="jet-price__installments">{installments}</span>}
    </div>
  );
}

/** The discount badge '15% OFF', or nothing without a real promotion. */
export function DiscountBadge({ price, pricePromotion, className = 'jet-badge' }: { price: number; pricePromotion: number | null; className?: string }) {
  const text = formatDiscount(price, pricePromotion);
  return text ? <span className={className}>{text}</span> : null;
}
