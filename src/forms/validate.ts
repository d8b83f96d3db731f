import type { AnyObjectSchema } from 'yup';
import type { FormErrors, FormValues } from './form-state';

/**
 * Validates values against a schema exactly as a JetForm does (Formik's rules: empty texts count as absent,
 * every field checked, the first message of each field kept). Resolves to {} when the values are valid.
 * For plain code: a wizard checking one tab, a widget re-checking before it sends. Formik's helpers load
 * with the first call (src/forms/validate-now.ts), so importing this costs a page nothing.
 */
export async function validateValues<Values extends FormValues>(schema: AnyObjectSchema, values: Values): Promise<FormErrors<Values>> {
  const { validateValuesNow } = await import('./validate-now');
  return validateValuesNow(schema, values);
}
