import '../../src/i18n/catalogue/customer-auth';
import { useState } from 'react';
import type { ApiError } from '../../src/api/errors';
import { useMutation, write } from '../../src/api/use-mutation';
import type { ChangeEmailFormValues, ChangeEmailProof } from '../../src/forms/values/customer-forms';
import { t } from '../../src/i18n';
import { parseRoute } from '../../src/routes';
import { cooldownOf, useCountdown } from '../../src/customer/resend-cooldown';
import { $loginStatus } from '../../src/stores/login-status';
import { useAlert, type AlertMessage } from '../../src/ui/alert';

/** 'Erro ao alterar o e-mail' with the server's reason under it when it says more (customer-area §8). */
function failure(error: ApiError): AlertMessage {
  const title = t('auth.changeEmail.failed');
  const reason = error.message;
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
  // held: a message stays until closed or replaced
  const alert = useAlert(true);
  const [pending, setPending] = useState<string | null>(null);
  const [codeSent, setCodeSent] = useState(false);
  const [cooldown, setCooldown] = useCountdown();

  const change = useMutation({
    send: (values: ChangeEmailFormValues) =>
      write('changeEmail', {
        json: {
          email: values.email.trim(),
          emailConfirm: values.emailConfirm.trim(),
          ...(proof === 'password' ? { currentPassword: values.currentPassword } : { code: values.code.trim() }),
        },
      }),
    alert,
    failure,
    onSuccess: (_answer, values) => {
      setPending(values.email.trim());
      setCodeSent(false);
    },
  });
  const submit = async (values: ChangeEmailFormValues): Promise<boolean> => Boolean((await change.run(values))?.ok);

  const code = useMutation({
    send: () => write('sendEmailChangeCode', { json: null }),
    alert,
    failure: (error) => {
      // a code sent a moment ago (the page reloaded) is still good: its field shows
      if (error.status === 429) setCodeSent(true);
      return failure(error);
    },
    onSuccess: (answer: unknown) => {
      setCodeSent(true);
      setCooldown(cooldownOf(answer));
      alert.show({ kind: 'success', message: t('auth.changeEmail.codeSent'), timeout: 0 });
    },
  });
  const sendCode = async () => {
    if (cooldown <= 0) await code.run(undefined);
  };

  return {
    submit,
    message: alert.alert,
    closeMessage: alert.close,
    pending,
    again: () => {
      setPending(null);
      alert.close();
    },
    codeSent,
    sending: code.pending,
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
  // held: a message stays until closed or replaced
  const alert = useAlert(true);
  const { run } = useMutation({
    send: () => write('confirmEmailChange', { json: { token } }),
    alert,
    failure: (error) => {
      setState('failed');
      return failure(error);
    },
    onSuccess: () => {
      setState('done');
      alert.show({ kind: 'success', message: t('auth.changeEmail.success'), timeout: 0 });
      void $loginStatus.refresh();
    },
  });
  const confirm = async () => {
    await run(undefined);
  };
  return { state, message: alert.alert, confirm, closeMessage: alert.close };
}
