import '../../src/i18n/catalogue/customer-auth';
import { lazy, Suspense, useMemo } from 'react';
import { JetForm } from '../../src/forms/fields/jet-form';
import { SubmitButton } from '../../src/forms/fields/submit-button';
import { schemaModule } from '../../src/forms/schema-source';
import { identificationInitialValues, type IdentificationValues } from '../../src/forms/values/customer-forms';
import { t } from '../../src/i18n';
import { AlertView, type AlertMessage } from '../../src/ui/alert';
import { IdentifierField } from '../../src/customer/sign-in/identifier-field';
import { DEFAULT_RETURN_URL } from '../../src/customer/sign-in/use-login';
import { loadBotCheck, identificationLead, useCustomerIdentification } from '../../src/customer/sign-in/use-customer-identification';

/** The form's schema module (with yup), loaded with the form's first need (src/forms/fields/jet-form.tsx). */
const customerFormSchemas = schemaModule(() => import('../../src/forms/schemas/customer-forms'));

export interface CustomerIdentificationProps {
  /** Where the shopper goes after signing in through the login modal. Default '/customer'. */
  returnUrl?: string;
  /** Width of the modal's social buttons (200–400). */
  socialWidth?: number;
  /** The heading's text. Default 'Identificação'. */
  heading?: string;
}

/** The login modal loads when an account with a password first asks for it (most shoppers never need it). */
const LoginDialog = lazy(() => import('../../src/customer/sign-in/login-dialog').then((module) => ({ default: module.LoginDialog })));

/** What the identification step shows (CustomerIdentificationView). */
interface CustomerIdentificationModel {
  b2b: boolean;
  submit: (values: IdentificationValues) => Promise<unknown>;
  message: AlertMessage | null;
  closeMessage: () => void;
  /** The login modal: open with the identifier locked when the account has a password. */
  login: { open: boolean; identifier?: string };
  closeLogin: () => void;
  returnUrl: string;
  socialWidth?: number;
  heading?: string;
  initialValues?: IdentificationValues;
}

/** The identification step as a plain function of its model. */
function CustomerIdentificationView(model: CustomerIdentificationModel) {
  const { b2b } = model;
  // yup and the schema load with the form's first need
  const schema = useMemo(() => customerFormSchemas.schema((m) => m.identificationSchema(b2b)), [b2b]);
  return (
    <section className="jet-customer-identification" data-b2b={b2b || undefined}>
      <h1 className="jet-customer-identification__title">{model.heading || t('auth.identification.title')}</h1>
      <p className="jet-customer-identification__lead">{identificationLead(b2b)}</p>
      <JetForm
        key={b2b ? 'b2b' : 'b2c'}
        schema={schema}
        initialValues={model.initialValues ?? identificationInitialValues}
        onSubmit={model.submit}
        preload={loadBotCheck}
        aria-label={t('auth.identification.title')}
        className="jet-customer-identification__form"
      >
        <IdentifierField name="identifier" label={t(b2b ? 'field.identifierB2b' : 'field.identifier')} autoComplete="email" />
        <div className="jet-customer-identification__messages" aria-live="polite">
          {model.message && <AlertView {...model.message} onClose={model.closeMessage} />}
        </div>
        <SubmitButton disableWhileInvalid={false}>{t('auth.identification.submit')}</SubmitButton>
      </JetForm>
      {(model.login.open || model.login.identifier !== undefined) && (
        <Suspense fallback={null}>
          <LoginDialog
            open={model.login.open}
            identifier={model.login.identifier}
            onClose={model.closeLogin}
            returnUrl={model.returnUrl}
            socialWidth={model.socialWidth}
          />
        </Suspense>
      )}
    </section>
  );
}

/** The identification step (/customer/accesskey, /checkout/identification). */
export function CustomerIdentification({ returnUrl = DEFAULT_RETURN_URL, socialWidth, heading }: CustomerIdentificationProps) {
  const model = useCustomerIdentification(returnUrl || DEFAULT_RETURN_URL);
  return <CustomerIdentificationView {...model} returnUrl={returnUrl || DEFAULT_RETURN_URL} socialWidth={socialWidth} heading={heading} />;
}

