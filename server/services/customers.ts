/**
 * Customer rules: password login by e-mail, CPF or CNPJ with its failure limiters (5 failures per IP and
 * identifier, 10 per identifier from any IP, in 15 minutes; then 429 telling the wait), the bot check (a
 * missing token is refused), and the same text and cost for an unknown identifier, an account without a
 * password and a wrong password (one scrypt check each time).
 */
import type { RecaptchaVerifier } from '../adapters/recaptcha';
import type { AttemptLimiter } from '../lib/attempt-limiter';
import { tooManyWait } from '../lib/limits';
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
      // The same answer whether the account exists or not: the wait of whichever key is blocked longer.
      const wait = Math.max(await deps.loginLimiter.retryInMs(key), (await deps.identifierLimiter?.retryInMs(anyIp)) ?? 0);
      if (wait > 0) throw tooManyWait('login.tooManyAttempts', wait);
      if (!input.token || !(await deps.recaptcha.verify(input.token, 'Login', input.ip))) throw fail(400, 'login.recaptcha', 'RECAPTCHA');
      const customer =
        input.username.kind === 'email'
          ? await repos.customers.findCredentialsByEmail(input.username.value)
          : await repos.customers.findCredentialsByTaxId(input.username.value);
      // One scrypt check whatever the case (unknown identifier, account without a password, wrong password),
      // and one answer for all three: nothing tells whether an account exists or has a password.
      const ok = customer?.passwordHash ? await verifyPassword(input.password, customer.passwordHash) : (await burnPasswordCheck(input.password), false);
      if (!customer || !ok) {
        await deps.loginLimiter.recordFailure(key);
        await deps.identifierLimiter?.recordFailure(anyIp);
        throw fail(401, 'login.invalidCredentials', 'INVALID_CREDENTIALS');
      }
      await deps.loginLimiter.reset(key);
      await deps.identifierLimiter?.reset(anyIp);
      return { id: customer.id, name: customer.name };
    },
  };
}

export type CustomersService = ReturnType<typeof customersService>;
