/**
 * Registration, finish-registration, personal data, newsletter categories and privacy acceptance
 * (customer-area §3–§9). Inputs arrive checked by routes/customer-data.ts (customer-records.ts maps them to
 * their stored form); the rules that need the database or the company settings live here:
 * - the terms and the privacy policy must be accepted when the company asks for them (the current version);
 * - a duplicate e-mail or CPF/CNPJ is refused with one neutral text, after the same work as a success
 *   (the password is hashed either way), so the answer says nothing about which accounts exist;
 * - a B2B store registers companies only;
 * - finish-registration is for a customer signed in by access code who has no password yet.
 */
import type {
  Customer,
  LoginStatusAnswer,
  NewsletterCategory,
  SocialCredential,
} from '../../src/api/operations';
import type { RecaptchaVerifier } from '../adapters/recaptcha';
import type { SocialIdentity } from '../adapters/social';
import { AttemptLimiter } from '../lib/attempt-limiter';
import type { CounterStore } from '../lib/counters';
import { tooManyWait } from '../lib/limits';
import { fail } from '../lib/messages';
import { hashPassword } from '../lib/password';
import type { Repositories } from '../repositories';
import type { PersonalRecord, RegistrationAddressRecord } from '../repositories/customers/customer-data';
import { addressRecord, personalRecord, type PersonalInput, type RegisterInput, type RegistrationInput } from './customer-records';
import { formatCpfCnpj } from '../../src/format/documents';
import { formatIsoDate, formatPhoneDigits } from './customer-data-format';

/**
 * Social sign-up: verifies the provider's credential and links the identity to the new account. The
 * server-identity code provides both (services/identity-social.ts: verifySocialCredential, linkSocialLogin);
 * app.ts wires them in. Without it, a registration that carries a social credential is refused.
 */
export interface SocialLinker {
  verify(credential: SocialCredential): Promise<SocialIdentity | null>;
  link(customerId: number, identity: SocialIdentity): Promise<void>;
}

/** Until the social verifier is wired: no credential is confirmed. */
const noSocialLinker: SocialLinker = {
  async verify() {
    return null;
  },
  async link() {},
};

export interface CustomerDataDependencies {
  recaptcha: RecaptchaVerifier;
  social?: SocialLinker;
  clock?: () => Date;
  /** Registrations refused per e-mail and per CPF/CNPJ in the window before 429 (default 10 in 15 minutes). */
  registerAttempts?: { maxFailures: number; windowMs: number };
  /** Where the refusals are counted (the database when several processes share one PostgreSQL). */
  counters?: CounterStore;
}

/** A registration in its stored form. */
interface RegistrationData {
  personal: PersonalRecord;
  address: RegistrationAddressRecord;
  password: string;
  termAccepted: boolean;
  policyPrivacyVersion: string;
  categoryIds: number[];
  tokenRecaptcha: string;
}

interface RegisterData extends RegistrationData {
  email: string;
  social?: SocialCredential;
}

const PRIVACY_RESOLUTION = 'LGPD';

function registrationData(input: RegistrationInput): RegistrationData {
  return {
    personal: personalRecord(input),
    address: addressRecord(input.address),
    // As typed: login compares the password as typed, so it is hashed as typed.
    password: input.password,
    termAccepted: input.termAccepted,
    policyPrivacyVersion: input.policyPrivacyVersion,
    categoryIds: input.emailInfoCategory,
    tokenRecaptcha: input.tokenRecaptcha,
  };
}

const statusOf = (id: number, name: string): LoginStatusAnswer => ({
  data: { authenticated: true, hasPassword: true, idCustomer: id, name },
});

