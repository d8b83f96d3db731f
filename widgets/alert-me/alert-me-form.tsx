import '../../src/i18n/catalogue/product';
import type { FormikHelpers } from 'formik';
import {
  alertMeInitialValues,
  alertMeSchema,
  JetForm,
  MaskedField,
  phoneMask,
  SubmitButton,
  TextField,
  type AlertMeValues,
} from '../../src/forms';
import { t } from '../../src/i18n';
import type { AlertMeResult } from './use-alert-me';

export interface AlertMeFormProps {
  register: (values: AlertMeValues) => Promise<AlertMeResult>;
}

/**
 * The alert-me form (catalogue-and-discovery §5). Loaded with import() when the panel first opens, so
 * formik and yup stay out of the page until then (imask until the phone field's first focus). It resets after a registration; after a
 * duplicate or a failure it keeps what the shopper typed.
 */
export default function AlertMeForm({ register }: AlertMeFormProps) {
  const submit = async (values: AlertMeValues, helpers: FormikHelpers<AlertMeValues>) => {
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
