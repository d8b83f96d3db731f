import '../i18n/catalogue/commerce';
import '../i18n/catalogue/listing';
import { QUANTITY_MAX } from '../format/quantity';
import { t } from '../i18n';
import { Alert } from '../ui/timed-alert';
import { isBlockedKey, resolveQuantity, stepKeyOf, stepQuantity, type QuantityNotice, type StepKey } from '../ui/quantity-stepper/quantity-rules';
import { QuantityStepperView } from '../ui/quantity-stepper/quantity-stepper-view';
import { useStepperState } from '../ui/quantity-stepper/stepper-state';
import type { CommitCause } from '../ui/quantity-stepper/use-quantity-stepper';
import type { CardSettings } from './card-settings';
import type { ProductChoice } from './use-product-choice';

/**
 * The controls a product's choice drives, shared by the card and the product page: the quantity
 * stepper and the action button ('Adicionar ao Carrinho', 'Orçar' or 'Esgotado'). Plain functions of
 * their props, so a list of a thousand cards pays for no extra state.
 */
/**
 * The quantity field of the card and the product page: the stepper's view and state with a model for
 * its one case here (from 1 to the stock, any quantity, no removal, no change on its way), instead of
 * the general stepper of the cart rows (../ui/quantity-stepper/use-quantity-stepper, with its rules and
 * the cart's texts, which no card page needs). The rules are the stepper's own (quantity-rules): typing
 * edits the text (after the guard); leaving the field or Enter settles it (not a whole number from 1 to
 * 9999: put back with 'entre 1 e 9999'; above the stock: capped with 'Temos apenas {n} em estoque.'); the
 * buttons and the arrow, Page, Home and End keys step at once; letters and signs are refused.
 */
export function QuantityInput({ choice, className, label, id: givenId }: { choice: ProductChoice; className?: string; label?: string; id?: string }) {
  const value = choice.quantity;
  const max = Math.min(QUANTITY_MAX, Math.max(1, choice.stock));
  const { generated, local, setLocal, seen, setSeen } = useStepperState(value, false);
  if (seen.value !== value) {
    setSeen({ value, pending: false });
    if (local.sent !== null) setLocal({ ...local, sent: null });
  }
  const shown = local.sent ?? value;
  const id = givenId ?? `jet-quantity-${generated}`;
  const noticeId = `${id}-notice`;
  const { notice } = local;

  const settle = (next: number, kept: QuantityNotice | null, cause: CommitCause) => {
    const commit = next !== shown;
    setLocal({ draft: null, sent: commit ? next : local.sent, notice: kept });
    choice.noteQuantity(kept, cause);
    if (commit) choice.commitQuantity(next);
  };
  const limits = { max };
  const settleText = (cause: CommitCause) => {
    if (local.draft === null) return;
    const resolved = resolveQuantity(local.draft, shown, limits);
    settle(resolved.value, resolved.notice, cause);
  };
  const step = (key: StepKey) => {
    if (!choice.guardQuantity()) return;
    // a valid draft is where the step starts; an invalid one is dropped
    const from = local.draft === null ? shown : resolveQuantity(local.draft, shown, limits).value;
    const next = stepQuantity(from, key, limits);
    // pressing plus at the top says why nothing happens (no silent cap)
    const capped = next === from && from >= max && (key === 'up' || key === 'pageUp');
    settle(next, capped ? { kind: 'max', n: max } : null, 'step');
  };

  return (
    <QuantityStepperView
      className={className}
      id={id}
      noticeId={noticeId}
      label={label ?? t('card.quantity')}
      text={local.draft ?? String(shown)}
      valueNow={shown}
      min={1}
      max={max}
      notice={!notice ? '' : notice.kind === 'max' ? t('product.stockLimit', { n: notice.n }) : t('cart.quantityRange')}
      describedBy={noticeId}
      pending={false}
      disabled={false}
      removes={false}
      atMin={shown <= 1}
      atMax={shown >= max}
      decreaseLabel={t('quantity.decrease')}
      increaseLabel={t('quantity.increase')}
      onTextChange={(text) => {
        if (!choice.guardQuantity()) return;
        setLocal({ ...local, draft: text, notice: null });
        choice.noteQuantity(null, 'edit');
      }}
      onKeyDown={(event) => {
        const key = stepKeyOf(event.key);
        if (event.key === 'Enter') settleText('enter');
        else if (key) step(key);
        else if (!isBlockedKey(event)) return;
        // Enter never submits a form around the field; a step key never scrolls; a letter is refused
        event.preventDefault();
      }}
      onFocus={(event) => event.currentTarget.select()}
      onBlur={() => settleText('blur')}
      decrease={() => step('down')}
      increase={() => step('up')}
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
