import { createContext, useContext } from 'react';
import type { ChangeEvent, FocusEvent, FormEvent } from 'react';

/**
 * A form's state as the kit's fields, SubmitButton and the widgets read it: the part of Formik's API they
 * use, behind a context of our own. JetForm feeds it from a small pre-interaction state until Formik, yup
 * and the form's schema have loaded (on the form's first need: src/forms/fields/jet-form.tsx), then from
 * Formik's bag. Nothing here imports formik or yup, so a page shows and fills a form without them.
 */

/** The values of a form: an object of field names (Formik's FormikValues). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any field value, as Formik's FormikValues
export type FormValues = Record<string, any>;

/** A message per field, nested as the values are (Formik's FormikErrors). */
export type FormErrors<Values> = {
  [K in keyof Values]?: Values[K] extends unknown[]
    ? Values[K][number] extends object
      ? FormErrors<Values[K][number]>[] | string | string[]
      : string | string[]
    : Values[K] extends object
      ? FormErrors<Values[K]>
      : string;
};

/** Which fields were visited, nested as the values are (Formik's FormikTouched). */
export type FormTouched<Values> = {
  [K in keyof Values]?: Values[K] extends unknown[]
    ? Values[K][number] extends object
      ? FormTouched<Values[K][number]>[]
      : boolean
    : Values[K] extends object
      ? FormTouched<Values[K]>
      : boolean;
};

/** What `resetForm` may set instead of the initial state. */
export interface FormResetState<Values> {
  values?: Values;
  errors?: FormErrors<Values>;
  touched?: FormTouched<Values>;
  submitCount?: number;
}

/** What a form's onSubmit receives beside the values (the part of Formik's helpers the widgets use). */
export interface FormHelpers<Values> {
  setErrors(errors: FormErrors<Values>): void;
  setFieldError(field: string, message: string | undefined): void;
  setTouched(touched: FormTouched<Values>, shouldValidate?: boolean): Promise<unknown>;
  setFieldTouched(field: string, touched?: boolean, shouldValidate?: boolean): Promise<unknown>;
  setValues(values: Values, shouldValidate?: boolean): Promise<unknown>;
  setFieldValue(field: string, value: unknown, shouldValidate?: boolean): Promise<unknown>;
  setSubmitting(isSubmitting: boolean): void;
  /** Validates (loading Formik, yup and the schema first when they are not here yet) and resolves to the errors. */
  validateForm(values?: Values): Promise<FormErrors<Values>>;
  resetForm(next?: FormResetState<Values>): void;
}

/** The form's state and actions: Formik's bag once loaded, the pre-interaction state before. */
export interface FormState<Values extends FormValues = FormValues> extends FormHelpers<Values> {
  values: Values;
  initialValues: Values;
  errors: FormErrors<Values>;
  touched: FormTouched<Values>;
  submitCount: number;
  isSubmitting: boolean;
  isValid: boolean;
  /**
   * False until Formik, yup and the schema have loaded (the form's first focus, pointer, key or submit):
   * until then nothing is validated, `errors` is empty and `isValid` true (validity is not known yet).
   */
  ready: boolean;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the handlers take any control's event
  handleChange(event: ChangeEvent<any>): void;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the handlers take any control's event
  handleBlur(event: FocusEvent<any>): void;
  handleSubmit(event?: FormEvent<HTMLFormElement>): void;
  handleReset(event?: FormEvent<HTMLFormElement>): void;
  /** Submits as the button does: validates (loading what it needs first), then calls onSubmit when valid. */
  submitForm(): Promise<unknown>;
}

export const FormStateContext = createContext<FormState | null>(null);

/** The state of the JetForm around the caller. */
export function useFormState<Values extends FormValues = FormValues>(): FormState<Values> {
  const state = useContext(FormStateContext);
  if (!state) throw new Error('useFormState: not inside a JetForm');
  return state as unknown as FormState<Values>;
}

const pathOf = (path: string): string[] => path.split(/[.[\]]+/).filter(Boolean);

/** The value at a field name ('email', 'billing.city', 'items[0].name'), as Formik's getIn. */
export function getIn(object: unknown, path: string): unknown {
  let current: unknown = object;
  for (const key of pathOf(path)) {
    if (current === null || current === undefined) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/** A copy of `object` with `value` at the field name (the objects on the way copied, as Formik's setIn; undefined removes it). */
export function setIn<T>(object: T, path: string, value: unknown): T {
  const keys = pathOf(path);
  const write = (current: unknown, index: number): unknown => {
    const key = keys[index]!;
    const copy: Record<string, unknown> = Array.isArray(current)
      ? ([...current] as unknown as Record<string, unknown>)
      : current && typeof current === 'object'
        ? { ...(current as Record<string, unknown>) }
        : /^\d+$/.test(key)
          ? ([] as unknown as Record<string, unknown>)
          : {};
    if (index < keys.length - 1) copy[key] = write(copy[key], index + 1);
    // as Formik: an undefined value removes the key (a cleared error leaves no key behind)
    else if (value === undefined) delete copy[key];
    else copy[key] = value;
    return copy;
  };
  return keys.length ? (write(object, 0) as T) : object;
}
