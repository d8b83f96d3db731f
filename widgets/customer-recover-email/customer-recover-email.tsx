import '../../src/i18n/catalogue/customer-auth';
import { cpfCnpjMask } from '../../src/format/masks';
import { JetForm } from '../../src/forms/fields/jet-form';
import { MaskedField } from '../../src/forms/fields/masked-field';
import { SubmitButton } from '../../src/forms/fields/submit-button';
import { TextField } from '../../src/forms/fields/text-field';
import { schemaModule } from '../../src/forms/schema-source';
import { recoverEmailInitialValues, type RecoverEmailValues } from '../../src/forms/values/customer-forms';
import { customerUrl } from '../../src/customer/navigation';
import { t } from '../../src/i18n';
import { AlertView, type AlertMessage } from '../../src/ui/alert';
import { useCustomerRecoverEmail } from './use-customer-recover-email';

/** The form's schema module (with yup), loaded with the form's first need (src/forms/fields/jet-form.tsx). */
const customerFormSchemas = schemaModule(() => import('../../src/forms/schemas/customer-forms'));

const recoverEmailSchema = customerFormSchemas.schema((m) => m.recoverEmailSchema);

/** What the recover e-mail page shows (CustomerRecoverEmailView). */
interface CustomerRecoverEmailModel {
  /** The registered e-mail once found. */
  found: string | null;
  submit: (values: RecoverEmailValues) => Promise<unknown>;
  message: AlertMessage | null;
  closeMessage: () => void;
  initialValues?: RecoverEmailValues;
}

/** The recover e-mail page as a plain function of its model. */
function CustomerRecoverEmailView(model: CustomerRecoverEmailModel) {
  return (
    <section className="jet-customer-recover-email" data-state={model.found ? 'found' : 'ready'}>
      <h1 className="jet-customer-recover-email__title">{t('auth.login.forgotEmail')}</h1>
      <p className="jet-customer-recover-email__lead">{t('auth.recoverEmail.lead')}</p>
      <JetForm
        schema={recoverEmailSchema}
        initialValues={model.initialValues ?? recoverEmailInitialValues}
        onSubmit={model.submit}
        aria-label={t('auth.login.forgotEmail')}
        className="jet-customer-recover-email__form"
      >
        <MaskedField name="cpfCnpj" label={t('field.cpfCnpj')} mask={cpfCnpjMask} autoComplete="off" />
        <TextField name="password" type="password" label={t('field.password')} autoComplete="current-password" />
        <div className="jet-customer-recover-email__messages" aria-live="polite">
          {model.message && <AlertView {...model.message} onClose={model.closeMessage} />}
          {model.found && (
            <div className="jet-alert jet-customer-recover-email__found" data-kind="success" role="status">
              <div className="jet-alert__body">
                <span className="jet-alert__message">{t('auth.recoverEmail.found', { email: model.found })}</span>
              </div>
            </div>
          )}
        </div>
        <SubmitButton disableWhileInvalid={false}>{t('auth.recoverEmail.submit')}</SubmitButton>
      </JetForm>
      <p className="jet-customer-recover-email__links">
        <a href={customerUrl({ view: 'login' })}>{model.found ? t('auth.recoverEmail.signIn') : t('auth.login.submit')}</a>
        {' · '}
        <a href={customerUrl({ view: 'forgot' })}>{t('auth.login.forgotPassword')}</a>
      </p>
    </section>
  );
}

/** The recover e-mail page (/customer/recoverEmail). */
export function CustomerRecoverEmail() {
  return <CustomerRecoverEmailView {...useCustomerRecoverEmail()} />;
}
