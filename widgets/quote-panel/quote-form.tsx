import '../../src/i18n/catalogue/product';
import { useMemo } from 'react';
import type { FormikHelpers } from 'formik';
import {
  JetForm,
  MaskedField,
  phoneMask,
  quoteInitialValues,
  quoteSchema,
  SubmitButton,
  TextField,
  validateValues,
  type QuoteValues,
} from '../../src/forms';
import { t } from '../../src/i18n';

export interface QuoteFormProps {
  /** The logged-in customer's name, '' for visitors. */
  prefillName: string;
  /** Sends the request; true on success (the form resets). */
  send: (values: QuoteValues) => Promise<boolean>;
}

/**
 * The quote form (catalogue-and-discovery §5). Loaded with import() when the panel first opens, so
 * formik and yup stay out of the page until then (imask until the phone field's first focus).
 */
export default function QuoteForm({ prefillName, send }: QuoteFormProps) {
  const initialValues = useMemo<QuoteValues>(() => ({ ...quoteInitialValues, name: prefillName }), [prefillName]);

  const submit = async (values: QuoteValues, helpers: FormikHelpers<QuoteValues>) => {
    // The spec re-checks phone and e-mail before sending and stops when either is invalid.
    const errors = await validateValues(quoteSchema, values);
    if (errors.phone || errors.email) {
      helpers.setErrors(errors);
      await helpers.setTouched({ phone: true, email: true }, false);
      return;
    }
    if (await send(values)) helpers.resetForm();
  };

  return (
    <JetForm schema={quoteSchema} initialValues={initialValues} enableReinitialize onSubmit={submit} aria-label={t('quote.title')}>
      <TextField name="name" label={t('field.name')} autoComplete="name" />
      <TextField name="email" type="email" label={t('field.email')} autoComplete="email" />
      <MaskedField name="phone" type="tel" label={t('field.phone')} mask={phoneMask} autoComplete="tel" blockPaste />
      <TextField name="message" multiline label={t('field.message')} />
      <SubmitButton>{t('quote.submit')}</SubmitButton>
    </JetForm>
  );
}
