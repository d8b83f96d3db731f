/**
 * Bot checks (reCAPTCHA) behind an interface, so the store runs offline. The default is the offline
 * checker: it accepts only the offline token of the action (`offline:{action}`, what
 * src/customer/bot-check.ts sends when no site key is configured) and refuses a missing or empty token;
 * set RECAPTCHA_SECRET to verify reCAPTCHA v3 tokens with Google (needs internet).
 */
export interface RecaptchaVerifier {
  /** True when the token proves a human for this action ('Login', 'Register', 'Contact' ...). */
  verify(token: string, action: string, remoteIp?: string): Promise<boolean>;
}

/** Offline default (demo store, tests): the token must be `offline:{action}`, e.g. 'offline:Login'. */
export const offlineRecaptcha: RecaptchaVerifier = {
  async verify(token, action) {
    return typeof token === 'string' && token !== '' && token === `offline:${action}`;
  },
};

/** Google reCAPTCHA v3 siteverify. */
export function googleRecaptcha(secret: string, minimumScore = 0.5): RecaptchaVerifier {
  return {
    async verify(token, action, remoteIp) {
      if (typeof token !== 'string' || !token || token.length > 4096) return false;
      const form = new URLSearchParams({ secret, response: token, ...(remoteIp ? { remoteip: remoteIp } : {}) });
      try {
        const response = await fetch('https://www.google.com/recaptcha/api/siteverify', {
          method: 'POST',
          body: form,
          signal: AbortSignal.timeout(5000),
        });
        const result = (await response.json()) as { success?: boolean; score?: number; action?: string };
        return result.success === true && (result.score ?? 1) >= minimumScore && (!result.action || result.action === action);
      } catch {
        return false;
      }
    },
  };
}

export function recaptchaFromEnv(env: NodeJS.ProcessEnv = process.env): RecaptchaVerifier {
  return env.RECAPTCHA_SECRET ? googleRecaptcha(env.RECAPTCHA_SECRET) : offlineRecaptcha;
}
