import '../../src/i18n/catalogue/customer-auth';
import { useEffect } from 'react';
import { call } from '../../src/api/client';
import { useMutation, write } from '../../src/api/use-mutation';
import { customerUrl } from '../../src/customer/navigation';
import { cooldownOf, RESEND_COOLDOWN_S, useCountdown } from '../../src/customer/resend-cooldown';
import type { AccessCodeValues } from '../../src/forms/values/customer-forms';
import { t } from '../../src/i18n';
import { buildUrl, parseRoute } from '../../src/routes';
import { navigation } from '../../src/routes/navigation';
import { useAlert } from '../../src/ui/alert';

/**
 * The bot check (its tokens, the reCAPTCHA adapter) loads with the form's first need (JetForm's `preload`),
 * not with the page; the submit awaits it.
 */
export const loadBotCheck = () => import('../../src/customer/bot-check');

/** The e-mail of /customer/checkaccesskey?email= ('' when absent). */
export function accessCodeEmail(location: Pick<Location, 'pathname' | 'search'> = window.location): string {
  const route = parseRoute(location);
  return route?.page === 'customer' && route.view === 'checkaccesskey' ? route.email.trim() : '';
}

const isValid = (answer: unknown): boolean => (answer as { valid?: unknown } | null)?.valid === true;

/**
 * The access code step's logic (customer-area §4 "Access code flow"): no e-mail in the address → back to
 * /customer/accesskey; submit → bot-check token, code validation, then the cookie check
 * (verifyAccessKeyEmail) → /customer/finishregistration/{email}; a wrong code or cookie check →
 * 'Chave de acesso inválida.'. The code can be resent once the visible cooldown (60 s, then the answer's
 * retryAfter) has run out.
 */
export function useCustomerAccessCode(email: string, initialCooldown = RESEND_COOLDOWN_S) {
  // held: a message stays until closed or replaced
  const alert = useAlert(true);
  const [cooldown, setCooldown] = useCountdown(initialCooldown);

  useEffect(() => {
    if (!email) navigation.assign(customerUrl({ view: 'accesskey' }));
  }, [email]);

  const check = useMutation({
    /** The finish-registration page's e-mail, or null for a code (or cookie check) found invalid. */
    send: async (values: AccessCodeValues): Promise<string | null> => {
      const code = values.code.trim();
      const { withBotCheck } = await loadBotCheck();
      const checked = await withBotCheck('FirstAccess', (tokenRecaptcha) => write('checkAccessCode', { json: { code, email, tokenRecaptcha } }));
      if (!isValid(checked) || !isValid(await write('verifyAccessKeyEmail', { json: { email } }))) return null;
      // identified by CPF/CNPJ, the address holds the masked e-mail ('jo***@…'): the session now belongs to
      // the customer, whose own e-mail names the finish-registration page (the wizard checks it)
      // (identified without a bot-check token, it holds the CPF/CNPJ typed: no '@')
      return email.includes('*') || !email.includes('@') ? (await call('customerData')).email : email;
    },
    alert,
    // a refused code (400) is an invalid code; a bot check still asked for, a delay (429) or the store
    // not answering keeps the server's own text
    failure: (failure) => {
      const refusedCode = failure.status === 400 && failure.code !== 'BOT_CHECK_REQUIRED' && failure.code !== 'RECAPTCHA';
      return { kind: 'error', message: refusedCode ? t('auth.accessCode.invalid') : failure.message };
    },
    onSuccess: (target) => {
      if (target === null) alert.show({ kind: 'error', message: t('auth.accessCode.invalid') });
      else navigation.assign(buildUrl({ page: 'customer', view: 'finishregistration', email: target }));
    },
  });
  const submit = async (values: AccessCodeValues) => {
    await check.run(values);
  };

  const resending = useMutation({
    send: () => write('sendAccessCode', { json: { email } }),
    alert,
    failure: (failure) => {
      // a resend inside the server's cooldown: the visible countdown follows the server's seconds
      if (failure.retryAfter) setCooldown(failure.retryAfter);
      return undefined;
    },
    onSuccess: (answer) => {
      setCooldown(cooldownOf(answer));
      alert.show({ kind: 'success', message: t('auth.accessCode.resent') });
    },
  });
  const resend = async () => {
    if (cooldown <= 0) await resending.run(undefined);
  };

  return { email, submit, message: alert.alert, closeMessage: alert.close, cooldown, resending: resending.pending, resend };
}
