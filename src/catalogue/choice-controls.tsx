import '../i18n/catalogue/commerce';
import '../i18n/catalogue/listing';
import { QUANTITY_MAX } from '../format/quantity';
import { t } from '../i18n';
import { Alert } from '../ui/alert';
import { QuantityStepper } from '../ui/quantity-stepper/quantity-stepper';
import type { CardSettings } from './card-settings';
import type { ProductChoice } from './use-product-choice';

/**
 * The controls a product's choice drives, shared by the card and the product page: the quantity
 * stepper and the action button ('Adicionar ao Carrinho', 'Orçar' or 'Esgotado'). Plain functions of
 * their props, so a list of a thousand cards pays for no extra state.
 */
export function QuantityInput({ choice, className, label, id }: { choice: ProductChoice; className?: string; label?: string; id?: string }) {
  return (
    <QuantityStepper
      className={className}
      id={id}
      label={label ?? t('card.quantity')}
      value={choice.quantity}
      max={Math.min(QUANTITY_MAX, Math.max(1, choice.stock))}
      // the card's stock text: 'Temos apenas {n} em estoque.'
      maxNotice={(n) => t('product.stockLimit', { n })}
      onCommit={choice.commitQuantity}
      onNotice={choice.noteQuantity}
      guard={choice.guardQuantity}
    />
  );
}

export function ActionButton({ choice, className, texts }: { choice: ProductChoice; className: string; texts: CardSettings['buttonTexts'] }) {
  const { action } = choice;
  return (
    <button
      type="button"
      className={className}
      data-action={action}
      aria-busy={choice.busy || undefined}
      disabled={choice.busy}
      onClick={() => void choice.act()}
    >
      {action === 'buy' ? texts.buy : action === 'quote' ? texts.quote : texts.soldOut}
    </button>
  );
}

/** The result of the last action (the quantity's notices are the stepper's own, tied to its field). */
export function ChoiceFeedback({ choice }: { choice: ProductChoice }) {
  return choice.message ? <Alert {...choice.message} onClose={choice.dismissMessage} /> : null;
}
