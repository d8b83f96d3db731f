import '../../src/i18n/catalogue/customer-auth';
import { useMemo } from 'react';
import { JetForm } from '../../src/forms/fields/jet-form';
import { NewPasswordField } from '../../src/forms/fields/new-password-field';
import { SubmitButton } from '../../src/forms/fields/submit-button';
import { TextField } from '../../src/forms/fields/text-field';
import { schemaModule } from '../../src/forms/schema-source';
import { changePasswordInitialValues, type ChangePasswordValues } from '../../src/forms/values/customer-forms';
import { useCustomerGuard, type GuardState } from '../../src/customer/use-customer-guard';
import { t } from '../../src/i18n';
import { AlertView, type AlertMessage } from '../../src/ui/alert';
import { resetTokenOf, useCustomerChangePassword, type TokenState } from './use-customer-change-password';
import { GuardUnknown } from '../../src/customer/guard-unknown';

/** The form's schema module (with yup), loaded with the form's first need (src/forms/fields/jet-form.tsx). */
const customerFormSchemas = schemaModule(() => import('../../src/forms/schemas/customer-forms'));

export interface CustomerChangePasswordProps {
  /** The reset token; by default the address's /ChangePasswordToken/{token}. */
  token?: string;
}

/** What the change password page shows (CustomerChangePasswordView). */
export interface CustomerChangePasswordModel {
  /** With a reset token: no current password, no login needed. */
  withToken: boolean;
  /** 'none' without a token. */
  tokenState: TokenState;
  /** Without a token: the customer guard's state. */
  guard: GuardState;
  /** The account of the reset token. */
  email: string | null;
  submit: (values: ChangePasswordValues) => Promise<unknown>;
  message: AlertMessage | null;
  closeMessage: () => void;
  /** The password was changed (the form is done; the login page follows). */
  done: boolean;
}

/** The change password page as a plain function of its model. */
export function CustomerChangePasswordView(model: CustomerChangePasswordModel) {
  const { withToken } = model;
  // yup and the schema load with the form's first need
  const schema = useMemo(() => customerFormSchemas.schema((m) => m.changePasswordSchema({ withToken })), [withToken]);
  if (!withToken && model.guard === 'unknown') return <GuardUnknown className="jet-customer-change-password" />;
  const waiting = withToken ? model.tokenState === 'checking' : model.guard !== 'allowed';
  const showForm = !waiting && !(withToken && model.tokenState === 'invalid');
  const state = waiting ? 'loading' : model.done ? 'done' : withToken && model.tokenState === 'invalid' ? 'invalid' : 'ready';
  return (
    <section className="jet-customer-change-password" data-state={state} aria-busy={waiting || undefined}>
      <h1 className="jet-customer-change-password__title">{t(withToken ? 'auth.changePassword.titleReset' : 'auth.changePassword.title')}</h1>
      {waiting && (
        <p className="jet-customer-change-password__loading" role="status">
          {t(withToken ? 'auth.changePassword.checking' : 'auth.checking')}
        </p>
      )}
      {withToken && model.email && <p className="jet-customer-change-password__lead">{t('auth.changePassword.forAccount', { email: model.email })}</p>}
      {!showForm && (
        <div className="jet-customer-change-password__messages" aria-live="polite">
          {model.message && <AlertView {...model.message} onClose={model.closeMessage} />}
        </div>
      )}
      {showForm && (
        <JetForm
          schema={schema}
          initialValues={changePasswordInitialValues}
          onSubmit={model.submit}
          aria-label={t('auth.changePassword.title')}
          className="jet-customer-change-password__form"
        >
          {!withToken && <TextField name="passwordOld" type="password" label={t('field.passwordOld')} autoComplete="current-password" />}
          <NewPasswordField name="password" label={t('field.passwordNew')} userInputs={model.email ? [model.email] : undefined} />
          <TextField name="passwordConfirm" type="password" label={t('field.passwordConfirm')} autoComplete="new-password" />
          <div className="jet-customer-change-password__messages" aria-live="polite">
            {model.message && <AlertView {...model.message} onClose={model.closeMessage} />}
          </div>
          <SubmitButton disableWhileInvalid={false} disabled={model.done}>
            {t('auth.changePassword.submit')}
          </SubmitButton>
        </JetForm>
      )}
    </section>
  );
}

function WithToken({ token }: { token: string }) {
  const model = useCustomerChangePassword(token);
  return <CustomerChangePasswordView {...model} withToken guard="allowed" />;
}

function SignedIn() {
  const { state } = useCustomerGuard();
  const model = useCustomerChangePassword('');
  return <CustomerChangePasswordView {...model} withToken={false} guard={state} />;
}

/** The change password page (/customer/changepassword, /customer/changepassword/ChangePasswordToken/{token}). */
export function CustomerChangePassword({ token }: CustomerChangePasswordProps) {
  const found = token?.trim() || resetTokenOf();
  return found ? <WithToken token={found} /> : <SignedIn />;
}
