import '../../src/i18n/catalogue/customer-auth';
import { useCallback, useState } from 'react';
import { call } from '../../src/api/client';
import type { ForgotPasswordValues } from '../../src/forms/values/customer-forms';
import { t } from '../../src/i18n';
import type { AlertMessage } from '../../src/ui/alert';

/**
 * The bot check (its tokens, the reCAPTCHA adapter) loads with the form's first need (JetForm's `preload`),
 * not with the page; the submit awaits it.
 */
export const loadBotCheck = () => import('../../src/customer/bot-check');

/**
 * Forgot password's logic (customer-area §8): a bot-check token ('ForgetPassword') and the recovery
 * e-mail request; whatever happens (sent, unknown e-mail, refused, network failure) the shopper sees the
 * same neutral message, so the page never tells whether an account exists. The e-mail typed stays.
 */
export function useCustomerForgotPassword() {
  const [message, setMessage] = useState<AlertMessage | null>(null);
  const submit = useCallback(async (values: ForgotPasswordValues) => {
    setMessage(null);
    try {
      const { botCheckToken } = await loadBotCheck();
      await call('forgotPassword', { json: { email: values.email.trim(), tokenRecaptcha: await botCheckToken('ForgetPassword') } });
    } catch {
      // the same message: an error must not tell whether the e-mail has an account
    }
    setMessage({ kind: 'info', message: t('auth.forgot.sent'), timeout: 0 });
  }, []);
  return { submit, message, closeMessage: useCallback(() => setMessage(null), []) };
}
