/**
 * Customer rules: password login by e-mail, CPF or CNPJ with its failure limiter (5 failures per IP and
 * identifier in 15 minutes, then 429), the bot check (a missing token is refused), and the same text and
 * cost for an unknown identifier as for a wrong password (one scrypt check either way).
 */
import type { RecaptchaVerifier } from '../adapters/recaptcha';
import type { AttemptLimiter } from '../lib/attempt-limiter';
import { fail } from '../lib/messages';
import { burnPasswordCheck, verifyPassword } from '../lib/password';
import type { Repositories } from '../repositories';
import type { Identifier } from './identity';

export interface CustomerDependencies {
  recaptcha: RecaptchaVerifier;
  loginLimiter: AttemptLimiter;
  /** Failures per identifier whatever the IP (a guess spread over many addresses); the account limiter. */
  identifierLimiter?: AttemptLimiter;
}

export function customersService(repos: Repositories, deps: CustomerDependencies) {
  return {
    /** The customer whose e-mail (or CPF/CNPJ) and password match, or the 401/429/400 that says why not. */
    async authenticate(input: { username: Identifier; password: string; token: string; ip: string }): Promise<{ id: number; name: string }> {
      const key = `${input.ip}|${input.username.value}`;
      const anyIp = `login|${input.username.value}`;
      if (deps.loginLimiter.isBlocked(key) || deps.identifierLimiter?.isBlocked(anyIp)) throw fail(429, 'login.tooManyAttempts', 'RATE_LIMIT');
      if (!input.token || !(await deps.recaptcha.verify(input.token, 'Login', input.ip))) throw fail(400, 'login.recaptcha', 'RECAPTCHA');
      const customer =
        input.username.kind === 'email'
          ? await repos.customers.findCredentialsByEmail(input.username.value)
          : await repos.customers.findCredentialsByTaxId(input.username.value);
      if (!customer?.passwordHash) {
        // The same scrypt cost as a wrong password, whether the account is unknown or has no password yet.
        await burnPasswordCheck(input.password);
        deps.loginLimiter.recordFailure(key);
        deps.identifierLimiter?.recordFailure(anyIp);
        if (customer) throw fail(401, 'login.noPassword', 'NO_PASSWORD');
        throw fail(401, 'login.invalidCredentials', 'INVALID_CREDENTIALS');
      }
      if (!(await verifyPassword(input.password, customer.passwordHash))) {
        deps.loginLimiter.recordFailure(key);
        deps.identifierLimiter?.recordFailure(anyIp);
        throw fail(401, 'login.invalidCredentials', 'INVALID_CREDENTIALS');
      }
      deps.loginLimiter.reset(key);
      deps.identifierLimiter?.reset(anyIp);
      return { id: customer.id, name: customer.name };
    },
  };
}

export type CustomersService = ReturnType<typeof customersService>;
