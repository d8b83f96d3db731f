import '../../i18n/catalogue/forms';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { useJetField } from '../use-jet-field';
import { FieldMessages } from './field-shell';
import type { SelectOption } from './select-field';

export interface RadioGroupFieldProps {
  name: string;
  /** The group's visible name (a <legend>). */
  label: ReactNode;
  options: readonly SelectOption[];
  hint?: ReactNode;
  disabled?: boolean;
  id?: string;
  className?: string;
}

/**
 * Radios in a fieldset with role radiogroup: the legend names the group, each radio has its own
 * <label for>, and the group carries aria-invalid and aria-describedby (the error text).
 */
export function RadioGroupField(props: RadioGroupFieldProps) {
  const { name, label, options, hint, disabled, className } = props;
  const { field, helpers, id, controlProps, error, errorId, hintId, state } = useJetField(name, {
    id: props.id,
    hasHint: Boolean(hint),
  });
  const legendId = `${id}-legend`;
  const optionPrefix = useId().replace(/[^\w-]/g, '');
  return (
    <fieldset
      className={['jet-field', 'jet-field--radio-group', className].filter(Boolean).join(' ')}
      role="radiogroup"
      aria-labelledby={legendId}
      aria-invalid={controlProps['aria-invalid']}
      aria-describedby={controlProps['aria-describedby']}
      data-state={state}
      data-invalid={error ? 'true' : undefined}
      data-disabled={disabled ? 'true' : undefined}
      disabled={disabled}
      id={id}
    >
      <legend className="jet-field__label" id={legendId}>
        {label}
      </legend>
      {options.map((option, index) => {
        const optionId = `${id}-${optionPrefix}-${index}`;
        return (
          <div className="jet-field__option" key={option.value}>
            <input
              type="radio"
              className="jet-field__input"
              id={optionId}
              name={field.name}
              value={option.value}
              checked={field.value === option.value}
              disabled={option.disabled}
              onChange={() => void helpers.setValue(option.value)}
              onBlur={field.onBlur}
            />
            <label className="jet-field__option-label" htmlFor={optionId}>
              {option.label}
            </label>
          </div>
        );
      })}
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </fieldset>
  );
}
