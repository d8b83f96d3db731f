import '../../src/i18n/catalogue/customer-auth';
import type { FormikHelpers } from 'formik';
import { JetForm } from '../../src/forms/fields/jet-form';
import { SubmitButton } from '../../src/forms/fields/submit-button';
import { TextField } from '../../src/forms/fields/text-field';
import { changeEmailInitialValues, changeEmailSchema, type ChangeEmailValues } from '../../src/forms/schemas/customer-forms';
import { useCustomerGuard, type GuardState } from '../../src/customer/use-customer-guard';
import { t } from '../../src/i18n';
import { AlertView, type AlertMessage } from '../../src/ui/alert';
import { useCustomerChangeEmail } from './use-customer-change-email';
import { GuardUnknown } from '../../src/customer/guard-unknown';

/** What the change e-mail page shows (CustomerChangeEmailView). */
export interface CustomerChangeEmailModel {
  guard: GuardState;
  submit: (values: ChangeEmailValues) => Promise<boolean>;
  message: AlertMessage | null;
  closeMessage: () => void;
  initialValues?: ChangeEmailValues;
}

/** The change e-mail page as a plain function of its model. */
export function CustomerChangeEmailView(model: CustomerChangeEmailModel) {
  if (model.guard === 'unknown') return <GuardUnknown className="jet-customer-change-email" />;
  const waiting = model.guard !== 'allowed';
  const send = async (values: ChangeEmailValues, helpers: FormikHelpers<ChangeEmailValues>) => {
    if (await model.submit(values)) helpers.resetForm();
  };
  return (
    <section className="jet-customer-change-email" data-state={waiting ? 'loading' : 'ready'} aria-busy={waiting || undefined}>
      <h1 className="jet-customer-change-email__title">{t('auth.changeEmail.title')}</h1>
      {waiting ? (
        <p className="jet-customer-change-email__loading" role="status">
          {t('auth.checking')}
        </p>
      ) : (
        <JetForm
          schema={changeEmailSchema}
          initialValues={model.initialValues ?? changeEmailInitialValues}
          onSubmit={send}
          preventEnterSubmit
          aria-label={t('auth.changeEmail.title')}
          className="jet-customer-change-email__form"
        >
          <TextField name="email" type="email" label={t('auth.changeEmail.newEmail')} autoComplete="email" />
          <TextField name="emailConfirm" type="email" label={t('field.emailConfirm')} autoComplete="email" />
          <div className="jet-customer-change-email__messages" aria-live="polite">
            {model.message && <AlertView {...model.message} onClose={model.closeMessage} />}
          </div>
          <SubmitButton disableWhileInvalid={false}>{t('auth.changeEmail.submit')}</SubmitButton>
        </JetForm>
      )}
    </section>
  );
}

/** The change e-mail page (/customer/alterEmail): signed-in customers only (others go to /customer). */
export function CustomerChangeEmail() {
  const { state } = useCustomerGuard();
  return <CustomerChangeEmailView guard={state} {...useCustomerChangeEmail()} />;
}

export default CustomerChangeEmail;
