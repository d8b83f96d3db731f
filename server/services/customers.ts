/**
 * Customer rules: password login with its failure limiter (5 failures per IP and e-mail in 15 minutes,
 * then 429), the reCAPTCHA check, and the same cost for an unknown e-mail as for a wrong password.
 */
import type { RecaptchaVerifier } from '../adapters/recaptcha';
import type { AttemptLimiter } from '../lib/attempt-limiter';
import { fail } from '../lib/messages';
import { burnPasswordCheck, verifyPassword } from '../lib/password';
import type { Repositories } from '../repositories';

export interface CustomerDependencies {
  recaptcha: RecaptchaVerifier;
  loginLimiter: AttemptLimiter;
}

export function customersService(repos: Repositories, deps: CustomerDependencies) {
  return {
    /** The customer whose e-mail and password match, or the 401/429/400 that says why not. */
    async authenticate(input: { email: string; password: string; token: string; ip: string }): Promise<{ id: number; name: string }> {
      const key = `${input.ip}|${input.email}`;
      if (deps.loginLimiter.isBlocked(key)) throw fail(429, 'login.tooManyAttempts', 'RATE_LIMIT');
      if (!(await deps.recaptcha.verify(input.token, 'Login', input.ip))) throw fail(400, 'login.recaptcha', 'RECAPTCHA');
      const customer = await repos.customers.findCredentialsByEmail(input.email);
      if (!customer?.passwordHash) {
        if (!customer) await burnPasswordCheck(input.password);
        deps.loginLimiter.recordFailure(key);
        if (customer) throw fail(401, 'login.noPassword', 'NO_PASSWORD');
        throw fail(401, 'login.invalidCredentials', 'INVALID_CREDENTIALS');
      }
      if (!(await verifyPassword(input.password, customer.passwordHash))) {
        deps.loginLimiter.recordFailure(key);
        throw fail(401, 'login.invalidCredentials', 'INVALID_CREDENTIALS');
      }
      deps.loginLimiter.reset(key);
      return { id: customer.id, name: customer.name };
    },
  };
}

export type CustomersService = ReturnType<typeof customersService>;
