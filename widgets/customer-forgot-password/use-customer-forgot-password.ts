import '../../src/i18n/catalogue/customer-auth';
import { useMutation, write } from '../../src/api/use-mutation';
import type { ForgotPasswordValues } from '../../src/forms/values/customer-forms';
import { t } from '../../src/i18n';
import { useAlert, type AlertMessage } from '../../src/ui/alert';

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
  // held: the message stays until closed (the page has nothing else to show)
  const alert = useAlert(true);
  const sent: AlertMessage = { kind: 'info', message: t('auth.forgot.sent'), timeout: 0 };
  const { run } = useMutation({
    send: async (values: ForgotPasswordValues) => {
      const { botCheckToken } = await loadBotCheck();
      await write('forgotPassword', { json: { email: values.email.trim(), tokenRecaptcha: await botCheckToken('ForgetPassword') } });
    },
    alert,
    // the same message: an error must not tell whether the e-mail has an account
    failure: () => sent,
    onSuccess: () => alert.show(sent),
  });
  const submit = async (values: ForgotPasswordValues) => {
    await run(values);
  };
  return { submit, message: alert.alert, closeMessage: alert.close };
}
