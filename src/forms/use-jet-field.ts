import { useId, useMemo } from 'react';
import type { ChangeEvent, FocusEvent } from 'react';
import { getIn, useFormState } from './form-state';

/** The field's visible state, also written as data-state on its root for theme CSS. */
export type FieldState = 'pristine' | 'valid' | 'invalid';

export interface JetFieldOptions {
  /** Overrides the generated id of the control. */
  id?: string;
  /** The field has a hint element (its id joins aria-describedby). */
  hasHint?: boolean;
  /** For checkboxes and radios (as Formik's `type` and `value`). */
  type?: 'checkbox' | 'radio';
  value?: string;
  /** A text longer than this (surrounding blanks ignored) shows its error at once, visited or not. */
  limit?: number;
}

/** What a control spreads (as Formik's field props): name, value, checked, onChange, onBlur. */
interface FieldProps<Value> {
  name: string;
  value: Value;
  checked?: boolean;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any control's change
  onChange: (event: ChangeEvent<any>) => void;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any control's blur
  onBlur: (event: FocusEvent<any>) => void;
}

/** The field's value, error and visit (as Formik's field meta). */
interface FieldMeta<Value> {
  value: Value;
  error?: string;
  touched: boolean;
  initialValue?: Value;
}

/** Sets the field's value, visit or error (as Formik's field helpers). */
export interface FieldHelpers<Value> {
  setValue(value: Value, shouldValidate?: boolean): Promise<unknown>;
  setTouched(touched: boolean, shouldValidate?: boolean): Promise<unknown>;
  setError(message: string | undefined): void;
}

/**
 * Headless state of a kit field (no markup): its value and handlers from the form's state
 * (src/forms/form-state.ts: the pre-interaction state, then Formik's), the ids that wire the label, hint
 * and error to the control, and whether the error shows. An error shows once the field was touched, or
 * after a submit attempt (a submit touches every field of initialValues; submitCount covers the rest), or
 * at once for a text past the field's `limit` (nothing is cut there: the shopper is told as it happens).
 * A visited field shows 'valid' only once the form is validated (before its first need it stays 'pristine').
 */
export function useJetField<Value = string>(name: string, options: JetFieldOptions = {}) {
  const form = useFormState();
  const value = getIn(form.values, name) as Value;
  const field: FieldProps<Value> = { name, value, onChange: form.handleChange, onBlur: form.handleBlur };
  if (options.type === 'checkbox') {
    if (options.value === undefined) field.checked = Boolean(value);
    else {
      field.checked = Array.isArray(value) && value.includes(options.value);
      field.value = options.value as Value;
    }
  } else if (options.type === 'radio') {
    field.checked = value === options.value;
    field.value = options.value as Value;
  }
  const rawError = getIn(form.errors, name);
  const meta: FieldMeta<Value> = {
    value,
    error: typeof rawError === 'string' ? rawError : undefined,
    touched: Boolean(getIn(form.touched, name)),
    initialValue: getIn(form.initialValues, name) as Value | undefined,
  };
  const { setFieldValue, setFieldTouched, setFieldError } = form;
  const helpers = useMemo<FieldHelpers<Value>>(
    () => ({
      setValue: (next, shouldValidate) => setFieldValue(name, next, shouldValidate),
      setTouched: (touched, shouldValidate) => setFieldTouched(name, touched, shouldValidate),
      setError: (message) => setFieldError(name, message),
    }),
    [name, setFieldValue, setFieldTouched, setFieldError],
  );
  const generated = useId();
  const id = options.id ?? `jet-${name.replace(/[^\w-]/g, '-')}-${generated.replace(/[^\w-]/g, '')}`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const touched = meta.touched || form.submitCount > 0;
  const overLimit = options.limit !== undefined && typeof value === 'string' && value.trim().length > options.limit;
  const error = (touched || overLimit) && meta.error ? meta.error : undefined;
  // before Formik runs the form nothing is validated: a visited field is not known to be valid yet
  const state: FieldState = error ? 'invalid' : touched && form.ready ? 'valid' : 'pristine';
  const describedBy = [options.hasHint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return {
    field,
    meta,
    helpers,
    id,
    errorId,
    hintId,
    error,
    state,
    /** Spread on the control: id, aria-invalid, aria-describedby. */
    controlProps: {
      id,
      'aria-invalid': error ? (true as const) : undefined,
      'aria-describedby': describedBy || undefined,
    },
  };
}
