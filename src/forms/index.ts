/** The forms kit: yup schemas with the spec's messages, and Formik field components. */
export * from './schemas';
export { isFormValid, validateValues } from './validate';