export function customerDataService(repos: Repositories, deps: CustomerDataDependencies) {
  const social = deps.social ?? noSocialLinker;
  const now = deps.clock ?? (() => new Date());
  const refusals = new AttemptLimiter(deps.registerAttempts ?? { maxFailures: 10, windowMs: 15 * 60_000 }, deps.counters, 'register');

  async function checkBot(token: string, ip: string): Promise<void> {
    if (!token || !(await deps.recaptcha.verify(token, 'Register', ip))) throw fail(400, 'customerApi.recaptcha', 'RECAPTCHA');
  }

  /** B2B stores register companies only (customer-area §1, §6). */
  async function checkStoreKind(personType: 'F' | 'J'): Promise<void> {
    const company = await repos.company.get();
    if (company.statusB2B && personType !== 'J') throw fail(400, 'customerApi.b2bCompaniesOnly', 'B2B_ONLY');
  }

  /**
   * The wizard's last checks (tab 3, after every field): the terms when the company asks for them, and the
   * store's current policy version when it has an active one; the widget words both the same.
   */
  async function checkAccepted(input: RegistrationInput): Promise<void> {
    const { termToAccept, privacyPolicy } = await repos.company.get();
    if (termToAccept && !input.termAccepted) throw fail(400, 'customer.termsRequired', 'INVALID_INPUT');
    const version = input.policyPrivacyVersion;
    if (privacyPolicy.statusPolicyPrivacy && (version === '' || version !== privacyPolicy.policyPrivacyVersion)) {
      throw fail(400, 'customer.privacyRequired', 'INVALID_INPUT');
    }
  }

  /** The policy version ticked counts only when it is the store's current one (else it is not recorded). */
  async function acceptedVersion(version: string): Promise<string> {
    const { privacyPolicy } = await repos.company.get();
    return version && version === privacyPolicy.policyPrivacyVersion ? version : '';
  }

  const refuseKeys = (email: string | null, cpfCnpj: string) => [...(email ? [`e|${email}`] : []), `d|${cpfCnpj}`];

  async function checkRefusals(keys: string[]): Promise<void> {
    const waits = await Promise.all(keys.map((key) => refusals.retryInMs(key)));
    const wait = Math.max(0, ...waits);
    if (wait > 0) throw tooManyWait('limits.tooManyRequests', wait);
  }

  async function refuse(keys: string[], key: 'customerApi.registerRefused' | 'customerApi.updateRefused' = 'customerApi.registerRefused'): Promise<never> {
    for (const k of keys) await refusals.recordFailure(k);
    throw fail(400, key, 'REGISTRATION_REFUSED');
  }

  return {
    /**
     * A new customer (física or jurídica) with the address, the categories and the policy acceptance.
     * Answers the new customer's id and name; the route signs them in.
     */
    async register(checked: RegisterInput, ip: string): Promise<{ id: number; name: string }> {
      await checkAccepted(checked);
      const input: RegisterData = {
        ...registrationData(checked),
        email: checked.email.trim().toLowerCase(),
        ...(checked.social ? { social: checked.social } : {}),
      };
      await checkStoreKind(input.personal.personType);
      await checkBot(input.tokenRecaptcha, ip);
      const keys = refuseKeys(input.email, input.personal.cpfCnpj);
      await checkRefusals(keys);
      const identity = input.social ? await social.verify(input.social) : null;
      if (input.social && !identity) throw fail(400, 'customerApi.socialInvalid', 'SOCIAL_INVALID');
      // Hashed before the duplicate check: a taken e-mail costs the same time as a new one.
      const passwordHash = await hashPassword(input.password);
      const taken = await repos.customerData.isTaken({ email: input.email, cpfCnpj: input.personal.cpfCnpj });
      if (taken) await refuse(keys);
      const created = await repos.customerData.create(
        {
          email: input.email,
          ...input.personal,
          address: input.address,
          passwordHash,
          termAccepted: input.termAccepted,
          policyPrivacyVersion: await acceptedVersion(input.policyPrivacyVersion),
          categoryIds: input.categoryIds,
        },
        now(),
      );
      if (!created) return refuse(keys);
      if (identity) await social.link(created.id, identity);
      return created;
    },

    /** Finish-registration of the signed-in customer without a password. */
    async finishRegistration(customer: { id: number; hasPassword: boolean }, checked: RegistrationInput, ip: string): Promise<LoginStatusAnswer> {
      await checkAccepted(checked);
      const input = registrationData(checked);
      if (customer.hasPassword) throw fail(403, 'customerApi.finishNotAllowed', 'HAS_PASSWORD');
      await checkStoreKind(input.personal.personType);
      await checkBot(input.tokenRecaptcha, ip);
      const keys = refuseKeys(null, input.personal.cpfCnpj);
      await checkRefusals(keys);
      const passwordHash = await hashPassword(input.password);
      if (await repos.customerData.isTaken({ cpfCnpj: input.personal.cpfCnpj }, customer.id)) await refuse(keys);
      const done = await repos.customerData.finish(
        customer.id,
        {
          ...input.personal,
          address: input.address,
          passwordHash,
          termAccepted: input.termAccepted,
          policyPrivacyVersion: await acceptedVersion(input.policyPrivacyVersion),
          categoryIds: input.categoryIds,
        },
        now(),
      );
      if (!done) throw fail(403, 'customerApi.finishNotAllowed', 'HAS_PASSWORD');
      return statusOf(customer.id, input.personal.name);
    },

    /** The e-mail of a customer (finish-registration validates the account tab with it). */
    async emailOf(customerId: number): Promise<string> {
      return (await repos.customerData.findById(customerId))?.email ?? '';
    },

    /** The signed-in customer's data, as the personal-data and finish-registration forms read it. */
    async customerData(customerId: number): Promise<Customer> {
      const row = await repos.customerData.findById(customerId);
      if (!row) throw fail(401, 'api.loginRequired', 'LOGIN_REQUIRED');
      const [categories, chosen] = await Promise.all([repos.newsletterCategories.list(), repos.customerData.categoryIds(customerId)]);
      const picked = new Set(chosen);
      const company = row.personType === 'J';
      return {
        idCustomer: row.id,
        email: row.email,
        name: row.name,
        cpf_cnpj: formatCpfCnpj(row.cpfCnpj ?? ''),
        dateBirth: company ? '' : formatIsoDate(row.dateBirth),
        phone: { phone1: formatPhoneDigits(row.phone ?? ''), phone2: formatPhoneDigits(row.phone2 ?? '') },
        typeCustomer: company ? 1 : 0,
        fantasyName: row.fantasyName ?? '',
        contact: row.contact ?? '',
        termAccepted: row.termAccepted,
        policyPrivacyData: { resolution: PRIVACY_RESOLUTION, version: row.policyPrivacyVersion },
        emailInfoCategory: categories.map((c) => ({ idEmailInfoCategory: c.id, name: c.name, checked: picked.has(c.id) })),
        hasPassword: row.passwordHash !== null,
        authenticated: true,
      };
    },

    /**
     * The personal-data page: the e-mail is not changed here and the kind of account (física/jurídica) is
     * kept; a CPF/CNPJ of another account is refused with a neutral text.
     */
    async updateCustomer(customerId: number, input: PersonalInput & { emailInfoCategory: number[] }): Promise<void> {
      const personal = personalRecord(input);
      const categoryIds = input.emailInfoCategory;
      const row = await repos.customerData.findById(customerId);
      if (!row) throw fail(401, 'api.loginRequired', 'LOGIN_REQUIRED');
      if (row.personType !== personal.personType) throw fail(400, 'customerApi.typeLocked', 'TYPE_LOCKED');
      const keys = refuseKeys(null, personal.cpfCnpj);
      await checkRefusals(keys);
      if (personal.cpfCnpj !== row.cpfCnpj && (await repos.customerData.isTaken({ cpfCnpj: personal.cpfCnpj }, customerId))) {
        await refuse(keys, 'customerApi.updateRefused');
      }
      const { personType: _kept, ...fields } = personal;
      await repos.customerData.updatePersonal(customerId, { ...fields, categoryIds });
    },

    async newsletterCategories(): Promise<NewsletterCategory[]> {
      return (await repos.newsletterCategories.list()).map((c) => ({ idEmailInfoCategory: c.id, name: c.name, checked: false }));
    },

    /**
     * Whether the customer accepted the store's current policy version. A store without an active policy
     * has nothing to accept: true.
     */
    async policyAccepted(customerId: number): Promise<boolean> {
      const [{ privacyPolicy }, row] = await Promise.all([repos.company.get(), repos.customerData.findById(customerId)]);
      if (!privacyPolicy.statusPolicyPrivacy) return true;
      return row?.policyPrivacyVersion === privacyPolicy.policyPrivacyVersion;
    },

    /** Records the acceptance of the current version, now. */
    async acceptCurrentPolicy(customerId: number): Promise<void> {
      const { privacyPolicy } = await repos.company.get();
      await repos.customerData.acceptPolicy(customerId, privacyPolicy.policyPrivacyVersion, now());
    },

    /** Records the acceptance of `version`, which must be the current one (400 otherwise). */
    async acceptPolicyVersion(customerId: number, version: string): Promise<void> {
      const { privacyPolicy } = await repos.company.get();
      if (version !== privacyPolicy.policyPrivacyVersion) throw fail(400, 'customerApi.policyVersionInvalid', 'POLICY_VERSION');
      await repos.customerData.acceptPolicy(customerId, version, now());
    },

    /** Whether the customer has an order with a digital product or service (the home's tile). */
    hasDigitalOrders: (customerId: number): Promise<boolean> => repos.orders.hasVirtualItem(customerId),
  };
}

export type CustomerDataService = ReturnType<typeof customerDataService>;
