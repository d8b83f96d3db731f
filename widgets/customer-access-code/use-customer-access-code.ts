import '../../src/i18n/catalogue/customer-auth';
import { useCallback, useEffect, useState } from 'react';
import { call } from '../../src/api/client';
import { toApiError } from '../../src/api/errors';
import { customerUrl } from '../../src/customer/navigation';
import { cooldownOf, RESEND_COOLDOWN_S, useCountdown } from '../../src/customer/resend-cooldown';
import type { AccessCodeValues } from '../../src/forms/values/customer-forms';
import { t } from '../../src/i18n';
import { buildUrl, parseRoute } from '../../src/routes';
import { navigation } from '../../src/routes/navigation';
import type { AlertMessage } from '../../src/ui/alert';

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
  const [message, setMessage] = useState<AlertMessage | null>(null);
  const [cooldown, setCooldown] = useCountdown(initialCooldown);
  const [resending, setResending] = useState(false);

  useEffect(() => {
    if (!email) navigation.assign(customerUrl({ view: 'accesskey' }));
  }, [email]);

  const submit = useCallback(
    async (values: AccessCodeValues) => {
      setMessage(null);
      const invalid = () => setMessage({ kind: 'error', message: t('auth.accessCode.invalid') });
      try {
        const code = values.code.trim();
        const { withBotCheck } = await loadBotCheck();
        const checked = await withBotCheck('FirstAccess', (tokenRecaptcha) => call('checkAccessCode', { json: { code, email, tokenRecaptcha } }));
        if (!isValid(checked)) return invalid();
        const cookie = await call('verifyAccessKeyEmail', { json: { email } });
        if (!isValid(cookie)) return invalid();
        // identified by CPF/CNPJ, the address holds the masked e-mail ('jo***@…'): the session now belongs to
        // the customer, whose own e-mail names the finish-registration page (the wizard checks it)
        // (identified without a bot-check token, it holds the CPF/CNPJ typed: no '@')
        const target = email.includes('*') || !email.includes('@') ? (await call('customerData')).email : email;
        navigation.assign(buildUrl({ page: 'customer', view: 'finishregistration', email: target }));
      } catch (error) {
        const failure = toApiError(error);
        // a refused code (400) is an invalid code; a bot check still asked for, a delay (429) or the store
        // not answering keeps the server's own text
        const refusedCode = failure.status === 400 && failure.code !== 'BOT_CHECK_REQUIRED' && failure.code !== 'RECAPTCHA';
        setMessage({ kind: 'error', message: refusedCode ? t('auth.accessCode.invalid') : failure.message });
      }
    },
    [email],
  );

  const resend = useCallback(async () => {
    if (cooldown > 0 || resending) return;
    setMessage(null);
    setResending(true);
    try {
      const answer = await call('sendAccessCode', { json: { email } });
      setCooldown(cooldownOf(answer));
      setMessage({ kind: 'success', message: t('auth.accessCode.resent') });
    } catch (error) {
      const failure = toApiError(error);
      // a resend inside the server's cooldown: the visible countdown follows the server's seconds
      if (failure.retryAfter) setCooldown(failure.retryAfter);
      setMessage({ kind: 'error', message: failure.message });
    } finally {
      setResending(false);
    }
  }, [cooldown, resending, email, setCooldown]);

  return { email, submit, message, closeMessage: useCallback(() => setMessage(null), []), cooldown, resending, resend };
}
