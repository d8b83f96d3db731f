/**
 * Identification, access codes, password reset and change, e-mail recovery and change, social sign-in
 * (customer-area §4, §5, §8; the doc comments of src/api/operations/customer.types.ts).
 *
 * - Access codes: 6 digits (crypto.randomInt), stored as SHA-256 of session id + code, bound to the session
 *   that identified itself, alive 10 minutes, dead after 5 wrong tries, resent at most once a minute.
 * - Reset tokens: 32 random bytes (base64url), stored as SHA-256, alive 1 hour, used once.
 * - Every step that takes an identifier is counted per identifier (AttemptLimiter) on top of the per-IP
 *   'account' class of the routes. Nothing here logs personal data.
 */
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type {
  AccessCodeSentAnswer,
  IdentificationAnswer,
  LoginStatus,
  MessageAnswer,
  RecoverEmailAnswer,
  ResetTokenAnswer,
  SocialCredential,
  SocialLoginAnswer,
  SocialProvider,
} from '../../src/api/operations';
import { isValidEmail } from '../../src/validation';
import { isValidCpfOrCnpj, normalizeCpfCnpj } from '../../src/validation/cpf-cnpj';
import { composeMail, type Mailer } from '../adapters/mailer';
import type { RecaptchaVerifier } from '../adapters/recaptcha';
import { AccountGuard } from '../lib/account-guard';
import type { AttemptLimiter } from '../lib/attempt-limiter';
import { HttpError } from '../lib/http-error';
import { tooManyWait } from '../lib/limits';
import { fail, text, type MessageKey } from '../lib/messages';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../lib/password';
import type { SessionHandle } from '../plugins/session';
import type { Repositories } from '../repositories';
import { EXPIRED } from '../adapters/social';
import { checkSocialCredential, linkSocialLogin, socialProviders, type SocialOptions } from './identity-social';
import { mailStoreName } from './store-name';

const ACCESS_CODE_TTL_MS = 10 * 60_000;
const ACCESS_CODE_MAX_ATTEMPTS = 5;
const ACCESS_CODE_COOLDOWN_S = 60;
const RESET_TOKEN_TTL_MS = 60 * 60_000;
const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60_000;

export interface IdentityOptions {
  recaptcha: RecaptchaVerifier;
  mailer: Mailer;
  /** Calls per identifier (identification, resend, forgot password) and failures per identifier (codes, recovery, old password). */
  attempts: AttemptLimiter;
  /**
   * Limits without lockout (lib/account-guard.ts): identifications per identifier, codes e-mailed and wrong
   * codes per customer, from any address; past its threshold a bot check and a growing delay, never a 429
   * for everyone. Without it, a guard of `attempts`' cap.
   */
  guard?: AccountGuard;
  /** Identifications and wrong codes per address over every identifier (default: `attempts`). */
  addressAttempts?: AttemptLimiter;
  /** The store's public address, for the reset link (PUBLIC_URL); never taken from the request's Host. */
  publicUrl: string;
  clock?: () => Date;
  /** Least time a forgot-password answer takes, so a known and an unknown e-mail answer alike (ms, default 250). */
  forgotFloorMs?: number;
  social?: SocialOptions;
  /** The visitor's cart joins the customer's at sign-in. */
  adoptCart?: (sessionId: string, customerId: number) => Promise<unknown>;
}

/** A caller: its session and IP. */
export interface Caller {
  session: SessionHandle;
  ip: string;
}

/** An identifier as typed: an e-mail (lower-cased) or a CPF/CNPJ (normalized). */
export type Identifier = { kind: 'email'; value: string } | { kind: 'taxId'; value: string };

/** What a typed login or identification text is: an e-mail, a valid CPF/CNPJ (masked or bare), or null. */
export function parseIdentifier(raw: string): Identifier | null {
  const value = raw.trim();
  if (value.includes('@')) return isValidEmail(value) ? { kind: 'email', value: value.toLowerCase() } : null;
  return isValidCpfOrCnpj(value) ? { kind: 'taxId', value: normalizeCpfCnpj(value) } : null;
}

/** 'maria@example.com' -> 'ma***@example.com' (a tax id never discloses an e-mail). */
function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  const local = email.slice(0, at);
  return `${local.slice(0, local.length > 2 ? 2 : 1)}***${email.slice(at)}`;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
