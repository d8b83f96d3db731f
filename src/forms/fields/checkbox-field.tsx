import '../../i18n/catalogue/forms';
import type { ReactNode } from 'react';
import { useJetField } from '../use-jet-field';
import { FieldShell } from './field-shell';

export interface CheckboxFieldProps {
  name: string;
  label: ReactNode;
  /**
   * Without `value` the Formik value is a boolean (terms, privacy). With it, the value is an array and
   * the box adds or removes `value` (newsletter categories).
   */
  value?: string;
  hint?: ReactNode;
  disabled?: boolean;
  id?: string;
  className?: string;
}

/** A checkbox with its label after it, bound to Formik. */
export function CheckboxField(props: CheckboxFieldProps) {
  const { name, label, value, hint, disabled, className } = props;
  const { field, id, controlProps, error, errorId, hintId, state } = useJetField<boolean | string[]>(name, {
    id: props.id,
    hasHint: Boolean(hint),
    type: 'checkbox',
    value,
  });
  return (
    <FieldShell kind="checkbox" labelAfter {...{ id, label, hint, hintId, error, errorId, state, disabled, className }}>
      <input
        {...field}
        {...controlProps}
        value={value ?? 'true'}
        checked={Boolean(field.checked)}
        type="checkbox"
        className="jet-field__input"
        disabled={disabled}
      />
    </FieldShell>
  );
}
