import '../../src/i18n/catalogue/customer-auth';
import { useCallback, useEffect, useRef, useState } from 'react';
import { call } from '../../src/api/client';
import { toApiError, type ApiError } from '../../src/api/errors';
import { customerUrl, goLater, REDIRECT_AFTER_BAD_TOKEN_MS } from '../../src/customer/navigation';
import type { ChangePasswordValues } from '../../src/forms/values/customer-forms';
import { t } from '../../src/i18n';
import { parseRoute } from '../../src/routes';
import { navigation } from '../../src/routes/navigation';
import type { AlertMessage } from '../../src/ui/alert';

/** The reset token of /customer/changepassword/ChangePasswordToken/{token} ('' without one). */
export function resetTokenOf(location: Pick<Location, 'pathname' | 'search'> = window.location): string {
  const route = parseRoute(location);
  return route?.page === 'customer' && route.view === 'changepassword' ? (route.token ?? '').trim() : '';
}

/** After a change, the login page follows once the message could be read (the spec gives no delay). */
const REDIRECT_AFTER_CHANGE_MS = 3000;

/** The server's own text, or `fallback` when the failure carries none (offline, a bare 500). */
function serverText(error: ApiError, fallback: string): string {
  return error.status > 0 && error.message !== t('api.unexpectedError') ? error.message : fallback;
}

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
  const [message, setMessage] = useState<AlertMessage | null>(null);
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
        setMessage({ kind: 'error', message: serverText(toApiError(error), t('auth.changePassword.tokenError')), timeout: 0 });
        cancel.current = goLater(customerUrl({ view: 'forgot' }), REDIRECT_AFTER_BAD_TOKEN_MS);
      },
    );
    return () => {
      alive = false;
    };
  }, [token]);

  const submit = useCallback(
    async (values: ChangePasswordValues) => {
      setMessage(null);
      try {
        const answer: unknown = await call('changePassword', {
          json: {
            ...(token ? { token } : { passwordOld: values.passwordOld }),
            password: values.password,
            passwordConfirm: values.passwordConfirm,
            location: 'changepassword',
          },
        });
        const text = (answer as { message?: unknown } | null)?.message;
        setDone(true);
        setMessage({ kind: 'success', message: typeof text === 'string' && text.trim() ? text : t('auth.changePassword.success'), timeout: 0 });
        cancel.current = goLater(customerUrl({ view: 'login' }), REDIRECT_AFTER_CHANGE_MS);
      } catch (error) {
        setMessage({ kind: 'error', message: toApiError(error).message });
      }
    },
    [token],
  );

  return { tokenState, email, submit, message, closeMessage: useCallback(() => setMessage(null), []), done };
}
