import { call } from '../api/client';
import { $config } from '../api/config';

/** The bot-check actions of customer-area §7, and the contact form's (catalogue-and-discovery §7). */
export type BotCheckAction = 'FirstAccess' | 'Login' | 'Register' | 'ForgetPassword' | 'Contact';

/**
 * A bot-check token for an action (customer-area §7: before identification, registration, login, forgot
 * password and access-code validation). With `configure({ recaptchaSiteKey })` it is a reCAPTCHA v3 token:
 * Google's script loads on the first call, never with the page. Without a key the store runs the offline
 * checker: the token is `offline:{action}`, which the reference server's offline adapter accepts (and the
 * server refuses a missing token either way). `siteKey` (the store's, from the credentials call) wins
 * over the configured one.
 */
export async function botCheckToken(action: BotCheckAction, siteKey?: string): Promise<string> {
  const key = siteKey || $config.get().recaptchaSiteKey;
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

/** The store's bot check said no (or could not be asked): the form shows its failure with this code. */
export class BotCheckError extends Error {
  readonly code = 'RECAPTCHA';
  constructor() {
    super('reCAPTCHA');
    this.name = 'BotCheckError';
  }
}

/**
 * The token of a form whose check the store switches on and off (catalogue-and-discovery §7): the
 * credentials call (`recaptchaCredentials`); when `action` is among the enabled ones (`tipo`), a token
 * (reCAPTCHA v3 with the store's site key, or the offline token) verified by the server
 * (`POST /api/recaptcha` {response}); otherwise, or when the credentials cannot be read, an empty token
 * (the server then decides). A token the server does not accept throws BotCheckError.
 */
export async function enabledBotCheckToken(action: BotCheckAction): Promise<string> {
  let credentials: { status?: unknown; tipo?: unknown; siteKey?: unknown };
  try {
    credentials = (await call('recaptchaCredentials')) ?? {};
  } catch {
    return '';
  }
  const actions = typeof credentials.tipo === 'string' ? credentials.tipo.split(',').map((name) => name.trim()) : [];
  if (credentials.status !== true || !actions.includes(action)) return '';
  let token: string;
  try {
    token = await botCheckToken(action, typeof credentials.siteKey === 'string' ? credentials.siteKey : undefined);
  } catch {
    throw new BotCheckError();
  }
  const verdict = await call('recaptchaVerify', { json: { response: token, action } });
  if (verdict?.success !== true) throw new BotCheckError();
  return token;
}

/** The server's code when an account under attack asks for a bot check (server/README.md "Limits"). */
export const BOT_CHECK_REQUIRED = 'BOT_CHECK_REQUIRED';

const asksForBotCheck = (error: unknown): boolean => (error as { code?: unknown } | null)?.code === BOT_CHECK_REQUIRED;

/**
 * Sends a call that takes a bot-check token (login, identification, access code): with a token when one
 * can be had (a failing reCAPTCHA script sends none: an account not under attack needs none); when the
 * server answers BOT_CHECK_REQUIRED, a fresh token is asked for and the call sent once more. A token that
 * cannot be had then throws the server's answer (its pt-BR text), so the form shows it and keeps its values.
 */
export async function withBotCheck<T>(action: BotCheckAction, send: (token: string) => Promise<T>): Promise<T> {
  let token = '';
  try {
    token = await botCheckToken(action);
  } catch {
    // the store's bot check did not load: the server decides
  }
  try {
    return await send(token);
  } catch (error) {
    if (!asksForBotCheck(error)) throw error;
    let fresh: string;
    try {
      fresh = await botCheckToken(action);
    } catch {
      throw error;
    }
    return send(fresh);
  }
}
