import '../i18n/catalogue/cart-page';
import { memo } from 'react';
import type { CartLine } from '../api/operations';
import { formatBRL } from '../format/money';
import { t } from '../i18n';
import { QuantityStepper } from '../ui/quantity-stepper/quantity-stepper';
import { isSoldOut, lineLimits, lineTotal, unitPrice } from './cart-rules';
import { mediaUrl } from '../api/media';

export interface CartLinesProps {
  lines: readonly CartLine[];
  /** Lines with a change on its way (idCartItem). */
  pending: readonly number[];
  onQuantity: (line: CartLine, quantity: number) => void;
  onRemove: (line: CartLine) => void;
  /** The drawer's smaller image. */
  compact?: boolean;
}

/** The variations of a line, 'Cor: Azul · Tamanho: M'. */
function Variations({ line }: { line: CartLine }) {
  if (line.cartItemVariations.length === 0) return null;
  return (
    <ul className="jet-cart-line__variations">
      {line.cartItemVariations.map((variation) => (
        <li key={variation.nameReference}>
          {variation.nameReference}: {variation.nameVariation}
        </li>
      ))}
    </ul>
  );
}

/**
 * One line: image, name and variations, unit and line price, the stepper, remove, its notices. Memoised:
 * the cart re-renders on every store it reads (company, installments, the count), a line only when
 * its own answer, its pending mark or its handlers change.
 */
const CartLineRow = memo(function CartLineRow({ line, pending, onQuantity, onRemove, compact }: Omit<CartLinesProps, 'lines' | 'pending'> & { line: CartLine; pending: boolean }) {
  const soldOut = isSoldOut(line);
  const limits = lineLimits(line);
  const size = compact ? 64 : 96;
  const noticeId = `jet-cart-line-${line.idCartItem}-notice`;
  return (
    <li className="jet-cart-line" data-sold-out={soldOut || undefined} aria-busy={pending || undefined}>
      <a className="jet-cart-line__image-link" href={line.urlProduct} tabIndex={-1} aria-hidden="true">
        {line.productImage.imageDefault ? (
          <img className="jet-cart-line__image" src={mediaUrl(line.productImage.imageDefault)} alt="" width={size} height={size} loading="lazy" />
        ) : (
          <span className="jet-cart-line__image jet-cart-line__image--none" />
        )}
      </a>
      <div className="jet-cart-line__info">
        <a className="jet-cart-line__name" href={line.urlProduct}>
          {line.name}
        </a>
        <Variations line={line} />
        {line.etiquetaDisponibilidade && !soldOut && <p className="jet-cart-line__availability">{line.etiquetaDisponibilidade}</p>}
        <p className="jet-cart-line__unit">
          {line.pricePromotion !== null && <s className="jet-cart-line__was">{formatBRL(line.price)}</s>}{' '}
          {t('cart.unitPrice', { price: formatBRL(unitPrice(line)) })}
        </p>
        {line.promotion && line.promotion.discount > 0 && (
          <p className="jet-cart-line__promotion">
            {t('cart.promotion', { label: line.promotion.label, discount: formatBRL(line.promotion.discount) })}
          </p>
        )}
        {soldOut && (
          <p className="jet-cart-line__sold-out" id={noticeId}>
            {t('cart.lineSoldOut')}
          </p>
        )}
      </div>
      <div className="jet-cart-line__controls">
        {!soldOut && (
          <QuantityStepper
            value={line.quantity}
            {...limits}
            label={t('cart.quantity', { name: line.name })}
            pending={pending}
            onCommit={(quantity) => onQuantity(line, quantity)}
            onRemove={() => onRemove(line)}
          />
        )}
        <button
          type="button"
          className="jet-cart-line__remove"
          aria-label={t('cart.removeNamed', { name: line.name })}
          aria-describedby={soldOut ? noticeId : undefined}
          disabled={pending}
          onClick={() => onRemove(line)}
        >
          {t('cart.remove')}
        </button>
        {/* a sold-out line is not charged (the server leaves it out of the subtotal) */}
        {!soldOut && <p className="jet-cart-line__total">{formatBRL(lineTotal(line))}</p>}
      </div>
    </li>
  );
});

/** The cart's lines, as a list labelled for screen readers. */
export function CartLines({ lines, pending, ...actions }: CartLinesProps) {
  return (
    <ul className="jet-cart-lines" aria-label={t('cart.items')}>
      {lines.map((line) => (
        <CartLineRow key={line.idCartItem} line={line} pending={pending.includes(line.idCartItem)} {...actions} />
      ))}
    </ul>
  );
}
