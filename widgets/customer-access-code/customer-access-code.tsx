import '../../src/i18n/catalogue/customer-auth';
import { JetForm } from '../../src/forms/fields/jet-form';
import { SubmitButton } from '../../src/forms/fields/submit-button';
import { TextField } from '../../src/forms/fields/text-field';
import { schemaModule } from '../../src/forms/schema-source';
import { accessCodeInitialValues, type AccessCodeValues } from '../../src/forms/values/customer-forms';
import { customerUrl } from '../../src/customer/navigation';
import { t } from '../../src/i18n';
import { AlertView, type AlertMessage } from '../../src/ui/alert';
import { loadBotCheck, accessCodeEmail, useCustomerAccessCode } from './use-customer-access-code';

/** The form's schema module (with yup), loaded with the form's first need (src/forms/fields/jet-form.tsx). */
const customerFormSchemas = schemaModule(() => import('../../src/forms/schemas/customer-forms'));

const accessCodeSchema = customerFormSchemas.schema((m) => m.accessCodeSchema);

export interface CustomerAccessCodeProps {
  /** The e-mail the code went to; by default the address's `?email=`. */
  email?: string;
}

/** What the access code step shows (CustomerAccessCodeView). */
export interface CustomerAccessCodeModel {
  email: string;
  submit: (values: AccessCodeValues) => Promise<unknown>;
  message: AlertMessage | null;
  closeMessage: () => void;
  /** Seconds until the code may be resent (0: now). */
  cooldown: number;
  resending: boolean;
  resend: () => void;
}

/** The access code step as a plain function of its model. Nothing without an e-mail (the page leaves). */
export function CustomerAccessCodeView(model: CustomerAccessCodeModel) {
  if (!model.email) return <section className="jet-customer-access-code" data-state="leaving" aria-busy="true" />;
  const waiting = model.cooldown > 0;
  return (
    <section className="jet-customer-access-code" data-state={waiting ? 'cooldown' : 'ready'}>
      <h1 className="jet-customer-access-code__title">{t('field.accessCode')}</h1>
      <p className="jet-customer-access-code__lead">{t('auth.accessCode.lead', { email: model.email })}</p>
      <JetForm
        schema={accessCodeSchema}
        initialValues={accessCodeInitialValues}
        onSubmit={model.submit}
        preload={loadBotCheck}
        aria-label={t('field.accessCode')}
        className="jet-customer-access-code__form"
      >
        <TextField name="code" label={t('field.accessCode')} autoComplete="one-time-code" inputMode="numeric" />
        <div className="jet-customer-access-code__messages" aria-live="polite">
          {model.message && <AlertView {...model.message} onClose={model.closeMessage} />}
        </div>
        <div className="jet-customer-access-code__actions">
          <SubmitButton disableWhileInvalid={false}>{t('auth.accessCode.submit')}</SubmitButton>
          <button
            type="button"
            className="jet-button jet-button--secondary jet-customer-access-code__resend"
            disabled={waiting || model.resending}
            aria-busy={model.resending || undefined}
            onClick={model.resend}
          >
            {waiting ? t('auth.accessCode.resendIn', { seconds: model.cooldown }) : t('auth.accessCode.resend')}
          </button>
        </div>
      </JetForm>
      <p className="jet-customer-access-code__change">
        <a href={customerUrl({ view: 'accesskey' })}>{t('auth.accessCode.changeEmail')}</a>
      </p>
    </section>
  );
}

/** The access code step (/customer/checkaccesskey?email=…). */
export function CustomerAccessCode({ email }: CustomerAccessCodeProps) {
  const model = useCustomerAccessCode(email?.trim() || accessCodeEmail());
  return <CustomerAccessCodeView {...model} />;
}
