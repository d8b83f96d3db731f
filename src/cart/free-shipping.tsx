import '../i18n/catalogue/cart';
import type { FreeShippingTip } from '../api/operations';
import { formatBRL } from '../format/money';
import { t } from '../i18n';

/** The free-shipping line as the view shows it. */
export interface FreeShippingModel {
  /** The store's text with '[Valor]' replaced, or the success text once reached. */
  text: string;
  reached: boolean;
  /** The bar: subtotal so far and the subtotal from which shipping is free (reais); null when the store gives no target. */
  progress: { value: number; max: number; percent: number; label: string; valueText: string } | null;
}

const PLACEHOLDER = /\[Valor\]/i;
const PLACEHOLDERS = /\[Valor\]/gi;

/**
 * The free-shipping tip of a cart (cart-and-purchase §3, §9), or null when there is none or the store
 * does not show it in the cart (`cartDisplayInfo` false).
 *
 * - Not reached: the store's `cartInformation` with every '[Valor]' replaced by the remaining amount in
 *   BRL ('Faltam R$ 50,00 para ganhar Frete Grátis.' when the store sends no text).
 * - Reached (`remainingValue` 0): the store's text when it has no '[Valor]' (its own success text),
 *   else 'Parabéns! Você ganhou Frete Grátis.'.
 * - The bar is subtotal / targetValue, shown before any CEP (the tip is then the store's general rule).
 */
export function freeShippingModel(tip: FreeShippingTip | null | undefined, subTotal: number): FreeShippingModel | null {
  if (!tip || !tip.cartDisplayInfo) return null;
  const remaining = Math.max(0, Number.isFinite(tip.remainingValue) ? tip.remainingValue : 0);
  const reached = remaining === 0;
  const info = (tip.cartInformation ?? '').trim();
  const text = reached
    ? info && !PLACEHOLDER.test(info)
      ? info
      : t('freeShipping.reached')
    : info
      ? info.replace(PLACEHOLDERS, formatBRL(remaining))
      : t('freeShipping.remaining', { value: formatBRL(remaining) });
  const target = Number.isFinite(tip.targetValue) && tip.targetValue > 0 ? tip.targetValue : 0;
  const value = reached ? target : Math.min(target, Math.max(0, Number.isFinite(subTotal) ? subTotal : 0));
  const progress = target
    ? {
        value,
        max: target,
        percent: Math.round((value / target) * 100),
        label: t('freeShipping.progress'),
        valueText: t('freeShipping.progressValue', { value: formatBRL(value), target: formatBRL(target) }),
      }
    : null;
  return { text, reached, progress };
}

export interface FreeShippingProps {
  tip: FreeShippingTip | null | undefined;
  /** The cart's subtotal (reais). */
  subTotal: number;
  className?: string;
}

/** The free-shipping message and its progress bar (nothing when the tip is absent or hidden). */
export function FreeShipping({ tip, subTotal, className }: FreeShippingProps) {
  const model = freeShippingModel(tip, subTotal);
  return model ? <FreeShippingView {...model} className={className} /> : null;
}

/** The view, from a plain model. Classes `jet-free-shipping__*`, `data-reached` when shipping is free. */
function FreeShippingView({ text, reached, progress, className }: FreeShippingModel & { className?: string }) {
  return (
    <div className={className ? `jet-free-shipping ${className}` : 'jet-free-shipping'} data-reached={reached || undefined}>
      <p className="jet-free-shipping__text">{text}</p>
      {progress && (
        <div
          className="jet-free-shipping__bar"
          role="progressbar"
          aria-label={progress.label}
          aria-valuemin={0}
          aria-valuemax={progress.max}
          aria-valuenow={progress.value}
          aria-valuetext={progress.valueText}
        >
          <span className="jet-free-shipping__fill" style={{ width: `${progress.percent}%` }} />
        </div>
      )}
    </div>
  );
}
