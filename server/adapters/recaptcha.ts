/**
 * Bot checks (reCAPTCHA) behind an interface, so the store runs offline. The default is the offline
 * checker: it accepts only the offline token of the action (`offline:{action}`, what
 * src/customer/bot-check.ts sends when no site key is configured) and refuses a missing or empty token;
 * set RECAPTCHA_SECRET to verify reCAPTCHA v3 tokens with Google (needs internet).
 */
import { createHash } from 'node:crypto';

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
function googleRecaptcha(secret: string, minimumScore = 0.5): RecaptchaVerifier {
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

/**
 * The store's reCAPTCHA settings as the widgets read them (catalogue-and-discovery §7, the credentials
 * call): the actions that take a token and the v3 site key. RECAPTCHA_ACTIONS (comma-separated; empty
 * turns the check off) and RECAPTCHA_SITE_KEY ('' = the offline checker, src/customer/bot-check.ts).
 */
export interface RecaptchaSettings {
  siteKey: string;
  actions: readonly string[];
}

/** Every bot-checked action of the specs: customer-area §7 and the contact form. */
const DEFAULT_RECAPTCHA_ACTIONS = ['FirstAccess', 'Login', 'Register', 'ForgetPassword', 'Contact'] as const;

export function recaptchaSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): RecaptchaSettings {
  const actions = env.RECAPTCHA_ACTIONS ?? DEFAULT_RECAPTCHA_ACTIONS.join(',');
  return {
    siteKey: (env.RECAPTCHA_SITE_KEY ?? '').trim(),
    actions: actions
      .split(',')
      .map((action) => action.trim())
      .filter(Boolean),
  };
}

/**
 * Tokens verified through `POST /api/recaptcha`, for a short while, so the form sent right after takes
 * the same token without a second verification (Google answers a token once: a second siteverify of it
 * says 'timeout-or-duplicate'). Each pass is used once. Kept in this process's memory: with several
 * server processes a form that reaches another process verifies its token again (the offline checker
 * accepts it; Google refuses it, and the shopper sends again).
 */
export class RecaptchaPasses {
  private readonly passes = new Map<string, { action: string; expires: number }>();

  constructor(
    private readonly ttlMs = 2 * 60_000,
    private readonly max = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  private static key(token: string): string {
    return createHash('sha256').update(token).digest('base64url');
  }

  remember(token: string, action: string): void {
    const time = this.now();
    if (this.passes.size >= this.max) {
      for (const [key, pass] of this.passes) if (pass.expires <= time) this.passes.delete(key);
      // still full: the oldest go first (a Map iterates in insertion order)
      for (const key of this.passes.keys()) {
        if (this.passes.size < this.max) break;
        this.passes.delete(key);
      }
    }
    this.passes.set(RecaptchaPasses.key(token), { action, expires: time + this.ttlMs });
  }

  /** True once for a token remembered for `action` and not expired. */
  consume(token: string, action: string): boolean {
    const key = RecaptchaPasses.key(token);
    const pass = this.passes.get(key);
    if (!pass) return false;
    this.passes.delete(key);
    return pass.action === action && pass.expires > this.now();
  }
}
