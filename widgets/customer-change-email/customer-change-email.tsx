import '../../src/i18n/catalogue/customer-auth';
import type { FormHelpers } from '../../src/forms/form-state';
import { JetForm } from '../../src/forms/fields/jet-form';
import { SubmitButton } from '../../src/forms/fields/submit-button';
import { TextField } from '../../src/forms/fields/text-field';
import { schemaModule } from '../../src/forms/schema-source';
import { changeEmailFormInitialValues, type ChangeEmailFormValues, type ChangeEmailProof } from '../../src/forms/values/customer-forms';
import { useCustomerGuard, type GuardState } from '../../src/customer/use-customer-guard';
import { customerUrl } from '../../src/customer/navigation';
import { t } from '../../src/i18n';
import { AlertView, type AlertMessage } from '../../src/ui/alert';
import { confirmTokenOf, useConfirmEmailChange, useCustomerChangeEmail, type ConfirmState } from './use-customer-change-email';
import { GuardUnknown } from '../../src/customer/guard-unknown';

/** The form's schema module (with yup), loaded with the form's first need (src/forms/fields/jet-form.tsx). */
const customerFormSchemas = schemaModule(() => import('../../src/forms/schemas/customer-forms'));

export interface CustomerChangeEmailProps {
  /** The confirmation link's token; by default the address's /customer/confirmar-email?token={token}. */
  token?: string;
}

/** What the change e-mail page shows (CustomerChangeEmailView). */
export interface CustomerChangeEmailModel {
  guard: GuardState;
  /** How the customer proves it is them: the current password, or a code sent to the current address. */
  proof?: ChangeEmailProof;
  submit: (values: ChangeEmailFormValues) => Promise<boolean>;
  message: AlertMessage | null;
  closeMessage: () => void;
  initialValues?: ChangeEmailFormValues;
  /** The new address a confirmation link went to (nothing changed yet), or null while asking. */
  pending?: string | null;
  again?: () => void;
  /** Code proof: whether a code went out, the resend cooldown (s), and the action. */
  codeSent?: boolean;
  sending?: boolean;
  cooldown?: number;
  sendCode?: () => void;
}

const noop = () => undefined;

/** The form's schema for each proof, loaded with the form's first need (with yup). */
const changeEmailSchemas = {
  password: customerFormSchemas.schema((m) => m.changeEmailFormSchema('password')),
  code: customerFormSchemas.schema((m) => m.changeEmailFormSchema('code')),
} satisfies Record<ChangeEmailProof, unknown>;

/** The change e-mail page as a plain function of its model. */
export function CustomerChangeEmailView(model: CustomerChangeEmailModel) {
  if (model.guard === 'unknown') return <GuardUnknown className="jet-customer-change-email" />;
  const waiting = model.guard !== 'allowed';
  const proof = model.proof ?? 'password';
  const pending = model.pending ?? null;
  const cooldown = model.cooldown ?? 0;
  const send = async (values: ChangeEmailFormValues, helpers: FormHelpers<ChangeEmailFormValues>) => {
    if (await model.submit(values)) helpers.resetForm();
  };
  const state = waiting ? 'loading' : pending ? 'pending' : 'ready';
  return (
    <section className="jet-customer-change-email" data-state={state} aria-busy={waiting || undefined}>
      <h1 className="jet-customer-change-email__title">{t(pending ? 'auth.changeEmail.pendingTitle' : 'auth.changeEmail.title')}</h1>
      {waiting ? (
        <p className="jet-customer-change-email__loading" role="status">
          {t('auth.checking')}
        </p>
      ) : pending ? (
        <>
          <p className="jet-customer-change-email__lead" role="status">
            {t('auth.changeEmail.pending', { email: pending })}
          </p>
          <button type="button" className="jet-button jet-button--secondary jet-customer-change-email__again" onClick={model.again ?? noop}>
            {t('auth.changeEmail.again')}
          </button>
        </>
      ) : (
        <JetForm
          schema={changeEmailSchemas[proof]}
          initialValues={model.initialValues ?? changeEmailFormInitialValues}
          onSubmit={send}
          aria-label={t('auth.changeEmail.title')}
          className="jet-customer-change-email__form"
        >
          <TextField name="email" type="email" label={t('auth.changeEmail.newEmail')} autoComplete="email" />
          <TextField name="emailConfirm" type="email" label={t('field.emailConfirm')} autoComplete="email" />
          {proof === 'password' ? (
            <TextField name="currentPassword" type="password" label={t('field.passwordOld')} autoComplete="current-password" />
          ) : (
            <div className="jet-customer-change-email__code">
              <p className="jet-customer-change-email__lead">{t('auth.changeEmail.codeLead')}</p>
              <button
                type="button"
                className="jet-button jet-button--secondary jet-customer-change-email__send-code"
                disabled={cooldown > 0 || model.sending}
                aria-busy={model.sending || undefined}
                onClick={model.sendCode ?? noop}
              >
                {cooldown > 0
                  ? t('auth.accessCode.resendIn', { seconds: cooldown })
                  : t(model.codeSent ? 'auth.accessCode.resend' : 'auth.changeEmail.sendCode')}
              </button>
              {model.codeSent && (
                <TextField name="code" label={t('auth.changeEmail.code')} autoComplete="one-time-code" inputMode="numeric" />
              )}
            </div>
          )}
          <div className="jet-customer-change-email__messages" aria-live="polite">
            {model.message && <AlertView {...model.message} onClose={model.closeMessage} />}
          </div>
          <SubmitButton disableWhileInvalid={false} disabled={proof === 'code' && !model.codeSent}>
            {t('auth.changeEmail.submit')}
          </SubmitButton>
        </JetForm>
      )}
    </section>
  );
}

