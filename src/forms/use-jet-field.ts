import { useId } from 'react';
import { useField, useFormikContext } from 'formik';
import type { FieldHookConfig } from 'formik';

/** The field's visible state, also written as data-state on its root for theme CSS. */
export type FieldState = 'pristine' | 'valid' | 'invalid';

export interface JetFieldOptions {
  /** Overrides the generated id of the control. */
  id?: string;
  /** The field has a hint element (its id joins aria-describedby). */
  hasHint?: boolean;
  /** For checkboxes and radios (Formik's `type` and `value`). */
  type?: 'checkbox' | 'radio';
  value?: string;
}

/**
 * Headless state of a kit field (no markup): Formik's field, the ids that wire the label, hint and
 * error to the control, and whether the error shows. An error shows once the field was touched, or
 * after a submit attempt (Formik touches every field of initialValues on submit; submitCount covers
 * the rest).
 */
export function useJetField<Value = string>(name: string, options: JetFieldOptions = {}) {
  const config: FieldHookConfig<Value> = { name, type: options.type, value: options.value };
  const [field, meta, helpers] = useField<Value>(config);
  const { submitCount } = useFormikContext();
  const generated = useId();
  const id = options.id ?? `jet-${name.replace(/[^\w-]/g, '-')}-${generated.replace(/[^\w-]/g, '')}`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const touched = Boolean(meta.touched) || submitCount > 0;
  const error = touched && typeof meta.error === 'string' && meta.error.length > 0 ? meta.error : undefined;
  const state: FieldState = error ? 'invalid' : touched ? 'valid' : 'pristine';
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