const codeHash = (sessionId: string, code: string) => sha256(`${sessionId}:${code}`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const invalidCode = () => fail(400, 'accountApi.invalidAccessCode', 'INVALID_ACCESS_CODE');
/** An e-mail change code: its own purpose in the hash, so it never passes for a sign-in code (nor back). */
const emailChangeCodeHash = (sessionId: string, code: string) => sha256(`email-change:${sessionId}:${code}`);

export function identityService(repos: Repositories, options: IdentityOptions) {
  const now = options.clock ?? (() => new Date());
  const limiter = options.attempts;
  const guard = options.guard ?? new AccountGuard({ threshold: limiter.limits.maxFailures, windowMs: limiter.limits.windowMs });
  const perAddress = options.addressAttempts ?? limiter;
  const storeName = () => mailStoreName(repos.company);

  async function botCheck(token: unknown, action: string, ip: string): Promise<void> {
    if (typeof token !== 'string' || !(await options.recaptcha.verify(token, action, ip))) {
      throw fail(400, 'accountApi.botCheck', 'RECAPTCHA');
    }
  }

  /** A token, when sent, must pass (400 RECAPTCHA); true when one was sent and passed. */
  async function optionalBotCheck(token: unknown, action: string, ip: string): Promise<boolean> {
    if (typeof token !== 'string' || token === '') return false;
    await botCheck(token, action, ip);
    return true;
  }

  /**
   * The guard of `account` for this address: its delay (429 telling the wait) and, past the threshold,
   * a bot check (400 BOT_CHECK_REQUIRED unless `verified`; `verified` undefined skips it).
   */
  async function guarded(account: string, ip: string, verified: boolean | undefined, waitKey: MessageKey): Promise<void> {
    const state = await guard.state(account, ip);
    if (state.waitMs > 0) throw tooManyWait(waitKey, state.waitMs, 'ACCOUNT_DELAY');
    if (state.guarded && verified === false) throw fail(400, 'accountApi.botCheckRequired', 'BOT_CHECK_REQUIRED');
  }

  /** 429 telling the wait when `key` used up its allowance. */
  async function refuseIfBlocked(key: string, by: AttemptLimiter = limiter): Promise<void> {
    const wait = await by.retryInMs(key);
    if (wait > 0) throw tooManyWait('accountApi.tooManyAttempts', wait);
  }

  /** Counts a call for `key`; 429 once the key used up its allowance. */
  async function count(key: string, by: AttemptLimiter = limiter): Promise<void> {
    await refuseIfBlocked(key, by);
    await by.recordFailure(key);
  }

  /**
   * The codes e-mailed to one account (no mailbox flooding): per address and account a cap (429), from
   * any address the guard (past its threshold a delay and, on identification, a bot check), so a stranger
   * cannot stop the owner from getting a code.
   */
  async function countSend(customerId: number, ip: string, verified: boolean | undefined): Promise<void> {
    await count(`send|${ip}|${customerId}`);
    await guarded(`send|${customerId}`, ip, verified, 'accountApi.codeSlowDown');
    await guard.recordFailure(`send|${customerId}`, ip);
  }

  const findAccount = (id: Identifier) =>
    id.kind === 'email' ? repos.customers.findCredentialsByEmail(id.value) : repos.customers.findCredentialsByTaxId(id.value);

  /** What a code is for: its hash (a code of one purpose never passes for the other) and its e-mail. */
  const CODE_PURPOSES = {
    'sign-in': { hash: codeHash, subject: 'accountApi.mail.accessCodeSubject', body: 'accountApi.mail.accessCodeBody', closing: 'accountApi.mail.ignore' },
    'email-change': { hash: emailChangeCodeHash, subject: 'accountApi.mail.emailChangeCodeSubject', body: 'accountApi.mail.emailChangeCodeBody', closing: 'accountApi.mail.emailChangeNotYou' },
  } as const satisfies Record<string, { hash: (sessionId: string, code: string) => string; subject: MessageKey; body: MessageKey; closing: MessageKey }>;
  type CodePurpose = keyof typeof CODE_PURPOSES;

  /** A fresh 6-digit code for the session, replacing its pending one, e-mailed to the customer. */
  async function sendCode(sessionId: string, customer: { id: number; name: string; email: string }, purpose: CodePurpose = 'sign-in'): Promise<void> {
    const { hash, subject, body, closing } = CODE_PURPOSES[purpose];
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const sentAt = now();
    await repos.accessCodes.replace({
      sessionId,
      customerId: customer.id,
      codeHash: hash(sessionId, code),
      sentAt,
      expiresAt: new Date(sentAt.getTime() + ACCESS_CODE_TTL_MS),
    });
    const store = await storeName();
    await options.mailer.send(
      composeMail(customer.email, text(subject, { store }), [
        text('accountApi.mail.greeting', { name: customer.name }),
        text(body, { code }),
        text(closing),
        text('accountApi.mail.signature', { store }),
      ]),
    );
  }

  /** Seconds left of the resend cooldown of a code sent at `sentAt` (0 when a resend is allowed). */
  const cooldownLeft = (sentAt: Date) => Math.max(0, Math.ceil((sentAt.getTime() + ACCESS_CODE_COOLDOWN_S * 1000 - now().getTime()) / 1000));

  /** 429 telling the seconds left while a code sent at `sentAt` may not be sent again. */
  function refuseDuringCooldown(sentAt: Date): void {
    const left = cooldownLeft(sentAt);
    if (left > 0) throw new HttpError(429, text('accountApi.resendCooldown', { seconds: left }), 'RESEND_COOLDOWN', { retryAfter: left });
  }

  type PendingCode = NonNullable<Awaited<ReturnType<Repositories['accessCodes']['pending']>>>;

  /**
   * Spends the session's pending code when `typed` is it: 'dead' when there is no live code for the
   * customer (expired, out of tries), 'wrong' when it is not the code (one try used), 'used' on success.
   */
  async function spendCode(pending: PendingCode | undefined, sessionId: string, typed: string, purpose: CodePurpose, customerId?: number): Promise<'dead' | 'wrong' | 'used'> {
    const at = now();
    if (!pending || (customerId !== undefined && pending.customerId !== customerId)) return 'dead';
    if (pending.attempts >= ACCESS_CODE_MAX_ATTEMPTS || pending.expiresAt.getTime() <= at.getTime()) return 'dead';
    const code = typed.trim();
    if (!/^\d{6}$/.test(code) || !sameHash(CODE_PURPOSES[purpose].hash(sessionId, code), pending.codeHash)) {
      await repos.accessCodes.addAttempt(pending.id);
      return 'wrong';
    }
    return (await repos.accessCodes.use(pending.id, ACCESS_CODE_MAX_ATTEMPTS, at)) ? 'used' : 'dead';
  }

  async function signIn(caller: Caller, customerId: number): Promise<void> {
    const session = await caller.session.rotate(customerId);
    await options.adoptCart?.(session.id, customerId);
  }

  async function statusOf(customerId: number): Promise<LoginStatus> {
    const customer = await repos.customers.findCredentialsById(customerId);
    return { authenticated: true, hasPassword: Boolean(customer?.passwordHash), idCustomer: customerId, name: customer?.name ?? null };
  }

  async function notifyPasswordChanged(customerId: number): Promise<void> {
    const account = await repos.customers.findCredentialsById(customerId);
    if (!account) return;
    const store = await storeName();
    await options.mailer.send(
      composeMail(account.email, text('accountApi.mail.passwordChangedSubject', { store }), [
        text('accountApi.mail.greeting', { name: account.name }),
        text('accountApi.mail.passwordChangedBody'),
        text('accountApi.mail.signature', { store }),
      ]),
    );
  }

  return {
    /** Whether the store sells to companies only (identification takes an e-mail or a CNPJ then). */
    async isB2b(): Promise<boolean> {
      return (await repos.company.get()).statusB2B;
    },

    /**
     * Whether an account exists (the spec's behaviour), limited per address (over every identifier), per
     * address and identifier, and per identifier from any address (past its threshold a bot check and a
     * delay, never a refusal for everyone). The e-mail (masked for a CPF/CNPJ) comes only with a valid
     * bot-check token; without one the answer's `email` is null.
     */
    async identify(input: { identifier: Identifier; typed: string; token: string }, caller: Caller): Promise<IdentificationAnswer> {
      const verified = await optionalBotCheck(input.token, 'FirstAccess', caller.ip);
      const who = `${input.identifier.kind}|${input.identifier.value}`;
      // per address: one client asking about many identifiers (enumeration) is throttled
      await count(`identify-ip|${caller.ip}`, perAddress);
      // per IP and identifier: a stranger asking about someone's e-mail cannot lock that person out
      await count(`identify|${caller.ip}|${who}`);
      // per identifier from any address: a bot check and a growing delay past the threshold
      await guarded(`identify|${who}`, caller.ip, verified, 'accountApi.tooManyAttempts');
      await guard.recordFailure(`identify|${who}`, caller.ip);
      const customer = await findAccount(input.identifier);
      if (!customer) return { next: 'unknown', email: null, automaticSecurePasswordGeneration: false };
      const email = verified ? (input.identifier.kind === 'email' ? input.typed.trim() : maskEmail(customer.email)) : null;
      if (customer.passwordHash) return { next: 'login', email, automaticSecurePasswordGeneration: false };
      const session = await caller.session.ensure();
      const pending = await repos.accessCodes.pending(session.id);
      // Asking again inside the cooldown for the same account keeps the code already sent.
      // (a code that died of wrong tries or age is replaced at once)
      const alive = pending && pending.attempts < ACCESS_CODE_MAX_ATTEMPTS && pending.expiresAt.getTime() > now().getTime();
      const fresh = alive && pending.customerId === customer.id && cooldownLeft(pending.sentAt) > 0;
      if (!fresh) {
        await countSend(customer.id, caller.ip, verified);
        await sendCode(session.id, customer);
      }
      return { next: 'code-sent', email, automaticSecurePasswordGeneration: true };
    },

    /** Resends this session's pending code (the e-mail sent by the page is display-only). */
    async resendCode(caller: Caller): Promise<AccessCodeSentAnswer> {
      const session = await caller.session.load();
      const pending = session ? await repos.accessCodes.pending(session.id) : undefined;
      if (!session || !pending) throw fail(400, 'accountApi.noPendingCode', 'NO_PENDING_CODE');
      refuseDuringCooldown(pending.sentAt);
      await countSend(pending.customerId, caller.ip, undefined);
      const customer = await repos.customers.findCredentialsById(pending.customerId);
      if (!customer || customer.passwordHash) throw fail(400, 'accountApi.noPendingCode', 'NO_PENDING_CODE');
      await sendCode(session.id, customer);
      return { retryAfter: ACCESS_CODE_COOLDOWN_S };
    },

    /** A right code signs the session's caller in as its customer (new session id, no password yet). */
    async checkCode(input: { code: string; token: string }, caller: Caller): Promise<{ valid: true }> {
      const verified = await optionalBotCheck(input.token, 'FirstAccess', caller.ip);
      const addressKey = `code-ip|${caller.ip}`;
      await refuseIfBlocked(addressKey, perAddress);
      const session = await caller.session.load();
      const pending = session ? await repos.accessCodes.pending(session.id) : undefined;
      if (!session || !pending) throw invalidCode();
      // wrong codes per customer from any session: a delay and a bot check past the threshold, no lockout
      // (each code dies after 5 wrong tries anyway: a fresh one is asked for)
      const key = `code|${pending.customerId}`;
      await guarded(key, caller.ip, verified, 'accountApi.codeSlowDown');
      const spent = await spendCode(pending, session.id, input.code, 'sign-in');
      if (spent === 'wrong') {
        await perAddress.recordFailure(addressKey);
        await guard.recordFailure(key, caller.ip);
      }
      if (spent !== 'used') throw invalidCode();
      await guard.succeeded(key, caller.ip);
      await signIn(caller, pending.customerId);
      return { valid: true };
    },

    /**
     * The cookie check after a valid code: the session's customer is the one of the e-mail given (as typed,
     * or masked as the identification by CPF/CNPJ answered it) and has no password yet.
     */
    async verifyAccessKeyEmail(email: string, caller: Caller): Promise<{ valid: true }> {
      const customer = (await caller.session.load())?.customer;
      if (!customer || customer.hasPassword) throw invalidCode();
      const account = await repos.customers.findCredentialsById(customer.id);
      const given = email.trim().toLowerCase();
      // identified by CPF/CNPJ without a bot-check token, the page knows no e-mail: the CPF/CNPJ typed
      const taxId = isValidCpfOrCnpj(given) ? normalizeCpfCnpj(given) : undefined;
      const matches =
        account &&
        (given === account.email ||
          given === maskEmail(account.email).toLowerCase() ||
          (taxId !== undefined && (await repos.customers.findCredentialsByTaxId(taxId))?.id === account.id));
      if (!matches) throw invalidCode();
      return { valid: true };
    },

    /** Always the same neutral answer; the link goes out only for an account, at most `attempts` times per e-mail. */
    async forgotPassword(input: { email: string; token: string }, caller: Caller): Promise<MessageAnswer> {
      await botCheck(input.token, 'ForgetPassword', caller.ip);
      const started = Date.now();
      const email = input.email.trim().toLowerCase();
      const key = `forgot|${email}`;
      const blocked = await limiter.isBlocked(key);
      await limiter.recordFailure(key);
      // The same work whether or not there is an account: a token is made and hashed either way.
      const token = randomBytes(32).toString('base64url');
      const tokenHash = sha256(token);
      const customer = blocked ? undefined : await repos.customers.findCredentialsByEmail(email);
      if (customer) {
        await repos.resetTokens.add({ tokenHash, customerId: customer.id, expiresAt: new Date(now().getTime() + RESET_TOKEN_TTL_MS) });
        const store = await storeName();
        const link = `${options.publicUrl.replace(/\/+$/, '')}/customer/changepassword/ChangePasswordToken/${token}`;
        await options.mailer.send(
          composeMail(
            customer.email,
            text('accountApi.mail.resetSubject', { store }),
            [
              text('accountApi.mail.greeting', { name: customer.name }),
              text('accountApi.mail.resetBody'),
              text('accountApi.mail.ignore'),
              text('accountApi.mail.signature', { store }),
            ],
            link,
          ),
        );
      }
      const floor = options.forgotFloorMs ?? 250;
      const elapsed = Date.now() - started;
      if (elapsed < floor) await sleep(floor - elapsed);
      return { message: text('accountApi.forgotPasswordSent') };
    },

    async validateResetToken(token: string): Promise<ResetTokenAnswer> {
      const found = await repos.resetTokens.findLive(sha256(token), now());
      if (!found) throw fail(400, 'accountApi.invalidResetToken', 'INVALID_TOKEN');
      return { email: found.email, idCustomer: found.customerId };
    },

    /** With a token: single use, any session of the customer ends. Signed in: the old password, other sessions end. */
    async changePassword(
      input: { password: string; passwordOld?: string; token?: string },
      caller: Caller,
    ): Promise<MessageAnswer> {
      if (input.token) {
        const customerId = await repos.resetTokens.consume(sha256(input.token), now());
        if (customerId === undefined) throw fail(400, 'accountApi.invalidResetToken', 'INVALID_TOKEN');
        await repos.customers.setPasswordHash(customerId, await hashPassword(input.password));
        await repos.sessions.deleteForCustomer(customerId);
        await notifyPasswordChanged(customerId);
        return { message: text('accountApi.passwordChanged') };
      }
      const session = await caller.session.load();
      const customer = session?.customer;
      if (!session || !customer) throw fail(401, 'api.loginRequired', 'LOGIN_REQUIRED');
      const account = await repos.customers.findCredentialsById(customer.id);
      if (!account?.passwordHash) throw fail(400, 'accountApi.noPasswordYet', 'NO_PASSWORD');
      const key = `password|${customer.id}`;
      await refuseIfBlocked(key);
      if (!(await verifyPassword(input.passwordOld ?? '', account.passwordHash))) {
        await limiter.recordFailure(key);
        throw fail(400, 'accountApi.wrongPassword', 'WRONG_PASSWORD');
      }
      await limiter.reset(key);
      await repos.customers.setPasswordHash(customer.id, await hashPassword(input.password));
      const rotated = await caller.session.rotate(customer.id);
      await repos.sessions.deleteForCustomer(customer.id, rotated.id);
      await notifyPasswordChanged(customer.id);
      return { message: text('accountApi.passwordChanged') };
    },


    /** The e-mail of a CPF/CNPJ and its password; one text and one cost for an unknown id and a wrong password. */
    async recoverEmail(input: { cpfCnpj: string; password: string }): Promise<RecoverEmailAnswer> {
      const taxId = normalizeCpfCnpj(input.cpfCnpj);
      const key = `recover|${taxId}`;
      await refuseIfBlocked(key);
      const account = await repos.customers.findCredentialsByTaxId(taxId);
      const ok = account?.passwordHash ? await verifyPassword(input.password, account.passwordHash) : (await burnPasswordCheck(input.password), false);
      if (!account || !ok) {
        await limiter.recordFailure(key);
        throw fail(400, 'accountApi.emailNotFound', 'NOT_FOUND');
      }
      await limiter.reset(key);
      return { email: account.email };
    },

    /**
     * E-mail change, step 0 for an account without a password (access code or social sign-in): a fresh
     * 6-digit code to the CURRENT address, bound to this session like an identification code but hashed
     * under its own purpose, so it is good for changeEmail only (and a sign-in code is not good here).
     */
    async sendEmailChangeCode(caller: Caller): Promise<AccessCodeSentAnswer> {
      const session = await caller.session.load();
      const customer = session?.customer;
      if (!session || !customer) throw fail(401, 'api.loginRequired', 'LOGIN_REQUIRED');
      const account = await repos.customers.findCredentialsById(customer.id);
      if (!account) throw fail(401, 'api.loginRequired', 'LOGIN_REQUIRED');
      if (account.passwordHash) throw fail(400, 'accountApi.emailChangeHasPassword', 'PASSWORD_REQUIRED');
      const pending = await repos.accessCodes.pending(session.id);
      if (pending && pending.customerId === account.id) refuseDuringCooldown(pending.sentAt);
      // the codes e-mailed to one account, whatever they are for (no mailbox flooding)
      await count(`send|${account.id}`);
      await sendCode(session.id, account, 'email-change');
      return { retryAfter: ACCESS_CODE_COOLDOWN_S };
    },

    /**
     * A signed-in customer asks to change the e-mail (issue 22; ASVS 5.0 V6.2/V3: re-authentication, and
     * the new address proven before it is used). The current password (or, without one, the code of
     * sendEmailChangeCode) is checked first, its failures counted per account like changePassword's and
     * checkCode's. Nothing changes yet: a single-use link (24 h) goes to the new address, replacing any
     * pending one, and the current address is told. The answer is the same whether the new address is
     * free or already an account's: then that address gets a notice without a link instead (no one learns
     * from this call whether an address has an account).
     */
    async changeEmail(input: { email: string; currentPassword?: string; code?: string }, caller: Caller): Promise<MessageAnswer> {
      const session = await caller.session.load();
      const customer = session?.customer;
      if (!session || !customer) throw fail(401, 'api.loginRequired', 'LOGIN_REQUIRED');
      const account = await repos.customers.findCredentialsById(customer.id);
      if (!account) throw fail(401, 'api.loginRequired', 'LOGIN_REQUIRED');
      if (account.passwordHash) {
        const key = `password|${account.id}`;
        await refuseIfBlocked(key);
        if (!input.currentPassword) throw fail(400, 'accountApi.currentPasswordRequired', 'CURRENT_PASSWORD_REQUIRED');
        if (!(await verifyPassword(input.currentPassword, account.passwordHash))) {
          await limiter.recordFailure(key);
          throw fail(400, 'accountApi.wrongPassword', 'WRONG_PASSWORD');
        }
        await limiter.reset(key);
      } else {
        const key = `code|${account.id}`;
        await refuseIfBlocked(key);
        if (!(input.code ?? '').trim()) throw fail(400, 'accountApi.emailChangeCodeRequired', 'CODE_REQUIRED');
        const spent = await spendCode(await repos.accessCodes.pending(session.id), session.id, input.code ?? '', 'email-change', account.id);
        if (spent !== 'used') {
          await limiter.recordFailure(key);
          throw invalidCode();
        }
        await limiter.reset(key);
      }
      const next = input.email.trim().toLowerCase();
      if (next === account.email) throw fail(400, 'accountApi.emailUnchanged', 'EMAIL_UNCHANGED');
      // the requests (and so the e-mails) of one account in a window
      await count(`email-change|${account.id}`);
      const token = randomBytes(32).toString('base64url');
      const requestedAt = now();
      await repos.emailChangeTokens.replace({
        tokenHash: sha256(token),
        customerId: account.id,
        newEmail: next,
        expiresAt: new Date(requestedAt.getTime() + EMAIL_CHANGE_TTL_MS),
        now: requestedAt,
      });
      const store = await storeName();
      const taken = await repos.customers.emailTakenByOther(next, account.id);
      if (taken) {
        await options.mailer.send(
          composeMail(next, text('accountApi.mail.emailTakenSubject', { store }), [
            text('accountApi.mail.greetingPlain'),
            text('accountApi.mail.emailTakenBody'),
            text('accountApi.mail.ignore'),
            text('accountApi.mail.signature', { store }),
          ]),
        );
      } else {
        const link = `${options.publicUrl.replace(/\/+$/, '')}/customer/confirmar-email?token=${token}`;
        await options.mailer.send(
          composeMail(
            next,
            text('accountApi.mail.emailConfirmSubject', { store }),
            [
              text('accountApi.mail.greeting', { name: account.name }),
              text('accountApi.mail.emailConfirmBody'),
              text('accountApi.mail.ignore'),
              text('accountApi.mail.signature', { store }),
            ],
            link,
          ),
        );
      }
      await options.mailer.send(
        composeMail(account.email, text('accountApi.mail.emailChangeRequestedSubject', { store }), [
          text('accountApi.mail.greeting', { name: account.name }),
          text('accountApi.mail.emailChangeRequestedBody', { email: next }),
          text('accountApi.mail.emailChangeNotYou'),
          text('accountApi.mail.signature', { store }),
        ]),
      );
      return { message: text('accountApi.emailChangeRequested') };
    },

    /**
     * The link of the new address: the change takes effect once (the token is spent, even when the address
     * turned out to be taken by now). The caller's session, when it is the customer's, gets a new id; every
     * other session of the customer ends (the link opener is not signed in by it). Both addresses are told.
     */
    async confirmEmailChange(token: string, caller: Caller): Promise<MessageAnswer> {
      const result = await repos.emailChangeTokens.confirm(sha256(token.trim()), now());
      if (result === 'invalid') throw fail(400, 'accountApi.invalidEmailChangeToken', 'INVALID_TOKEN');
      if (result === 'taken') throw fail(400, 'accountApi.emailChangeNotConfirmed', 'EMAIL_CHANGE_FAILED');
      // a reset link mailed to the old address (a mailbox the customer may be leaving because it was lost) dies
      await repos.resetTokens.revokeForCustomer(result.customerId);
      const current = (await caller.session.load())?.customer;
      if (current?.id === result.customerId) {
        const rotated = await caller.session.rotate(result.customerId);
        await repos.sessions.deleteForCustomer(result.customerId, rotated.id);
      } else {
        await repos.sessions.deleteForCustomer(result.customerId);
      }
      const store = await storeName();
      await options.mailer.send(
        composeMail(result.oldEmail, text('accountApi.mail.emailChangedSubject', { store }), [
          text('accountApi.mail.greeting', { name: result.name }),
          text('accountApi.mail.emailChangedBody', { email: result.newEmail }),
          text('accountApi.mail.signature', { store }),
        ]),
      );
      await options.mailer.send(
        composeMail(result.newEmail, text('accountApi.mail.emailConfirmedSubject', { store }), [
          text('accountApi.mail.greeting', { name: result.name }),
          text('accountApi.mail.emailConfirmedBody'),
          text('accountApi.mail.signature', { store }),
        ]),
      );
      return { message: text('accountApi.emailChanged') };
    },

    socialProviders: (): Promise<SocialProvider[]> => socialProviders(repos, options.social),

    /**
     * Linked → sign in; an account with the verified e-mail → link and sign in; none → register; no e-mail
     * from the provider → not social (`social: false`): the shopper gives the e-mail and identifies as
     * anyone does (nothing linked: the provider vouches for no address). An expired credential is 401
     * SOCIAL_EXPIRED, so the browser may ask the provider for a fresh one.
     */
    async loginSocial(credential: SocialCredential, caller: Caller): Promise<SocialLoginAnswer> {
      const identity = await checkSocialCredential(repos, credential, options.social);
      if (identity === EXPIRED) throw fail(401, 'accountApi.socialExpired', 'SOCIAL_EXPIRED', { provider: credential.appName });
      if (!identity) throw fail(400, 'accountApi.socialFailed', 'SOCIAL_FAILED', { provider: credential.appName });
      let customerId = await repos.socialLogins.findCustomer(identity.provider, identity.subject);
      if (customerId === undefined && identity.email) {
        const account = await repos.customers.findCredentialsByEmail(identity.email);
        if (account) {
          await linkSocialLogin(repos, account.id, identity);
          customerId = account.id;
        }
      }
      if (customerId !== undefined) {
        await signIn(caller, customerId);
        return { next: 'signed-in', social: true, data: await statusOf(customerId), email: identity.email, name: identity.name };
      }
      const visitor = { authenticated: false, hasPassword: false, idCustomer: null, name: null };
      if (!identity.email) return { next: 'email', social: false, data: visitor, email: '', name: identity.name };
      return { next: 'register', social: true, data: visitor, email: identity.email, name: identity.name };
    },
  };
}

export type IdentityService = ReturnType<typeof identityService>;