/** What the confirmation link's landing shows (CustomerConfirmEmailView). */
export interface CustomerConfirmEmailModel {
  token: string;
  state: ConfirmState;
  message: AlertMessage | null;
  confirm: () => void | Promise<void>;
  closeMessage: () => void;
}

/** The landing of /customer/confirmar-email?token=…: one button, then the way to sign in again. */
export function CustomerConfirmEmailView(model: CustomerConfirmEmailModel) {
  const state = !model.token ? 'invalid' : model.state;
  return (
    <section className="jet-customer-change-email" data-state={state}>
      <h1 className="jet-customer-change-email__title">{t('auth.confirmEmail.title')}</h1>
      {!model.token ? (
        <>
          <p className="jet-customer-change-email__lead" role="alert">
            {t('auth.confirmEmail.noToken')}
          </p>
          <AskAgain />
        </>
      ) : (
        <>
          {model.state === 'ready' && <p className="jet-customer-change-email__lead">{t('auth.confirmEmail.lead')}</p>}
          <div className="jet-customer-change-email__messages" aria-live="polite">
            {model.message && <AlertView {...model.message} onClose={model.closeMessage} />}
          </div>
          {model.state === 'ready' && (
            <form
              className="jet-customer-change-email__form"
              aria-label={t('auth.confirmEmail.title')}
              onSubmit={(event) => {
                event.preventDefault();
                void model.confirm();
              }}
            >
              <button type="submit" className="jet-button jet-button--primary">
                {t('auth.confirmEmail.submit')}
              </button>
            </form>
          )}
          {model.state === 'done' && (
            <p className="jet-customer-change-email__lead">
              {t('auth.confirmEmail.done')} <a href={customerUrl({ view: 'login' })}>{t('auth.confirmEmail.login')}</a>
            </p>
          )}
          {model.state === 'failed' && <AskAgain />}
        </>
      )}
    </section>
  );
}

/** A link that failed (used, expired, replaced) or has no token: the way to ask for the change again. */
function AskAgain() {
  return (
    <p className="jet-customer-change-email__lead">
      <a href={customerUrl({ view: 'alterEmail' })}>{t('auth.confirmEmail.again')}</a>
    </p>
  );
}

function SignedIn() {
  // an account without a password (access code, social sign-in) may change its e-mail too, with a code
  const { state, status } = useCustomerGuard((s) => Boolean(s.authenticated));
  const proof: ChangeEmailProof = status?.hasPassword === false ? 'code' : 'password';
  return <CustomerChangeEmailView guard={state} proof={proof} {...useCustomerChangeEmail(proof)} />;
}

function Confirm({ token }: { token: string }) {
  return <CustomerConfirmEmailView token={token} {...useConfirmEmailChange(token)} />;
}

/**
 * The change e-mail page (/customer/alterEmail): signed-in customers only (others go to /customer); and
 * on /customer/confirmar-email?token=… (or with a `token`) the landing of the link sent to the new address.
 */
export function CustomerChangeEmail({ token }: CustomerChangeEmailProps) {
  const page = typeof window === 'undefined' ? null : confirmTokenOf();
  const found = token?.trim() || page;
  return found !== null && found !== undefined ? <Confirm token={found} /> : <SignedIn />;
}
