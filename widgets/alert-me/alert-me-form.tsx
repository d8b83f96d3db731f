import '../../src/i18n/catalogue/product';
import type { FormHelpers } from '../../src/forms/form-state';
import { phoneMask } from '../../src/format/masks';
// the kit's pieces one by one, not its index (which holds every schema, with yup)
import { JetForm } from '../../src/forms/fields/jet-form';
import { MaskedField } from '../../src/forms/fields/masked-field';
import { SubmitButton } from '../../src/forms/fields/submit-button';
import { TextField } from '../../src/forms/fields/text-field';
import { schemaModule } from '../../src/forms/schema-source';
import { alertMeInitialValues, type AlertMeValues } from '../../src/forms/values/catalogue-forms';
import { t } from '../../src/i18n';
import type { AlertMeResult } from './use-alert-me';

/** The form's schema module (with yup), loaded with the form's first need (src/forms/fields/jet-form.tsx). */
const catalogueFormSchemas = schemaModule(() => import('../../src/forms/schemas/catalogue-forms'));

const alertMeSchema = catalogueFormSchemas.schema((m) => m.alertMeSchema);

export interface AlertMeFormProps {
  register: (values: AlertMeValues) => Promise<AlertMeResult>;
}

/**
 * The alert-me form (catalogue-and-discovery §5). Loaded with import() when the panel first opens; formik,
 * yup and the schema load with the form's first need, imask with the phone field's first focus. It resets after a registration; after a
 * duplicate or a failure it keeps what the shopper typed.
 */
export default function AlertMeForm({ register }: AlertMeFormProps) {
  const submit = async (values: AlertMeValues, helpers: FormHelpers<AlertMeValues>) => {
    if ((await register(values)) === 'registered') helpers.resetForm();
  };
  return (
    <JetForm schema={alertMeSchema} initialValues={alertMeInitialValues} onSubmit={submit} aria-label={t('alertMe.submit')}>
      <TextField name="name" label={t('field.name')} autoComplete="name" />
      <TextField name="email" type="email" label={t('field.email')} autoComplete="email" />
      <MaskedField name="phone" type="tel" label={t('field.phone')} mask={phoneMask} autoComplete="tel" blockPaste />
      <SubmitButton>{t('alertMe.submit')}</SubmitButton>
    </JetForm>
  );
}
