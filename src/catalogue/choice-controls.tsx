import { Alert } from '../ui/alert';
import type { CardSettings } from './card-settings';
import { blockQuantityKeys, type ProductChoice } from './use-product-choice';

/**
 * The controls a product's choice drives, shared by the card and the product page: the quantity
 * input and the action button ('Adicionar ao Carrinho', 'Orçar' or 'Esgotado'). Plain functions of
 * their props, so a list of a thousand cards pays for no extra state.
 */
export function QuantityInput({ choice, className, errorId, label }: { choice: ProductChoice; className?: string; errorId: string; label?: string }) {
  return (
    <input
      className={className}
      type="number"
      inputMode="numeric"
      min={1}
      max={Math.max(1, choice.stock)}
      value={choice.quantityText}
      aria-label={label}
      aria-invalid={choice.quantityError ? true : undefined}
      aria-describedby={choice.quantityError ? errorId : undefined}
      onKeyDown={blockQuantityKeys}
      onChange={(event) => choice.setQuantity(event.currentTarget.value)}
      onBlur={choice.commitQuantity}
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

/** The quantity's error (linked to the input by errorId) and the result of the last action. */
export function ChoiceFeedback({ choice, className, errorId }: { choice: ProductChoice; className: string; errorId: string }) {
  return (
    <>
      {choice.quantityError && (
        <p className={className} id={errorId} role="alert">
          {choice.quantityError}
        </p>
      )}
      {choice.message && <Alert {...choice.message} onClose={choice.dismissMessage} />}
    </>
  );
}
