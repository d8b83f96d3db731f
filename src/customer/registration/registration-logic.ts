/**
 * The registration wizard's rules as plain functions (no React, no requests): the steps and their
 * headings, which step may be reached, the values prefilled from session storage or from the customer's
 * data, and the finish-registration link check (the payloads: registration-payloads.ts). The schemas of each step are in
 * registration-schemas.ts, loaded with the form's first need (with yup).
 * customer-area §2 (wizard), §4 (registration wizard, bad finish-registration link), §5.
 */
import '../../i18n/catalogue/customer-registration';
import type { AnyObjectSchema } from 'yup';
import type {
  Address,
  CompanySettings,
  Customer,
} from '../../api/operations';
import type { KeptIdentifier, KeptSocialSignup } from '../identifier-storage';
import { CNPJ_PATTERN, CPF_PATTERN, formatCpfCnpj, formatPattern } from '../../format/documents';
import { registrationAddressInitialValues, type AddressFieldsValues } from '../../forms/values/address';
import type { AcceptOptions, AccountValues, Profile } from '../../forms/values/registration';
import { t, type MessageKey } from '../../i18n';
import type { LoginNotice, Route } from '../../routes';

export type { Profile };

/** 'register' (a new account: on /customer for a visitor) or 'finish' (/customer/finishregistration/{email}). */
export type WizardMode = 'register' | 'finish';

/** The wizard's three tabs, in order (customer-area §2). */
export const STEPS = ['personal', 'address', 'account'] as const;
type StepName = (typeof STEPS)[number];
/** 0, 1 or 2. */
export type StepIndex = 0 | 1 | 2;
export const LAST_STEP: StepIndex = 2;

const STEP_LABEL: Record<StepName, MessageKey> = {
  personal: 'registration.stepPersonal',
  // the forms kit's 'Endereço' (the catalogue holds each text once)
  address: 'field.streetAddress',
  account: 'registration.stepAccount',
};

/** The tab's name: 'Informações Pessoais', 'Endereço', 'Crie sua conta'. */
export const stepLabel = (step: StepIndex): string => t(STEP_LABEL[STEPS[step]]);

/** The heading and page title of a step: 'Cadastro — Etapa 2 de 3: Endereço'. */
export function stepHeading(mode: WizardMode, step: StepIndex): string {
  return t('registration.stepHeading', {
    title: t(mode === 'register' ? 'registration.title' : 'registration.finishTitle'),
    step: step + 1,
    count: STEPS.length,
    name: stepLabel(step),
  });
}

/**
 * Whether the wizard may move from `current` to `target`: back always, forward one tab at a time and
 * only when the current tab is valid (customer-area §2).
 */
export function canGoTo(target: number, current: StepIndex, currentValid: boolean): boolean {
  if (!Number.isInteger(target) || target < 0 || target > LAST_STEP) return false;
  if (target <= current) return true;
  return target === current + 1 && currentValid;
}

/** Every field of the wizard, for both profiles (a profile's schema checks only its own). */
export interface WizardValues extends AddressFieldsValues, AccountValues {
  profile: Profile;
  /** Nome completo, or razão social for a company. */
  name: string;
  fantasyName: string;
  /** CPF (física) or CNPJ (jurídica), masked. */
  cpfCnpj: string;
  contact: string;
  /** dd/mm/aaaa (física only). */
  dateBirth: string;
  phone1: string;
  phone2: string;
}

export function emptyValues(profile: Profile): WizardValues {
  return {
    profile,
    name: '',
    fantasyName: '',
    cpfCnpj: '',
    contact: '',
    dateBirth: '',
    phone1: '',
    phone2: '',
    ...registrationAddressInitialValues,
    email: '',
    password: '',
    emailInfoCategory: [],
    termAccepted: false,
    privacyAccepted: false,
  };
}

/** The profiles a store offers: a B2B store registers companies only (customer-area §1, §4). */
export const offeredProfiles = (b2b: boolean): Profile[] => (b2b ? ['juridica'] : ['fisica', 'juridica']);

/** What the company asks to accept on tab 3. */
export interface AcceptSettings extends Required<AcceptOptions> {
  termsText: string;
  /** The active policy's version ('' when none). */
  privacyVersion: string;
}

export function acceptSettings(company: CompanySettings | undefined): AcceptSettings {
  const policy = company?.privacyPolicy;
  const requirePrivacy = Boolean(policy?.statusPolicyPrivacy);
  return {
    requireTerms: Boolean(company?.termToAccept),
    termsText: company?.termToAccept ? (company.termToAcceptText ?? '') : '',
    requirePrivacy,
    privacyVersion: requirePrivacy ? (policy?.policyPrivacyVersion ?? '') : '',
  };
}

/** Whether a typed tax id is a CPF (física) or a CNPJ (jurídica) by its length. */
export function isDocumentOf(profile: Profile, value: string): boolean {
  const length = value.replace(/[^0-9A-Za-z]/g, '').length;
  return profile === 'fisica' ? length === 11 : length === 14;
}

/**
 * The tax id masked for its profile ('52998224725' -> '529.982.247-25'; letters kept for an alphanumeric
 * CNPJ), without imask (it loads when a masked field is first focused).
 */
