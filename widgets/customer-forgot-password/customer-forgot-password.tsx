import '../../src/i18n/catalogue/customer-auth';
import { JetForm } from '../../src/forms/fields/jet-form';
import { SubmitButton } from '../../src/forms/fields/submit-button';
import { TextField } from '../../src/forms/fields/text-field';
import { schemaModule } from '../../src/forms/schema-source';
import { forgotPasswordInitialValues, type ForgotPasswordValues } from '../../src/forms/values/customer-forms';
import { customerUrl } from '../../src/customer/navigation';
import { t } from '../../src/i18n';
import { AlertView, type AlertMessage } from '../../src/ui/alert';
import { loadBotCheck, useCustomerForgotPassword } from './use-customer-forgot-password';

/** The form's schema module (with yup), loaded with the form's first need (src/forms/fields/jet-form.tsx). */
const customerFormSchemas = schemaModule(() => import('../../src/forms/schemas/customer-forms'));

const forgotPasswordSchema = customerFormSchemas.schema((m) => m.forgotPasswordSchema);

/** What the forgot-password page shows (CustomerForgotPasswordView). */
interface CustomerForgotPasswordModel {
  submit: (values: ForgotPasswordValues) => Promise<unknown>;
  message: AlertMessage | null;
  closeMessage: () => void;
  initialValues?: ForgotPasswordValues;
}

/** The forgot-password page as a plain function of its model. */
function CustomerForgotPasswordView(model: CustomerForgotPasswordModel) {
  return (
    <section className="jet-customer-forgot-password" data-state={model.message ? 'sent' : 'ready'}>
      <h1 className="jet-customer-forgot-password__title">{t('auth.login.forgotPassword')}</h1>
      <p className="jet-customer-forgot-password__lead">{t('auth.forgot.lead')}</p>
      <JetForm
        schema={forgotPasswordSchema}
        initialValues={model.initialValues ?? forgotPasswordInitialValues}
        onSubmit={model.submit}
        preload={loadBotCheck}
        aria-label={t('auth.login.forgotPassword')}
        className="jet-customer-forgot-password__form"
      >
        <TextField name="email" type="email" label={t('field.email')} autoComplete="email" />
        <div className="jet-customer-forgot-password__messages" aria-live="polite">
          {model.message && <AlertView {...model.message} onClose={model.closeMessage} />}
        </div>
        <SubmitButton disableWhileInvalid={false}>{t('auth.forgot.submit')}</SubmitButton>
      </JetForm>
      <p className="jet-customer-forgot-password__links">
        <a href={customerUrl({ view: 'login' })}>{t('auth.login.submit')}</a>
        {' · '}
        <a href={customerUrl({ view: 'recoverEmail' })}>{t('auth.login.forgotEmail')}</a>
      </p>
    </section>
  );
}

/** The forgot-password page (/customer/forgot). */
export function CustomerForgotPassword() {
  return <CustomerForgotPasswordView {...useCustomerForgotPassword()} />;
}
