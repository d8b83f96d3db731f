import { useQuantityStepper, type QuantityStepperModel, type QuantityStepperOptions } from './use-quantity-stepper';

export type QuantityStepperProps = QuantityStepperOptions & {
  /** Extra class on the root (the card's compact look: 'jet-card__quantity'). */
  className?: string;
};

/**
 * A quantity field with minus and plus buttons (WAI-ARIA spinbutton), shared by the product card,
 * the product page and the cart rows. Light DOM, classes `jet-quantity__*`:
 * `.jet-quantity[data-pending]`, `__button[data-step="down|up"]`, `__button[data-removes]`, `__input`, `__notice`.
 */
export function QuantityStepper({ className, ...options }: QuantityStepperProps) {
  return <QuantityStepperView {...useQuantityStepper(options)} className={className} />;
}

/** The stepper's view, from a plain model (stories and tests render it with a fixed one). */
export function QuantityStepperView(model: QuantityStepperModel & { className?: string }) {
  const busy = model.pending || model.disabled;
  return (
    <div className={model.className ? `jet-quantity ${model.className}` : 'jet-quantity'} data-pending={model.pending || undefined}>
      <div className="jet-quantity__controls">
        <button
          type="button"
          className="jet-quantity__button"
          data-step="down"
          data-removes={model.removes || undefined}
          aria-label={model.decreaseLabel}
          aria-controls={model.id}
          aria-disabled={busy || (model.atMin && !model.removes) || undefined}
          tabIndex={-1}
          onClick={model.decrease}
        >
          <span aria-hidden="true">{model.removes ? '×' : '−'}</span>
        </button>
        <input
          id={model.id}
          className="jet-quantity__input"
          type="text"
          role="spinbutton"
          inputMode="numeric"
          autoComplete="off"
          enterKeyHint="done"
          aria-label={model.label}
          aria-valuenow={model.valueNow}
          aria-valuemin={model.min}
          aria-valuemax={model.max}
          aria-describedby={model.describedBy}
          aria-busy={model.pending || undefined}
          disabled={model.disabled}
          value={model.text}
          onChange={(event) => model.onTextChange(event.currentTarget.value)}
          onKeyDown={model.onKeyDown}
          onFocus={model.onFocus}
          onBlur={model.onBlur}
        />
        <button
          type="button"
          className="jet-quantity__button"
          data-step="up"
          aria-label={model.increaseLabel}
          aria-controls={model.id}
          aria-disabled={busy || model.atMax || undefined}
          tabIndex={-1}
          onClick={model.increase}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
      <p className="jet-quantity__notice" id={model.noticeId} aria-live="polite" aria-atomic="true">
        {model.notice}
      </p>
    </div>
  );
}
