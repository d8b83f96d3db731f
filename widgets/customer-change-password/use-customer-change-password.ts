import '../../src/i18n/catalogue/customer-auth';
import { useEffect, useRef, useState } from 'react';
import { call } from '../../src/api/client';
import { toApiError } from '../../src/api/errors';
import { failureText, useMutation, write } from '../../src/api/use-mutation';
import { customerUrl, goLater, REDIRECT_AFTER_BAD_TOKEN_MS } from '../../src/customer/navigation';
import type { ChangePasswordValues } from '../../src/forms/values/customer-forms';
import { t } from '../../src/i18n';
import { parseRoute } from '../../src/routes';
import { navigation } from '../../src/routes/navigation';
import { useAlert } from '../../src/ui/alert';

/** The reset token of /customer/changepassword/ChangePasswordToken/{token} ('' without one). */
export function resetTokenOf(location: Pick<Location, 'pathname' | 'search'> = window.location): string {
  const route = parseRoute(location);
  return route?.page === 'customer' && route.view === 'changepassword' ? (route.token ?? '').trim() : '';
}

/** After a change, the login page follows once the message could be read (the spec gives no delay). */
const REDIRECT_AFTER_CHANGE_MS = 3000;

export type TokenState = 'none' | 'checking' | 'valid' | 'invalid';

/**
 * Change password's logic (customer-area §4 "Change password with a token", §5, §8). With a token the
 * token is validated first: an invalid one shows the server's text (or 'Erro ao realizar a solicitação')
 * and /customer/forgot follows after 3000 ms; an answer without an e-mail goes to /customer. Without a
 * token the page is for a signed-in customer (the guard) and asks for the current password. A change
 * shows 'Senha alterada com sucesso!' (or the server's message) and then /customer/login.
 */
export function useCustomerChangePassword(token: string) {
  const [tokenState, setTokenState] = useState<TokenState>(token ? 'checking' : 'none');
  const [email, setEmail] = useState<string | null>(null);
  // held: a message stays until closed or replaced
  const alert = useAlert(true);
  const setMessage = alert.show;
  const [done, setDone] = useState(false);
  const cancel = useRef<(() => void) | null>(null);

  useEffect(() => () => cancel.current?.(), []);

  useEffect(() => {
    if (!token) return undefined;
    let alive = true;
    setTokenState('checking');
    call('validateResetToken', { json: { token } }).then(
      (answer: unknown) => {
        if (!alive) return;
        const found = (answer as { email?: unknown } | null)?.email;
        if (typeof found === 'string' && found.trim()) {
          setEmail(found.trim());
          setTokenState('valid');
        } else {
          navigation.assign(customerUrl({ view: 'home' }));
        }
      },
      (error: unknown) => {
        if (!alive) return;
        setTokenState('invalid');
        setMessage({ kind: 'error', message: failureText(toApiError(error), t('auth.changePassword.tokenError')), timeout: 0 });
        cancel.current = goLater(customerUrl({ view: 'forgot' }), REDIRECT_AFTER_BAD_TOKEN_MS);
      },
    );
    return () => {
      alive = false;
    };
  }, [token, setMessage]);

  const { run } = useMutation({
    send: (values: ChangePasswordValues) =>
      write('changePassword', {
        json: {
          ...(token ? { token } : { passwordOld: values.passwordOld }),
          password: values.password,
          passwordConfirm: values.passwordConfirm,
          location: 'changepassword',
        },
      }),
    alert,
    onSuccess: (answer: unknown) => {
      const text = (answer as { message?: unknown } | null)?.message;
      setDone(true);
      setMessage({ kind: 'success', message: typeof text === 'string' && text.trim() ? text : t('auth.changePassword.success'), timeout: 0 });
      cancel.current = goLater(customerUrl({ view: 'login' }), REDIRECT_AFTER_CHANGE_MS);
    },
  });
  const submit = async (values: ChangePasswordValues) => {
    await run(values);
  };

  return { tokenState, email, submit, message: alert.alert, closeMessage: alert.close, done };
}
