import '../i18n/catalogue/commerce';
import '../i18n/catalogue/listing';
import { QUANTITY_MAX } from '../format/quantity';
import { t } from '../i18n';
import { Alert } from '../ui/alert';
import type { QuantityNotice } from '../ui/quantity-stepper/quantity-rules';
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
const STEP_KEYS: Record<string, number> = { ArrowUp: 1, ArrowDown: -1, PageUp: 10, PageDown: -10, Home: -QUANTITY_MAX, End: QUANTITY_MAX };

/**
 * The quantity field of the card and the product page: the stepper's view and state with a model for
 * its one case here (from 1 to the stock, any quantity, no removal, no change on its way), instead of
 * the general stepper of the cart rows (../ui/quantity-stepper/use-quantity-stepper, with its rules and
 * the cart's texts: ~1.5 kB gzip that no card page needs). The behaviour is the same: typing edits the
 * text (after the guard); leaving the field or Enter settles it (not a whole number from 1 to 9999: put
 * back with 'entre 1 e 9999'; above the stock: capped with 'Temos apenas {n} em estoque.'); the buttons
 * and the arrow, Page, Home and End keys step at once; letters and signs are refused.
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
  const settleText = (cause: CommitCause) => {
    const text = local.draft?.trim();
    if (text === undefined) return;
    const n = /^\d+$/.test(text) ? Number(text) : 0;
    if (!(n >= 1 && n <= QUANTITY_MAX)) settle(shown, { kind: 'range' }, cause);
    else settle(Math.min(n, max), n > max ? { kind: 'max', n: max } : null, cause);
  };
  const step = (by: number) => {
    if (!choice.guardQuantity()) return;
    const text = local.draft?.trim();
    const n = text === undefined ? shown : /^\d+$/.test(text) && +text >= 1 && +text <= QUANTITY_MAX ? Math.min(+text, max) : shown;
    const next = Math.min(max, Math.max(1, n + by));
    // pressing plus at the top says why nothing happens (no silent cap)
    settle(next, next === n && (by === 1 || by === 10) && n >= max ? { kind: 'max', n: max } : null, 'step');
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
        const { key } = event;
        const by = STEP_KEYS[key];
        if (key === 'Enter') settleText('enter');
        else if (by) step(by);
        // a printable key that can never be part of a quantity
        else if (key.length > 1 || /\d/.test(key) || event.ctrlKey || event.metaKey || event.altKey) return;
        // Enter never submits a form around the field
        event.preventDefault();
      }}
      onFocus={(event) => event.currentTarget.select()}
      onBlur={() => settleText('blur')}
      decrease={() => step(-1)}
      increase={() => step(1)}
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
