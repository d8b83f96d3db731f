import type { QuantityStepperModel } from './stepper-state';

/**
 * The stepper's view, from a plain model (stories and tests render it with a fixed one). No texts and
 * no rules of its own: the cart rows render it with the general model (./use-quantity-stepper), the
 * card and the product page with their own, for quantities from 1 to the stock
 * (src/catalogue/choice-controls.tsx).
 */
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
