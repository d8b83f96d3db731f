import '../../src/i18n/catalogue/customer-auth';
import { t, type MessageKey } from '../../src/i18n';
import { parseRoute, type LoginNotice } from '../../src/routes';
import { LoginForm } from '../../src/customer/sign-in/login-form';
import { DEFAULT_RETURN_URL } from '../../src/customer/sign-in/use-login';

export interface LoginProps {
  /** Where the shopper goes once signed in. Default '/customer'. */
  returnUrl?: string;
  /** Width of the social buttons (200–400). */
  socialWidth?: number;
}

const NOTICES: Record<LoginNotice, MessageKey> = { 1: 'auth.login.notice1', 2: 'auth.login.notice2', 3: 'auth.login.notice3' };

/** The notice of /customer/login?v=1|2|3 (customer-area §2), or null. */
function loginNotice(location: Pick<Location, 'pathname' | 'search'> = window.location): LoginNotice | null {
  const route = parseRoute(location);
  return route?.page === 'customer' && route.view === 'login' && route.v ? route.v : null;
}

interface LoginModel {
  notice: LoginNotice | null;
  returnUrl: string;
  socialWidth?: number;
}

/** The login page: its heading, the v=1|2|3 notice and the login form. */
function LoginView({ notice, returnUrl, socialWidth }: LoginModel) {
  return (
    <section className="jet-login" data-notice={notice ?? undefined}>
      <h1 className="jet-login__title">{t('auth.login.submit')}</h1>
      {notice && (
        <div className="jet-alert jet-login__notice" data-kind="info" role="status">
          <div className="jet-alert__body">
            <span className="jet-alert__message">{t(NOTICES[notice])}</span>
          </div>
        </div>
      )}
      <LoginForm returnUrl={returnUrl} socialWidth={socialWidth} />
    </section>
  );
}

/** The login page widget (/customer/login). */
export function Login({ returnUrl = DEFAULT_RETURN_URL, socialWidth }: LoginProps) {
  return <LoginView notice={loginNotice()} returnUrl={returnUrl || DEFAULT_RETURN_URL} socialWidth={socialWidth} />;
}
