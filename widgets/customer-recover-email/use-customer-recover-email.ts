import '../../src/i18n/catalogue/customer-auth';
import { useCallback, useState } from 'react';
import { call } from '../../src/api/client';
import { toApiError } from '../../src/api/errors';
import type { RecoverEmailValues } from '../../src/forms/values/customer-forms';
import { t } from '../../src/i18n';
import type { AlertMessage } from '../../src/ui/alert';

/** The CPF/CNPJ as sent: digits (the letters of an alphanumeric CNPJ kept, upper-case). */
const recoverEmailCpfCnpj = (value: string): string => value.replace(/[^0-9A-Za-z]/g, '').toUpperCase();

/**
 * Recover e-mail's logic (customer-area §5, §7, §8): CPF/CNPJ (digits) and password; the registered
 * e-mail is shown on success; a failure or an empty answer says 'Não foi possível encontrar o seu
 * e-mail.' (the store not being reached, or too many tries, keep their own text). Nothing typed is lost.
 */
export function useCustomerRecoverEmail() {
  const [found, setFound] = useState<string | null>(null);
  const [message, setMessage] = useState<AlertMessage | null>(null);
  const submit = useCallback(async (values: RecoverEmailValues) => {
    setMessage(null);
    setFound(null);
    try {
      const answer: unknown = await call('recoverEmail', { json: { cpfCnpj: recoverEmailCpfCnpj(values.cpfCnpj), password: values.password } });
      const email = (answer as { email?: unknown } | null)?.email;
      if (typeof email === 'string' && email.trim()) {
        setFound(email.trim());
        return;
      }
      setMessage({ kind: 'error', message: t('auth.recoverEmail.notFound') });
    } catch (error) {
      const failure = toApiError(error);
      const unreachable = failure.status === 0 || failure.status === 429;
      setMessage({ kind: 'error', message: unreachable ? failure.message : t('auth.recoverEmail.notFound') });
    }
  }, []);
  return { found, submit, message, closeMessage: useCallback(() => setMessage(null), []) };
}
