import '../../src/i18n/catalogue/customer-auth';
import { useCallback, useState } from 'react';
import { call } from '../../src/api/client';
import { toApiError } from '../../src/api/errors';
import type { ChangeEmailFormValues, ChangeEmailProof } from '../../src/forms/values/customer-forms';
import { t } from '../../src/i18n';
import { parseRoute } from '../../src/routes';
import { cooldownOf, useCountdown } from '../../src/customer/resend-cooldown';
import { $loginStatus } from '../../src/stores/login-status';
import type { AlertMessage } from '../../src/ui/alert';

/** 'Erro ao alterar o e-mail' with the server's reason under it when it says more (customer-area §8). */
function failure(error: unknown): AlertMessage {
  const title = t('auth.changeEmail.failed');
  const reason = toApiError(error).message;
  return reason === title ? { kind: 'error', message: title, timeout: 0 } : { kind: 'error', title, message: reason, timeout: 0 };
}

/**
 * Change e-mail's logic (customer-area §5, §7, §8, hardened by issue 22): the PUT carries the new e-mail,
 * its confirmation and the proof of identity (the current password, or for an account without one the
 * code `sendCode` has e-mailed to the current address). A success changes nothing yet: `pending` holds the
 * new address the confirmation link went to. A failure shows 'Erro ao alterar o e-mail' with the server's
 * reason; what was typed stays.
 */
export function useCustomerChangeEmail(proof: ChangeEmailProof) {
  const [message, setMessage] = useState<AlertMessage | null>(null);
  const [pending, setPending] = useState<string | null>(null);
  const [codeSent, setCodeSent] = useState(false);
  const [sending, setSending] = useState(false);
  const [cooldown, setCooldown] = useCountdown();

  const submit = useCallback(
    async (values: ChangeEmailFormValues): Promise<boolean> => {
      setMessage(null);
      const email = values.email.trim();
      try {
        await call('changeEmail', {
          json: {
            email,
            emailConfirm: values.emailConfirm.trim(),
            ...(proof === 'password' ? { currentPassword: values.currentPassword } : { code: values.code.trim() }),
          },
        });
        setPending(email);
        setCodeSent(false);
        return true;
      } catch (error) {
        setMessage(failure(error));
        return false;
      }
    },
    [proof],
  );

  const sendCode = useCallback(async () => {
    if (sending || cooldown > 0) return;
    setMessage(null);
    setSending(true);
    try {
      const answer: unknown = await call('sendEmailChangeCode', { json: null });
      setCodeSent(true);
      setCooldown(cooldownOf(answer));
      setMessage({ kind: 'success', message: t('auth.changeEmail.codeSent'), timeout: 0 });
    } catch (error) {
      // a code sent a moment ago (the page reloaded) is still good: its field shows
      if (toApiError(error).status === 429) setCodeSent(true);
      setMessage(failure(error));
    } finally {
      setSending(false);
    }
  }, [sending, cooldown, setCooldown]);

  return {
    submit,
    message,
    closeMessage: useCallback(() => setMessage(null), []),
    pending,
    again: useCallback(() => {
      setPending(null);
      setMessage(null);
    }, []),
    codeSent,
    sending,
    cooldown,
    sendCode,
  };
}

/**
 * The token of /customer/confirmar-email?token={token} ('' without one), or null on any other page. The
 * token is the link's query, read here, not by the shared route parser: every page's core would carry it.
 */
export function confirmTokenOf(location: Pick<Location, 'pathname' | 'search'> = window.location): string | null {
  const route = parseRoute(location);
  return route?.page === 'customer' && route.view === 'confirmar-email' ? (new URLSearchParams(location.search).get('token') ?? '').trim() : null;
}

export type ConfirmState = 'ready' | 'done' | 'failed';

/**
 * The confirmation link's landing (issue 22): the shopper presses the button (a mail scanner that opens
 * the link confirms nothing); success 'E-mail alterado com sucesso' and the way to sign in with the new
 * address (the confirmation ends the account's other sessions); failure the server's text.
 */
export function useConfirmEmailChange(token: string) {
  const [state, setState] = useState<ConfirmState>('ready');
  const [message, setMessage] = useState<AlertMessage | null>(null);
  const confirm = useCallback(async () => {
    setMessage(null);
    try {
      await call('confirmEmailChange', { json: { token } });
      setState('done');
      setMessage({ kind: 'success', message: t('auth.changeEmail.success'), timeout: 0 });
      void $loginStatus.refresh();
    } catch (error) {
      setState('failed');
      setMessage(failure(error));
    }
  }, [token]);
  return { state, message, confirm, closeMessage: useCallback(() => setMessage(null), []) };
}
