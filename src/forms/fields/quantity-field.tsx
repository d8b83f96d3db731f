import '../../i18n/catalogue/forms';
import type { ReactNode } from 'react';
import { QUANTITY_MAX, QUANTITY_MIN } from '../../format/quantity';
import { blockNonIntegerKeys } from '../keyboard';
import { useJetField } from '../use-jet-field';
import { FieldShell } from './field-shell';

export interface QuantityFieldProps {
  name: string;
  label: ReactNode;
  min?: number;
  max?: number;
  hint?: ReactNode;
  disabled?: boolean;
  id?: string;
  className?: string;
}

/**
 * A whole-number input (cart and product quantity): type number, 1 to 9999 by default, and the keys
 * e, comma and period blocked. The Formik value is a number ('' while empty).
 */
export function QuantityField(props: QuantityFieldProps) {
  const { name, label, min = QUANTITY_MIN, max = QUANTITY_MAX, hint, disabled, className } = props;
  const { field, id, controlProps, error, errorId, hintId, state } = useJetField<number | ''>(name, {
    id: props.id,
    hasHint: Boolean(hint),
  });
  return (
    <FieldShell kind="quantity" {...{ id, label, hint, hintId, error, errorId, state, disabled, className }}>
      <input
        {...field}
        {...controlProps}
        value={field.value ?? ''}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={1}
        className="jet-field__input"
        disabled={disabled}
        onKeyDown={blockNonIntegerKeys}
      />
    </FieldShell>
  );
}
