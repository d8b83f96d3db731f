import '../i18n/catalogue/commerce';
import '../i18n/catalogue/listing';
import { QUANTITY_MAX } from '../format/quantity';
import { t } from '../i18n';
import { Alert } from '../ui/alert';
import { useRef, useState, type KeyboardEvent } from 'react';
import { QuantityStepperView } from '../ui/quantity-stepper/quantity-stepper-view';
import { useStepperState, type QuantityStepperModel, type StepperState } from '../ui/quantity-stepper/stepper-state';
import type { CommitCause, QuantityStepperOptions } from '../ui/quantity-stepper/use-quantity-stepper';
import type { CardSettings } from './card-settings';
import type { ProductChoice } from './use-product-choice';

/**
 * The controls a product's choice drives, shared by the card and the product page: the quantity
 * stepper and the action button ('Adicionar ao Carrinho', 'Orçar' or 'Esgotado'). Plain functions of
 * their props, so a list of a thousand cards pays for no extra state.
 */
type Stepper = typeof import('../ui/quantity-stepper/use-quantity-stepper');
/** The full stepper's rules and texts, once loaded (one chunk with the add to cart). */
let full: Stepper | undefined;
let loading: Promise<Stepper> | undefined;
const loadStepper = () => (loading ??= import('../ui/quantity-stepper/use-quantity-stepper').then((module) => (full = module)));

/**
 * The card's model before the full stepper has loaded: the same field and buttons (no layout shift),
 * showing the quantity. Typing edits the text (the guard first), letters are refused at once, and what
 * needs no notice settles at once too (a whole number within the stock left with Tab, Enter or a click
 * on Add; a step within it), so an Add right after sends it. The rest (a notice to show, Page keys,
 * Home, End) goes to the full stepper as soon as it is there, and a quantity refused or capped as the
 * field is left holds the next Add meanwhile, as the full one does. The pointer coming over the
 * stepper, or the focus into it, starts that load.
 */
function lightModel(options: QuantityStepperOptions, { generated, local, setLocal }: StepperState, later: (act: (model: QuantityStepperModel) => void) => void): QuantityStepperModel {
  const { value, max = 1, guard, onNotice, onCommit } = options;
  const id = options.id ?? `jet-quantity-${generated}`;
  const noticeId = `${id}-notice`;
  const commit = (next: number, cause: CommitCause) => {
    setLocal({ ...local, draft: null, notice: null });
    onNotice?.(null, cause);
    if (next !== value) onCommit(next);
  };
  const settle = (cause: CommitCause) => {
    if (local.draft === null) return;
    const n = /^\d+$/.test(local.draft.trim()) ? Number(local.draft.trim()) : 0;
    if (n >= 1 && n <= max) return commit(n, cause);
    // refused or capped: the full stepper says why; the Add that left the field waits for it
    if (cause === 'blur') onNotice?.(n > max ? { kind: 'max', n: max } : { kind: 'range' }, cause);
    later((model) => (cause === 'blur' ? model.onBlur() : model.onKeyDown({ key: 'Enter', preventDefault() {} } as KeyboardEvent<HTMLInputElement>)));
  };
  const step = (by: 1 | -1) => {
    const next = value + by;
    if (local.draft !== null || next < 1 || next > max) return later((model) => (by > 0 ? model.increase() : model.decrease()));
    if (!guard || guard()) commit(next, 'step');
  };
  return {
    id,
    noticeId,
    label: options.label!,
    text: local.draft ?? String(value),
    valueNow: value,
    min: 1,
    max,
    notice: '',
    describedBy: noticeId,
    pending: false,
    disabled: false,
    removes: false,
    atMin: value <= 1,
    atMax: value >= max,
    decreaseLabel: t('quantity.decrease'),
    increaseLabel: t('quantity.increase'),
    onTextChange: (text) => {
      if (guard && !guard()) return;
      setLocal({ ...local, draft: text, notice: null });
      onNotice?.(null, 'edit');
    },
    onKeyDown: (event) => {
      const { key } = event;
      if (key.length === 1) {
        // a printable key that can never be part of a quantity
        if (!/\d/.test(key) && !event.ctrlKey && !event.metaKey && !event.altKey) event.preventDefault();
        return;
      }
      if (!/^(Enter|Arrow(Up|Down)|Page(Up|Down)|Home|End)$/.test(key)) return;
      event.preventDefault();
      if (key === 'Enter') settle('enter');
      else if (key === 'ArrowUp' || key === 'ArrowDown') step(key === 'ArrowUp' ? 1 : -1);
      else later((model) => model.onKeyDown({ key, preventDefault() {} } as KeyboardEvent<HTMLInputElement>));
    },
    onFocus: (event) => event.currentTarget.select(),
    onBlur: () => settle('blur'),
    decrease: () => step(-1),
    increase: () => step(1),
    wake: () => void loadStepper(),
  };
}

/**
 * The quantity field of the card and the product page. Until the shopper first comes to it, it is a
 * light field of the same size (the stepper's rules and texts, ~1.5 kB gzip, load then, not with the
 * page); the state is the stepper's own from the start, so nothing typed is lost in the swap.
 */
export function QuantityInput({ choice, className, label, id }: { choice: ProductChoice; className?: string; label?: string; id?: string }) {
  const options: QuantityStepperOptions = {
    id,
    label: label ?? t('card.quantity'),
    value: choice.quantity,
    max: Math.min(QUANTITY_MAX, Math.max(1, choice.stock)),
    // the card's stock text: 'Temos apenas {n} em estoque.'
    maxNotice: (n) => t('product.stockLimit', { n }),
    onCommit: choice.commitQuantity,
    onNotice: choice.noteQuantity,
    guard: choice.guardQuantity,
  };
  const state = useStepperState(options.value, false);
  const [, setLoaded] = useState(full);
  // what the full stepper acts on when a deferred action runs: this render's options and state
  const latest = useRef({ options, state });
  latest.current = { options, state };
  const later = (act: (model: QuantityStepperModel) => void) =>
    void loadStepper().then((stepper) => {
      setLoaded(stepper);
      act(stepper.stepperModel(latest.current.options, latest.current.state));
    });
  const model = full ? full.stepperModel(options, state) : lightModel(options, state, later);
  return <QuantityStepperView {...model} className={className} />;
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
