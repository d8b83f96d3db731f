import '../../i18n/catalogue/customer-auth';
import '../../i18n/catalogue/forms';
import { lazy, Suspense, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { SocialCredential, SocialProviderName } from '../../api/operations';
import { keepSocialSignup } from '../identifier-storage';
import { t } from '../../i18n';
import { AlertView } from '../../ui/alert';
import { isValidEmail } from '../../validation';
import { useCustomerIdentification } from './use-customer-identification';
import { PlainField } from './plain-field';

export interface SocialEmailStepProps {
  provider: SocialProviderName;
  /** The provider's credential, kept for a registration that starts from here. */
  credential: SocialCredential;
  /** Where the shopper goes after signing in through the login modal. */
  returnUrl: string;
}

/** The login modal loads only if the e-mail belongs to an account with a password. */
const LoginDialog = lazy(() => import('./login-dialog').then((module) => ({ default: module.LoginDialog })));

/**
 * The provider gave no e-mail, so the login is not social (customer-area §4): the shopper types the
 * e-mail and goes on as the identification step goes (an access code, the login modal with the e-mail
 * locked, or the registration). Nothing is linked on the way: the provider vouches for no address. A
 * registration started here takes the provider's credential along (with the e-mail typed), so the new
 * account signs in with the provider next time.
 */
export function SocialEmailStep({ provider, credential, returnUrl }: SocialEmailStepProps) {
  const identification = useCustomerIdentification(returnUrl);
  const titleId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [tried, setTried] = useState(false);
  const [sending, setSending] = useState(false);
  const error = tried && !isValidEmail(email.trim()) ? t('customer.emailInvalid') : undefined;

  // the step appears after the provider's window: the shopper's next move is typing the e-mail
  useEffect(() => input.current?.focus(), []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTried(true);
    const typed = email.trim();
    if (!isValidEmail(typed) || sending) return;
    keepSocialSignup({ ...credential, emailCustomer: typed.toLowerCase() });
    setSending(true);
    try {
      await identification.submit({ identifier: typed });
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <form className="jet-social-login__email" aria-labelledby={titleId} noValidate onSubmit={submit}>
        <h2 id={titleId} className="jet-social-login__email-title">
          {t('auth.social.emailTitle')}
        </h2>
        <p className="jet-social-login__email-lead">{t('auth.social.emailLead', { provider })}</p>
        <PlainField label={t('field.email')} type="email" value={email} onChange={setEmail} error={error} autoComplete="email" inputRef={input} />
        {identification.message && <AlertView {...identification.message} onClose={identification.closeMessage} />}
        <button type="submit" className="jet-button jet-button--primary" disabled={sending} aria-busy={sending || undefined}>
          {t('auth.social.emailSubmit')}
        </button>
      </form>
      {(identification.login.open || identification.login.identifier !== undefined) && (
        <Suspense fallback={null}>
          <LoginDialog open={identification.login.open} identifier={identification.login.identifier} onClose={identification.closeLogin} returnUrl={returnUrl} />
        </Suspense>
      )}
    </>
  );
}
