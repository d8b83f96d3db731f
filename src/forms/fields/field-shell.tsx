import '../../i18n/catalogue/forms';
import type { ReactNode } from 'react';
import type { FieldState } from '../use-jet-field';

export interface FieldShellProps {
  /** Modifier of the root class: jet-field--text, jet-field--select ... */
  kind: string;
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  hintId: string;
  error?: string;
  errorId: string;
  state: FieldState;
  disabled?: boolean;
  className?: string;
  /** The label after the control (checkboxes). */
  labelAfter?: boolean;
  children: ReactNode;
}

/**
 * The markup around every control: root `jet-field` with data-state / data-invalid / data-disabled,
 * a visible <label for>, the hint and the error text (both referenced by aria-describedby).
 */
export function FieldShell(props: FieldShellProps) {
  const { kind, id, label, hint, hintId, error, errorId, state, disabled, className, labelAfter, children } = props;
  const labelElement = (
    <label className="jet-field__label" htmlFor={id}>
      {label}
    </label>
  );
  return (
    <div
      className={['jet-field', `jet-field--${kind}`, className].filter(Boolean).join(' ')}
      data-state={state}
      data-invalid={error ? 'true' : undefined}
      data-disabled={disabled ? 'true' : undefined}
    >
      {labelAfter ? null : labelElement}
      {children}
      {labelAfter ? labelElement : null}
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

/** The hint and the error under a field; their ids are what aria-describedby points at. */
export function FieldMessages({ hint, hintId, error, errorId }: { hint?: ReactNode; hintId: string; error?: string; errorId: string }) {
  return (
    <>
      {hint ? (
        <p className="jet-field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="jet-field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </>
  );
}
