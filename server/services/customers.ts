/**
 * Customer rules: password login by e-mail, CPF or CNPJ (server/README.md "Limits"):
 * - per address: 5 failures per IP and identifier, and `addressLimiter`'s failures per IP over every
 *   identifier, in 15 minutes; then 429 telling the wait (the client that fails is throttled);
 * - per account (the identifier, from any address): no lockout. Past the guard's threshold the account
 *   asks for a bot check (BOT_CHECK_REQUIRED without a token) and the addresses that fail on it wait a
 *   growing delay (lib/account-guard.ts); the owner's right password from a clean address still signs in;
 * - a bot-check token, when sent, is always verified (a refused one is a 400 RECAPTCHA);
 * - the same text and cost for an unknown identifier, an account without a password and a wrong password
 *   (one scrypt check each time).
 */
import type { RecaptchaVerifier } from '../adapters/recaptcha';
import type { AccountGuard } from '../lib/account-guard';
import type { AttemptLimiter } from '../lib/attempt-limiter';
import { tooManyWait } from '../lib/limits';
import { fail } from '../lib/messages';
import { burnPasswordCheck, verifyPassword } from '../lib/password';
import type { Repositories } from '../repositories';
import type { Identifier } from './identity';

export interface CustomerDependencies {
  recaptcha: RecaptchaVerifier;
  /** Failures per IP and identifier. */
  loginLimiter: AttemptLimiter;
  /** Failures per IP over every identifier (one address trying many accounts). */
  addressLimiter?: AttemptLimiter;
  /** Failures per identifier from any address: a bot check and a growing delay past its threshold. */
  accountGuard?: AccountGuard;
}

export function customersService(repos: Repositories, deps: CustomerDependencies) {
  return {
    /** The customer whose e-mail (or CPF/CNPJ) and password match, or the 401/429/400 that says why not. */
    async authenticate(input: { username: Identifier; password: string; token: string; ip: string }): Promise<{ id: number; name: string }> {
      const key = `${input.ip}|${input.username.value}`;
      const account = `login|${input.username.value}`;
      const addressKey = `login-ip|${input.ip}`;
      // The same answers whether the account exists or not: every key is the identifier as typed.
      const wait = Math.max(await deps.loginLimiter.retryInMs(key), (await deps.addressLimiter?.retryInMs(addressKey)) ?? 0);
      if (wait > 0) throw tooManyWait('login.tooManyAttempts', wait);
      const guard = (await deps.accountGuard?.state(account, input.ip)) ?? { guarded: false, waitMs: 0 };
      if (guard.waitMs > 0) throw tooManyWait('login.slowDown', guard.waitMs, 'ACCOUNT_DELAY');
      if (input.token) {
        if (!(await deps.recaptcha.verify(input.token, 'Login', input.ip))) throw fail(400, 'login.recaptcha', 'RECAPTCHA');
      } else if (guard.guarded) {
        throw fail(400, 'login.botCheckRequired', 'BOT_CHECK_REQUIRED');
      }
      const customer =
        input.username.kind === 'email'
          ? await repos.customers.findCredentialsByEmail(input.username.value)
          : await repos.customers.findCredentialsByTaxId(input.username.value);
      // One scrypt check whatever the case (unknown identifier, account without a password, wrong password),
      // and one answer for all three: nothing tells whether an account exists or has a password.
      const ok = customer?.passwordHash ? await verifyPassword(input.password, customer.passwordHash) : (await burnPasswordCheck(input.password), false);
      if (!customer || !ok) {
        await deps.loginLimiter.recordFailure(key);
        await deps.addressLimiter?.recordFailure(addressKey);
        await deps.accountGuard?.recordFailure(account, input.ip);
        throw fail(401, 'login.invalidCredentials', 'INVALID_CREDENTIALS');
      }
      await deps.loginLimiter.reset(key);
      await deps.accountGuard?.succeeded(account, input.ip);
      return { id: customer.id, name: customer.name };
    },
  };
}

export type CustomersService = ReturnType<typeof customersService>;
