import { validateYupSchema, yupToFormErrors } from 'formik';
import type { AnyObjectSchema } from 'yup';
import type { FormErrors, FormValues } from './form-state';

/**
 * validateValues' work (src/forms/validate.ts), in the chunk that holds Formik: loaded by the first call,
 * not with the page.
 */
export async function validateValuesNow<Values extends FormValues>(schema: AnyObjectSchema, values: Values): Promise<FormErrors<Values>> {
  try {
    await validateYupSchema(values, schema);
    return {};
  } catch (error) {
    // yup's ValidationError, recognised by name as Formik does (no import of yup's class)
    if ((error as Error | null)?.name === 'ValidationError') return yupToFormErrors<Values>(error) as FormErrors<Values>;
    throw error;
  }
}
