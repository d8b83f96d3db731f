import '../../i18n/catalogue/forms';
import type { ReactNode } from 'react';
import { t } from '../../i18n';
import { useJetField } from '../use-jet-field';
import { FieldShell } from './field-shell';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectFieldProps {
  name: string;
  label: ReactNode;
  options: readonly SelectOption[];
  /** The first, empty option; defaults to 'Selecione'. Pass null to leave it out. */
  placeholder?: string | null;
  hint?: ReactNode;
  autoComplete?: string;
  disabled?: boolean;
  id?: string;
  className?: string;
}

/** A native <select> bound to Formik. */
export function SelectField(props: SelectFieldProps) {
  const { name, label, options, placeholder, hint, disabled, className } = props;
  const { field, id, controlProps, error, errorId, hintId, state } = useJetField(name, {
    id: props.id,
    hasHint: Boolean(hint),
  });
  const empty = placeholder === undefined ? t('forms.selectPlaceholder') : placeholder;
  return (
    <FieldShell kind="select" {...{ id, label, hint, hintId, error, errorId, state, disabled, className }}>
      <select
        {...field}
        {...controlProps}
        value={field.value ?? ''}
        className="jet-field__input"
        autoComplete={props.autoComplete}
        disabled={disabled}
      >
        {empty === null ? null : <option value="">{empty}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
