import '../../src/i18n/catalogue/customer-auth';
import { useState } from 'react';
import { useMutation, write } from '../../src/api/use-mutation';
import type { RecoverEmailValues } from '../../src/forms/values/customer-forms';
import { t } from '../../src/i18n';
import { useAlert, type AlertMessage } from '../../src/ui/alert';

/** The CPF/CNPJ as sent: digits (the letters of an alphanumeric CNPJ kept, upper-case). */
const recoverEmailCpfCnpj = (value: string): string => value.replace(/[^0-9A-Za-z]/g, '').toUpperCase();

/**
 * Recover e-mail's logic (customer-area §5, §7, §8): CPF/CNPJ (digits) and password; the registered
 * e-mail is shown on success; a failure or an empty answer says 'Não foi possível encontrar o seu
 * e-mail.' (the store not being reached, or too many tries, keep their own text). Nothing typed is lost.
 */
export function useCustomerRecoverEmail() {
  const [found, setFound] = useState<string | null>(null);
  // held: a message stays until closed or replaced
  const alert = useAlert(true);
  const notFound: AlertMessage = { kind: 'error', message: t('auth.recoverEmail.notFound') };
  const { run } = useMutation({
    send: (values: RecoverEmailValues) => write('recoverEmail', { json: { cpfCnpj: recoverEmailCpfCnpj(values.cpfCnpj), password: values.password } }),
    alert,
    failure: (error) => (error.status === 0 || error.status === 429 ? { kind: 'error', message: error.message } : notFound),
    onSuccess: (answer: unknown) => {
      const email = (answer as { email?: unknown } | null)?.email;
      if (typeof email === 'string' && email.trim()) setFound(email.trim());
      else alert.show(notFound);
    },
  });
  const submit = async (values: RecoverEmailValues) => {
    setFound(null);
    await run(values);
  };
  return { found, submit, message: alert.alert, closeMessage: alert.close };
}
