import '../../i18n/catalogue/customer-auth';
import { useState } from 'react';
import { JetForm } from '../../forms/fields/jet-form';
import { SubmitButton } from '../../forms/fields/submit-button';
import { TextField } from '../../forms/fields/text-field';
import { schemaModule } from '../../forms/schema-source';
import { loginInitialValues, type LoginValues } from '../../forms/values/customer-forms';
import { customerUrl } from '../navigation';
import { t } from '../../i18n';
import { AlertView, type AlertMessage } from '../../ui/alert';
import { SocialLogin } from './social-login';
import { IdentifierField } from './identifier-field';
import { loadBotCheck, DEFAULT_RETURN_URL, useLogin } from './use-login';

/** The form's schema module (with yup), loaded with the form's first need (src/forms/fields/jet-form.tsx). */
const customerFormSchemas = schemaModule(() => import('../../forms/schemas/customer-forms'));

const loginSchema = customerFormSchemas.schema((m) => m.loginSchema);

export interface LoginFormProps {
  /** Where the shopper goes once signed in. Default '/customer'. */
  returnUrl?: string;
  /** The identifier the identification step found: filled in and locked (with a button to change it). */
  identifier?: string;
  /** Width of the social buttons (200–400). */
  socialWidth?: number;
  /** The form's accessible name. */
  label?: string;
}

/** What the login form shows (LoginFormView): its values, its message, and what submitting does. */
interface LoginFormModel {
  initialValues: LoginValues;
  locked: boolean;
  unlock: () => void;
  submit: (values: LoginValues) => Promise<unknown>;
  message: AlertMessage | null;
  returnUrl: string;
  socialWidth?: number;
  label?: string;
}

/**
 * The login form of the page and of the modal (customer-area §2 "Login widget", §5): e-mail/CPF/CNPJ and
 * password, 'Entrar', the recover links, the two links to the identification step and the social buttons
 * when the store has them. Enter submits, as in any form (README, "Decisions"). An invalid submit shows
 * 'Preencha os campos corretamente!'.
 */
function LoginFormView(model: LoginFormModel) {
  const { message } = model;
  return (
    <div className="jet-login__body">
      <JetForm
        schema={loginSchema}
        initialValues={model.initialValues}
        onSubmit={model.submit}
        preload={loadBotCheck}
        aria-label={model.label ?? t('auth.login.submit')}
        className="jet-login__form"
      >
        {(form) => (
          <>
            <IdentifierField name="username" label={t('field.identifier')} locked={model.locked} onUnlock={model.unlock} />
            <TextField name="password" type="password" label={t('field.password')} autoComplete="current-password" />
            <div className="jet-login__messages" aria-live="polite">
              {form.submitCount > 0 && !form.isValid && !form.isSubmitting && (
                <p className="jet-login__invalid" role="alert">
                  {t('login.invalidForm')}
                </p>
              )}
              {message && (
                // no close button of its own: inside the modal it would be a second 'Fechar'
                <AlertView kind={message.kind} message={message.message} className="jet-login__message" />
              )}
            </div>
            <SubmitButton disableWhileInvalid={false}>{t('auth.login.submit')}</SubmitButton>
          </>
        )}
      </JetForm>
      <ul className="jet-login__links">
        <li>
          <a href={customerUrl({ view: 'forgot' })}>{t('auth.login.forgotPassword')}</a>
        </li>
        <li>
          <a href={customerUrl({ view: 'recoverEmail' })}>{t('auth.login.forgotEmail')}</a>
        </li>
      </ul>
      <ul className="jet-login__links jet-login__links--register">
        <li>
          <a href={customerUrl({ view: 'accesskey' })}>{t('auth.login.firstAccess')}</a>
        </li>
        <li>
          <a href={customerUrl({ view: 'accesskey' })}>{t('auth.login.boughtWithoutPassword')}</a>
        </li>
      </ul>
      <SocialLogin separator width={model.socialWidth} returnUrl={model.returnUrl} />
    </div>
  );
}

/** The login form wired to its logic (useLogin). */
export function LoginForm({ returnUrl = DEFAULT_RETURN_URL, identifier, socialWidth, label }: LoginFormProps) {
  const login = useLogin(returnUrl);
  const [locked, setLocked] = useState(Boolean(identifier));
  const initialValues = identifier ? { ...loginInitialValues, username: identifier } : loginInitialValues;
  return (
    <LoginFormView
      initialValues={initialValues}
      locked={locked && Boolean(identifier)}
      unlock={() => setLocked(false)}
      submit={login.submit}
      message={login.message}
      returnUrl={returnUrl}
      socialWidth={socialWidth}
      label={label}
    />
  );
}
