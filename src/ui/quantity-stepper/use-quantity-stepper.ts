import '../../i18n/catalogue/cart';
import '../../i18n/catalogue/commerce';
import { t } from '../../i18n';
import { useStepperState, type QuantityStepperModel, type StepperState } from './stepper-state';
import { isBlockedKey, quantityBounds, resolveQuantity, stepKeyOf, stepQuantity, type QuantityLimits, type QuantityNotice, type StepKey } from './quantity-rules';

/** How a quantity was settled: leaving the field, Enter, or a step (buttons, arrows, Home/End, Page keys). */
export type CommitCause = 'blur' | 'enter' | 'step';
export type { QuantityStepperModel };

export interface QuantityStepperOptions extends QuantityLimits {
  /** The committed quantity (the cart line's, the product choice's). */
  value: number;
  /** A new quantity; never called with the quantity shown (the current `value`, or one still on its way). */
  onCommit(quantity: number): void;
  /** Accessible name of the field; default 'Quantidade'. */
  label?: string;
  /** A change is on its way: the buttons wait, the field is aria-busy. When it ends with `value` unchanged, the field shows `value` again (a failed change). */
  pending?: boolean;
  /** Given: at the minimum, the minus button becomes 'Remover produto' and calls this. */
  onRemove?: () => void;
  /** Called before any edit; false refuses it (the card asks to choose the variations first). */
  guard?: () => boolean;
  /** The text of the cap notice instead of 'A quantidade máxima disponível é {n}.' (the card's 'Temos apenas {n} em estoque.'). */
  maxNotice?: (n: number) => string;
  /** Told of every edit (null, 'edit') and every settling with its notice or null, and what caused it. */
  onNotice?: (notice: QuantityNotice | null, cause: CommitCause | 'edit') => void;
  /** The input's id (default: a generated one). */
  id?: string;
  /** The caller's message about this quantity (the server's text when a change failed), shown in the live region when the stepper has no notice of its own. */
  message?: string | null;
  /** Ids of other descriptions of the field (a hint, a stock text), before the stepper's own notice. */
  describedBy?: string;
  disabled?: boolean;
}

/** The pt-BR text of a notice. */
function noticeText(notice: QuantityNotice | null, maxNotice?: (n: number) => string): string {
  if (!notice) return '';
  switch (notice.kind) {
    case 'range':
      return t('cart.quantityRange');
    case 'max':
      return maxNotice ? maxNotice(notice.n) : t('quantity.max', { n: notice.n });
    case 'min':
      return t('quantity.min', { n: notice.n });
    case 'multiple':
      return t('quantity.multiple', { m: notice.m, n: notice.n });
  }
}

/**
 * The headless quantity stepper (WAI-ARIA spinbutton): typing edits the text only; leaving the field
 * or Enter settles it by the rules of quantity-rules.ts; the buttons and keys step at once. Enter never
 * submits an enclosing form. The focus selects the text, so typing 33 gives 33.
 */
export function useQuantityStepper(options: QuantityStepperOptions): QuantityStepperModel {
  return stepperModel(options, useStepperState(options.value, options.pending ?? false));
}

/** The full model from the stepper's state (called while rendering: it may set that state). */
function stepperModel(options: QuantityStepperOptions, { generated, local, setLocal, seen, setSeen }: StepperState): QuantityStepperModel {
  const { value, onCommit, pending = false, onRemove, guard, maxNotice, onNotice, disabled = false } = options;
  const limits: QuantityLimits = { min: options.min, max: options.max, multiple: options.multiple };
  const { lo, hi } = quantityBounds(limits);
  const id = options.id ?? `jet-quantity-${generated}`;
  const noticeId = `${id}-notice`;
  if (seen.value !== value || seen.pending !== pending) {
    setSeen({ value, pending });
    if (local.sent !== null && (seen.value !== value || (seen.pending && !pending))) setLocal({ ...local, sent: null });
  }
  const shown = local.sent ?? value;

  const tell = (notice: QuantityNotice | null, cause: CommitCause | 'edit') => onNotice?.(notice, cause);

  const settle = (next: number, notice: QuantityNotice | null, cause: CommitCause) => {
    // never the quantity shown (a change on its way counts); `value` itself when it undoes that change
    const commit = next !== shown;
    setLocal({ draft: null, sent: commit ? next : local.sent, notice });
    tell(notice, cause);
    if (commit) onCommit(next);
  };

  const settleText = (cause: CommitCause) => {
    if (local.draft === null) return;
    const resolved = resolveQuantity(local.draft, shown, limits);
    settle(resolved.value, resolved.notice, cause);
  };

  const step = (key: StepKey) => {
    if (disabled || pending || (guard && !guard())) return;
    const base = local.draft === null ? shown : resolveQuantity(local.draft, shown, limits).value;
    const next = stepQuantity(base, key, limits);
    // pressing plus at the top says why nothing happens (no silent cap)
    const notice: QuantityNotice | null = next === base && (key === 'up' || key === 'pageUp') && base >= hi ? { kind: 'max', n: hi } : null;
    settle(next, notice, 'step');
  };

  return {
    id,
    noticeId,
    label: options.label ?? t('quantity.label'),
    text: local.draft ?? String(shown),
    valueNow: shown,
    min: lo,
    max: hi,
    notice: noticeText(local.notice, maxNotice) || (options.message ?? ''),
    describedBy: [options.describedBy, noticeId].filter(Boolean).join(' '),
    pending,
    disabled,
    removes: Boolean(onRemove) && shown <= lo,
    atMin: shown <= lo,
    atMax: shown >= hi,
    decreaseLabel: onRemove && shown <= lo ? t('quantity.remove') : t('quantity.decrease'),
    increaseLabel: t('quantity.increase'),
    onTextChange: (text) => {
      if (disabled || (guard && !guard())) return;
      setLocal({ ...local, draft: text, notice: null });
      tell(null, 'edit');
    },
    onKeyDown: (event) => {
      if (event.key === 'Enter') {
        // never submits a form around the field, never empties the cart (Dawn #1868)
        event.preventDefault();
        settleText('enter');
        return;
      }
      const key = stepKeyOf(event.key);
      if (key) {
        event.preventDefault();
        step(key);
        return;
      }
      if (isBlockedKey(event)) event.preventDefault();
    },
    onFocus: (event) => event.currentTarget.select(),
    onBlur: () => settleText('blur'),
    decrease: () => {
      if (onRemove && shown <= lo) {
        if (!disabled && !pending) onRemove();
        return;
      }
      step('down');
    },
    increase: () => step('up'),
  };
}