const maskTaxId = (profile: Profile, value: string): string =>
  profile === 'fisica' ? formatPattern(value, CPF_PATTERN) : /[a-z]/i.test(value) ? formatCpfCnpj(value) : formatPattern(value, CNPJ_PATTERN);

/** The profile a tax id belongs to: 11 characters a CPF, otherwise a CNPJ. */
const profileOfTaxId = (value: string): Profile =>
  value.replace(/[^0-9A-Za-z]/g, '').length === 11 ? 'fisica' : 'juridica';

/**
 * The values a new registration starts with: the identifier typed at identification (an e-mail goes to
 * the e-mail field, a CPF or CNPJ to the tax id, with its profile) and a social sign-up's name and
 * e-mail. A B2B store keeps 'juridica' whatever the identifier (a CPF is not kept there).
 */
export function registerStartValues(kept: KeptIdentifier | null, social: KeptSocialSignup | null, b2b: boolean): WizardValues {
  const values = emptyValues(b2b ? 'juridica' : 'fisica');
  if (kept?.type === 'email') values.email = kept.identifier.trim();
  if (kept?.type === 'cpf_cnpj') {
    const profile = profileOfTaxId(kept.identifier);
    if (!b2b || profile === 'juridica') {
      values.profile = profile;
      values.cpfCnpj = maskTaxId(profile, kept.identifier);
    }
  }
  if (social) {
    values.name = social.nameCustomer;
    if (social.emailCustomer) values.email = social.emailCustomer;
  }
  return values;
}

/** The values of the finish-registration form, from the customer's data and delivery address. */
export function finishStartValues(customer: Customer, address: Address | undefined, b2b: boolean): WizardValues {
  const profile: Profile = b2b || customer.typeCustomer === 1 ? 'juridica' : 'fisica';
  const values = emptyValues(profile);
  return {
    ...values,
    name: customer.name ?? '',
    fantasyName: customer.fantasyName ?? '',
    cpfCnpj: customer.cpf_cnpj ? maskTaxId(profileOfTaxId(customer.cpf_cnpj), customer.cpf_cnpj) : '',
    contact: customer.contact ?? '',
    dateBirth: profile === 'fisica' ? (customer.dateBirth ?? '') : '',
    phone1: customer.phone?.phone1 ?? '',
    phone2: customer.phone?.phone2 ?? '',
    email: customer.email ?? '',
    emailInfoCategory: (customer.emailInfoCategory ?? []).filter((c) => c.checked).map((c) => String(c.idEmailInfoCategory)),
    termAccepted: false,
    ...(address ? addressValues(address) : {}),
  };
}

/** The address fields of a stored address. */
export function addressValues(address: Address): AddressFieldsValues {
  return {
    zipCode: address.zipCode ?? '',
    streetAddress: address.streetAddress ?? '',
    number: address.number ?? '',
    complement: address.complement ?? '',
    neighbourhood: address.neighbourhood ?? '',
    city: address.city ?? '',
    state: address.state ?? '',
  };
}

/** The delivery address of a list (default true), or undefined. */
export const deliveryAddress = (addresses: readonly Address[] | undefined): Address | undefined =>
  addresses?.find((a) => a.default);

/**
 * What is wrong with a finish-registration address (customer-area §4 "Bad finish-registration link"):
 * 1 the path is too short (no e-mail segment), 3 the segment is there but empty; null when the link
 * is usable. (2, the lookup failed, is known only once the customer's data is read.)
 */
export function finishLinkProblem(route: Route | null): LoginNotice | null {
  if (!route || route.page !== 'customer' || route.view !== 'finishregistration') return 1;
  if (route.email === '') return 1;
  if (route.email.trim() === '') return 3;
  return null;
}

/**
 * Where CANCELAR goes: back to the page of this store the shopper came from, or /customer (a referrer
 * from another site, none, or the wizard itself); from /customer, where a visitor's wizard is, the
 * store's home (going to /customer would only start the wizard again).
 */
export function cancelTarget(referrer: string, here: { origin: string; pathname: string }): string {
  try {
    const from = new URL(referrer);
    const wizard = /^\/customer\/(register|finishregistration)(\/|$)/i.test(from.pathname);
    if (from.origin === here.origin && from.pathname !== here.pathname && !wizard) return from.pathname + from.search + from.hash;
  } catch {
    // no referrer
  }
  return /^\/customer\/?$/i.test(here.pathname) ? '/' : '/customer';
}

/** The first tab whose schema refuses the values, or null when all three accept them. */
export async function firstInvalidStep(
  values: WizardValues,
  schemas: readonly AnyObjectSchema[],
  validate: (schema: AnyObjectSchema, values: WizardValues) => Promise<Record<string, unknown>>,
): Promise<{ step: StepIndex; errors: Record<string, unknown> } | null> {
  for (const step of [0, 1, 2] as const) {
    const errors = await validate(schemas[step]!, values);
    if (Object.keys(errors).length) return { step, errors };
  }
  return null;
}

/** Pessoa Física / Pessoa Jurídica for the registration's profile choice. */
export function profileOptions(): Array<{ value: Profile; label: string }> {
  return [
    { value: 'fisica', label: t('field.profileFisica') },
    { value: 'juridica', label: t('field.profileJuridica') },
  ];
}
