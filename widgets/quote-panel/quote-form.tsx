import '../../src/i18n/catalogue/product';
import { useEffect, useMemo, useRef } from 'react';
import { useFormState, type FormHelpers } from '../../src/forms/form-state';
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
import type { QuotePrefill } from './use-quote-panel';

/** The form's schema module (with yup), loaded with the form's first need (src/forms/fields/jet-form.tsx). */
const catalogueFormSchemas = schemaModule(() => import('../../src/forms/schemas/catalogue-forms'));

const quoteSchema = catalogueFormSchemas.schema((m) => m.quoteSchema);

export interface QuoteFormProps {
  /** The logged-in customer's name, e-mail and phone ('' for visitors and what is not known yet). */
  prefill: QuotePrefill;
  /** Sends the request; true on success (the form resets). */
  send: (values: QuoteValues) => Promise<boolean>;
}

/**
 * The quote form (catalogue-and-discovery §5). Loaded with import() when the panel first opens; formik,
 * yup and the schema load with the form's first need, imask with the phone field's first focus.
 */
export default function QuoteForm({ prefill, send }: QuoteFormProps) {
  const initialValues = useMemo<QuoteValues>(() => ({ ...quoteInitialValues, ...prefill }), [prefill]);

  const submit = async (values: QuoteValues, helpers: FormHelpers<QuoteValues>) => {
    // The spec re-checks phone and e-mail before sending and stops when either is invalid.
    const errors = await validateValues(await quoteSchema(), values);
    if (errors.phone || errors.email) {
      helpers.setErrors(errors);
      await helpers.setTouched({ phone: true, email: true }, false);
      return;
    }
    if (await send(values)) helpers.resetForm({ values: initialValues });
  };

  return (
    <JetForm schema={quoteSchema} initialValues={initialValues} onSubmit={submit} aria-label={t('quote.title')}>
      <FillEmpty prefill={prefill} />
      <TextField name="name" label={t('field.name')} autoComplete="name" />
      <TextField name="email" type="email" label={t('field.email')} autoComplete="email" />
      <MaskedField name="phone" type="tel" label={t('field.phone')} mask={phoneMask} autoComplete="tel" blockPaste />
      <TextField name="message" multiline label={t('field.message')} />
      <SubmitButton>{t('quote.submit')}</SubmitButton>
    </JetForm>
  );
}

/**
 * The customer's data arrives after the form shows (the record is read when the panel opens): each value
 * goes into its field once, and only while the field is empty, so nothing the shopper typed is replaced
 * (a re-initialised form would reset every field).
 */
function FillEmpty({ prefill }: { prefill: QuotePrefill }) {
  const { values, setFieldValue } = useFormState<QuoteValues>();
  const current = useRef(values);
  current.current = values;
  const filled = useRef(new Set<string>());
  useEffect(() => {
    for (const field of Object.keys(prefill) as (keyof QuotePrefill)[]) {
      const value = prefill[field];
      if (!value || filled.current.has(field)) continue;
      filled.current.add(field);
      if (!current.current[field]) void setFieldValue(field, value);
    }
  }, [prefill, setFieldValue]);
  return null;
}
