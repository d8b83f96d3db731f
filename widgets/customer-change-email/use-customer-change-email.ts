import '../../src/i18n/catalogue/customer-auth';
import { useCallback, useState } from 'react';
import { call } from '../../src/api/client';
import { toApiError } from '../../src/api/errors';
import type { ChangeEmailValues } from '../../src/forms/schemas/customer-forms';
import { t } from '../../src/i18n';
import { invalidateQueries } from '../../src/stores/query';
import type { AlertMessage } from '../../src/ui/alert';

/**
 * Change e-mail's logic (customer-area §5, §7, §8): the PUT with the new e-mail and its confirmation;
 * 'E-mail alterado com sucesso' on success (the customer's data is read again), 'Erro ao alterar o e-mail'
 * with the server's reason on failure; what was typed stays.
 */
export function useCustomerChangeEmail() {
  const [message, setMessage] = useState<AlertMessage | null>(null);
  const submit = useCallback(async (values: ChangeEmailValues): Promise<boolean> => {
    setMessage(null);
    try {
      await call('changeEmail', { json: { email: values.email.trim(), emailConfirm: values.emailConfirm.trim() } });
      setMessage({ kind: 'success', message: t('auth.changeEmail.success') });
      invalidateQueries('customerData');
      return true;
    } catch (error) {
      // the spec's 'Erro ao alterar o e-mail', with the server's reason under it when it says more
      const title = t('auth.changeEmail.failed');
      const reason = toApiError(error).message;
      setMessage(reason === title ? { kind: 'error', message: title } : { kind: 'error', title, message: reason });
      return false;
    }
  }, []);
  return { submit, message, closeMessage: useCallback(() => setMessage(null), []) };
}
