import '../../src/i18n/catalogue/product';
import { useMemo } from 'react';
import type { FormHelpers } from '../../src/forms/form-state';
import { phoneMask } from '../../src/format/masks';
// the kit's pieces one by one, not its index (which holds every schema, with yup)
import { JetForm } from '../../src/forms/fields/jet-form';
import { MaskedField } from '../../src/forms/fields/masked-field';
import { SubmitButton } from '../../src/forms/fields/submit-button';
import { TextField } from '../../src/forms/fields/text-field';
import { schemaModule } from '../../src/forms/schema-source';
import { validateValues } from '../../src/forms/validate';
import { quoteInitialValues, type QuoteValues } from '../../src/forms/values/catalogue-forms';
import { t } from '../../src/i18n';

/** The form's schema module (with yup), loaded with the form's first need (src/forms/fields/jet-form.tsx). */
const catalogueFormSchemas = schemaModule(() => import('../../src/forms/schemas/catalogue-forms'));

const quoteSchema = catalogueFormSchemas.schema((m) => m.quoteSchema);

export interface QuoteFormProps {
  /** The logged-in customer's name, '' for visitors. */
  prefillName: string;
  /** Sends the request; true on success (the form resets). */
  send: (values: QuoteValues) => Promise<boolean>;
}

/**
 * The quote form (catalogue-and-discovery §5). Loaded with import() when the panel first opens; formik,
 * yup and the schema load with the form's first need, imask with the phone field's first focus.
 */
export default function QuoteForm({ prefillName, send }: QuoteFormProps) {
  const initialValues = useMemo<QuoteValues>(() => ({ ...quoteInitialValues, name: prefillName }), [prefillName]);

  const submit = async (values: QuoteValues, helpers: FormHelpers<QuoteValues>) => {
    // The spec re-checks phone and e-mail before sending and stops when either is invalid.
    const errors = await validateValues(await quoteSchema(), values);
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
