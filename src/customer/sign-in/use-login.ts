import '../../i18n/catalogue/customer-auth';
import { useMutation, write } from '../../api/use-mutation';
import type { LoginStatusAnswer } from '../../api/operations';
import { navigation } from '../../routes/navigation';
import { useHost } from '../../elements/host';
import { emit } from '../../events';
import type { LoginValues } from '../../forms/values/customer-forms';
import { t } from '../../i18n';
import { $loginStatus } from '../../stores/login-status';
import { useAlert } from '../../ui/alert';

/**
 * The bot check (its tokens, the reCAPTCHA adapter) loads with the form's first need (JetForm's `preload`),
 * not with the page; the submit awaits it.
 */
export const loadBotCheck = () => import('../bot-check');

export const DEFAULT_RETURN_URL = '/customer';

/** A login answer that really signed someone in (a 200 of another shape is no login). */
function isSignedInAnswer(answer: unknown): answer is LoginStatusAnswer {
  const data = (answer as Partial<LoginStatusAnswer> | null)?.data;
  return Boolean(data && typeof data === 'object' && data.authenticated === true);
}

/** The username as sent: trimmed (a CPF or CNPJ goes masked or bare; the server accepts both). */
const loginPayloadUsername = (username: string): string => username.trim();

/**
 * The login's logic (customer-area §4, §7): a bot-check token ('Login'; asked again when the server says
 * the account needs one, src/customer/bot-check.ts withBotCheck), the /api/login call, then the
 * shared login status takes the answer, `jet:login` tells the page, and the shopper goes to `returnUrl`.
 * A failure shows the server's text as it is; nothing typed is lost.
 */
export function useLogin(returnUrl: string = DEFAULT_RETURN_URL) {
  // held: the form's message stays until the next submit (it has no close button)
  const alert = useAlert(true);
  const host = useHost();
  const { run } = useMutation({
    send: async (values: LoginValues) => {
      // an account under attack asks for a bot check (BOT_CHECK_REQUIRED): a fresh token, sent once more;
      // a delay ('Aguarde 4 segundos …', 429) is the server's text, shown with the fields kept
      const { withBotCheck } = await loadBotCheck();
      return withBotCheck('Login', (tokenRecaptcha): Promise<unknown> =>
        write('login', { json: { username: loginPayloadUsername(values.username), password: values.password, tokenRecaptcha } }),
      );
    },
    alert,
  });

  const submit = async (values: LoginValues): Promise<boolean> => {
    const result = await run(values);
    if (!result?.ok) return false;
    const answer = result.answer;
    if (!isSignedInAnswer(answer)) {
      alert.show({ kind: 'error', message: t('api.unexpectedError') });
      return false;
    }
    $loginStatus.setData(answer);
    emit('jet:login', answer.data, host);
    alert.show({ kind: 'success', message: t('auth.login.success') });
    navigation.assign(returnUrl || DEFAULT_RETURN_URL);
    return true;
  };

  return { submit, message: alert.alert };
}
