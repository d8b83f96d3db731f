import { validateYupSchema, yupToFormErrors } from 'formik';
import type { FormikErrors, FormikValues } from 'formik';
import { ValidationError } from 'yup';
import type { AnyObjectSchema } from 'yup';

/**
 * Validates values against a schema exactly as a Formik form does (empty texts count as absent,
 * every field checked, the first message of each field kept). Resolves to {} when the values are
 * valid. For plain code: a wizard checking one tab, a widget re-checking before it sends.
 */
export async function validateValues<Values extends FormikValues>(
  schema: AnyObjectSchema,
  values: Values,
): Promise<FormikErrors<Values>> {
  try {
    await validateYupSchema(values, schema);
    return {};
  } catch (error) {
    if (error instanceof ValidationError) return yupToFormErrors<Values>(error);
    throw error;
  }
}

/** True when the values pass the schema. */
export async function isFormValid(schema: AnyObjectSchema, values: FormikValues): Promise<boolean> {
  return Object.keys(await validateValues(schema, values)).length === 0;
}
