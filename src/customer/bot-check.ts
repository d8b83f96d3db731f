import { $config } from '../api/config';

/** The bot-check actions of customer-area §7. */
export type BotCheckAction = 'FirstAccess' | 'Login' | 'Register' | 'ForgetPassword';

/**
 * A bot-check token for an action (customer-area §7: before identification, registration, login, forgot
 * password and access-code validation). With `configure({ recaptchaSiteKey })` it is a reCAPTCHA v3 token:
 * Google's script loads on the first call, never with the page. Without a key the store runs the offline
 * checker: the token is `offline:{action}`, which the reference server's offline adapter accepts (and the
 * server refuses a missing token either way).
 */
export async function botCheckToken(action: BotCheckAction): Promise<string> {
  const key = $config.get().recaptchaSiteKey;
  if (!key) return `offline:${action}`;
  const grecaptcha = await loadRecaptcha(key);
  return new Promise<string>((resolve, reject) => {
    grecaptcha.ready(() => {
      grecaptcha.execute(key, { action }).then(resolve, reject);
    });
  });
}

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

let loading: Promise<Grecaptcha> | undefined;

function loadRecaptcha(siteKey: string): Promise<Grecaptcha> {
  return (loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    script.onload = () => {
      const found = (window as unknown as { grecaptcha?: Grecaptcha }).grecaptcha;
      if (found) resolve(found);
      else reject(new Error('reCAPTCHA did not load'));
    };
    script.onerror = () => {
      loading = undefined;
      reject(new Error('reCAPTCHA did not load'));
    };
    document.head.append(script);
  }));
}
