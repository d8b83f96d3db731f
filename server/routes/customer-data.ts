/**
 * Registration, finish-registration, personal data, newsletter categories, addresses, CEP lookup, privacy
 * acceptance and the digital-orders flag (customer-area §3–§9).
 *
 * Inputs: every payload is first checked for its shape (types, text sizes: a wrong type or a huge text is
 * 'Dados da requisição inválidos.'), then mapped onto the widgets' own yup schemas (src/forms/schemas:
 * registration tabs, address book), so the server answers the very text the form shows beside the field,
 * prefixed with the field's label ('CPF: Informe um CPF Válido'). Free texts the schemas leave open
 * (fantasy name, address lines, labels, recipient) refuse markup and control characters.
 */
import { object, string, type AnyObjectSchema } from 'yup';
import type { Address, LoginStatusAnswer, SocialCredential } from '../../src/api/operations';
import { ADDRESS_LIMITS, addressSchema, accountSchema, personalFisicaSchema, personalJuridicaSchema, registrationAddressSchema } from '../../src/forms/schemas';
import { isValidCep, parseBrDate, phoneDigits } from '../../src/validation';
import { offlineRecaptcha, type RecaptchaVerifier } from '../adapters/recaptcha';
import { postcodesFromEnv, type PostcodeLookup } from '../adapters/postcodes';
import { HttpError } from '../lib/http-error';
import { offlineCredentialFromElsewhere } from '../lib/loopback';
import { fail, invalidInput, text, type MessageKey } from '../lib/messages';
import type { Repositories } from '../repositories';
import type { AddressFields } from '../repositories/customers/addresses';
import type { PersonalRecord, RegistrationAddressRecord } from '../repositories/customers/customer-data';
import { addressesService } from '../services/addresses';
import type { CartService } from '../services/cart';
import { customerDataService, type RegisterData, type RegistrationData, type SocialLinker } from '../services/customer-data';
import { idField, jsonSchema, paramsSchema, type JsonSchema } from './input';
import type { CounterStore } from '../lib/counters';
import type { OperationRegistry, SessionCustomer } from './registry';

export interface CustomerDataOptions {
  recaptcha?: RecaptchaVerifier;
  /** Adopts the visitor's cart at sign-in (as login does). */
  cart: Pick<CartService, 'adoptSessionCart'>;
  /** Social sign-up (verify + link); without it a registration with a social credential is refused. */
  social?: SocialLinker;
  /** CEP lookup; default from POSTCODE_PROVIDER (the offline table unless viacep or brasilapi). */
  postcodes?: PostcodeLookup;
  clock?: () => Date;
  /**
   * Least time of a registration or finish-registration answer, success or refusal, in ms (default 500):
   * a refused duplicate must not answer sooner than a new account, whose inserts and sign-in take longer.
   */
  registerFloorMs?: number;
  /** Where refusals are counted (lib/counters.ts; the database with several processes). */
  counters?: CounterStore;
}

/** Runs `work`, then waits until `ms` have passed since the start, whether it succeeded or threw. */
async function withFloor<T>(ms: number, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    const wait = ms - (performance.now() - started);
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }
}

// ---------------------------------------------------------------------------------------------------------
// Shape checks: types and sizes before any rule (a wrong type is never coerced into a valid value).

type Obj = Record<string, unknown>;

/** Longest text any field may carry before its own rules run (tokens are longer, see below). */
const MAX_TEXT = 500;
const MAX_TOKEN = 5000;

const isObject = (value: unknown): value is Obj => value !== null && typeof value === 'object' && !Array.isArray(value);

function objectOf(value: unknown, optional = false): Obj {
  if (optional && (value === undefined || value === null)) return {};
  if (!isObject(value)) throw invalidInput();
  return value;
}

/** A text field: absent (undefined/null) or a string of at most `max` characters. */
function textOf(obj: Obj, key: string, max = MAX_TEXT): string | undefined {
  const value = obj[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string' || value.length > max) throw invalidInput();
  return value;
}

function boolOf(obj: Obj, key: string): boolean {
  const value = obj[key];
  if (value === undefined || value === null) return false;
  if (typeof value !== 'boolean') throw invalidInput();
  return value;
}

/** typeCustomer 0/1 (or '0'/'1': the spec compares it as text in places) as the form's profile. */
function profileOf(obj: Obj): 'fisica' | 'juridica' | undefined {
  const value = obj.typeCustomer;
  if (value === 0 || value === '0') return 'fisica';
  if (value === 1 || value === '1') return 'juridica';
  if (value === undefined || value === null) return undefined;
  throw invalidInput();
}

/** Newsletter category ids: at most 100 positive integers. */
function idsOf(obj: Obj, key: string): number[] {
  const value = obj[key];
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || value.length > 100) throw invalidInput();
  return value.map((item) => {
    const n = typeof item === 'string' && /^\d{1,9}$/.test(item) ? Number(item) : item;
    if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > 999_999_999) throw invalidInput();
    return n;
  });
}

// ---------------------------------------------------------------------------------------------------------
// The widgets' schemas over the mapped values, and the free-text rule.

const LABELS: Partial<Record<string, MessageKey>> = {
  profile: 'field.profile',
  name: 'field.name',
  fantasyName: 'field.fantasyName',
  cpfCnpj: 'field.cpfCnpj',
  contact: 'field.contact',
  dateBirth: 'field.birthDate',
  phone1: 'field.phone',
  phone2: 'field.phone2',
  zipCode: 'field.postcode',
  streetAddress: 'field.streetAddress',
  number: 'field.number',
  complement: 'field.complement',
  neighbourhood: 'field.neighbourhood',
  city: 'field.city',
  state: 'field.state',
  email: 'field.email',
  password: 'field.password',
  identification: 'field.addressIdentification',
  addressType: 'field.addressType',
  receiver: 'field.receiver',
  phoneContact: 'field.phoneContact',
  referencePoint: 'customerApi.referencePoint',
};

const labelled = (field: string, key: MessageKey) => {
  const label = LABELS[field];
  return new HttpError(400, label ? `${text(label)}: ${text(key)}` : text(key), 'INVALID_INPUT');
};

async function validate<S extends AnyObjectSchema>(schema: S, values: Obj, labels: Partial<Record<string, MessageKey>> = LABELS) {
  return jsonSchema(schema, { labels }).parse(values);
}

/** Markup, control and invisible format characters have no place in a name, a label or an address line. */
const UNSAFE_TEXT = /[<>\p{Cc}\p{Cf}]/u;

/** Free texts after their schema: no markup or control characters, at most `max` characters. */
function checkFreeText(fields: Array<[field: string, value: string | undefined, max: number]>): void {
  for (const [field, value, max] of fields) {
    if (!value) continue;
    if (UNSAFE_TEXT.test(value)) throw labelled(field, 'customerApi.textInvalid');
    if (value.trim().length > max) throw labelled(field, 'validation.tooLong');
  }
}

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim().replace(/\s+/g, ' ') : '');
/** CPF/CNPJ as stored: digits (and the letters of an alphanumeric CNPJ), upper-case. */
const bareDocument = (value: string) => value.replace(/[^0-9A-Za-z]/g, '').toUpperCase();

/** Tab 1 'Informações Pessoais' (both kinds), from CustomerPersonalInput. */
function personalValues(obj: Obj): Obj {
  const phone = objectOf(obj.phone, true);
  return {
    profile: profileOf(obj),
    name: textOf(obj, 'name'),
    cpfCnpj: textOf(obj, 'cpf_cnpj'),
    dateBirth: textOf(obj, 'dateBirth'),
    phone1: textOf(phone, 'phone1'),
    phone2: textOf(phone, 'phone2'),
    fantasyName: textOf(obj, 'fantasyName'),
    contact: textOf(obj, 'contact'),
  };
}

async function personalRecord(values: Obj): Promise<PersonalRecord> {
  const company = values.profile === 'juridica';
  const schema = (company ? personalJuridicaSchema : personalFisicaSchema) as unknown as AnyObjectSchema;
  const checked = (await validate(schema, values, {
    ...LABELS,
    name: company ? 'field.companyName' : 'field.name',
    cpfCnpj: company ? 'field.cnpj' : 'field.cpf',
  })) as Record<string, string | undefined>;
  checkFreeText([['fantasyName', company ? (values.fantasyName as string | undefined) : undefined, 100]]);
  const birth = company ? null : parseBrDate(checked.dateBirth);
  return {
    personType: company ? 'J' : 'F',
    name: trimmed(checked.name),
    cpfCnpj: bareDocument(checked.cpfCnpj ?? ''),
    dateBirth: birth ? `${birth.year}-${String(birth.month).padStart(2, '0')}-${String(birth.day).padStart(2, '0')}` : null,
    phone: phoneDigits(checked.phone1),
    phone2: checked.phone2 ? phoneDigits(checked.phone2) : '',
    fantasyName: company ? trimmed(checked.fantasyName) : null,
    contact: company ? trimmed(checked.contact) : null,
  };
}

/** The shared address fields (registration tab 2 and the address book), from their payload. */
function addressFieldValues(obj: Obj): Obj {
  return {
    zipCode: textOf(obj, 'zipCode'),
    streetAddress: textOf(obj, 'streetAddress'),
    number: typeof obj.number === 'number' && Number.isInteger(obj.number) ? String(obj.number) : textOf(obj, 'number'),
    complement: textOf(obj, 'complement'),
    neighbourhood: textOf(obj, 'neighbourhood'),
    city: textOf(obj, 'city'),
    state: textOf(obj, 'state'),
  };
}

/** After the schema (which words each limit): the free-text rule, then the stored form. */
function addressRecord(values: Obj): RegistrationAddressRecord {
  checkFreeText([
    ['streetAddress', values.streetAddress as string | undefined, ADDRESS_LIMITS.streetAddress],
    ['complement', values.complement as string | undefined, ADDRESS_LIMITS.complement],
    ['neighbourhood', values.neighbourhood as string | undefined, ADDRESS_LIMITS.neighbourhood],
    ['city', values.city as string | undefined, ADDRESS_LIMITS.city],
  ]);
  const number = trimmed(values.number);
  if (number.length > ADDRESS_LIMITS.number) throw labelled('number', 'address.numberTooLong');
  return {
    zipCode: trimmed(values.zipCode).replace(/\D/g, ''),
    streetAddress: trimmed(values.streetAddress),
    number,
    complement: trimmed(values.complement),
    neighbourhood: trimmed(values.neighbourhood),
    city: trimmed(values.city),
    state: trimmed(values.state),
  };
}

function socialOf(obj: Obj): SocialCredential | undefined {
  if (obj.social === undefined || obj.social === null) return undefined;
  const social = objectOf(obj.social);
  const appName = social.appName;
  if (appName !== 'Google' && appName !== 'Facebook') throw invalidInput();
  return {
    appName,
    appId: textOf(social, 'appId', 200) ?? '',
    credential: textOf(social, 'credential', MAX_TOKEN) ?? '',
    nameCustomer: textOf(social, 'nameCustomer') ?? '',
    emailCustomer: textOf(social, 'emailCustomer') ?? '',
  };
}

/**
 * RegisterInput (withEmail) or FinishRegistrationInput: the three tabs checked with the wizard's schemas,
 * terms and privacy required as the company says.
 */
async function registrationOf(value: unknown, repos: Repositories, withEmail: boolean): Promise<RegisterData> {
  const obj = objectOf(value);
  const personal = personalValues(obj);
  const address = addressFieldValues(objectOf(obj.address, true));
  const password = textOf(obj, 'password', 200);
  const policyPrivacyVersion = textOf(obj, 'policyPrivacyVersion', 20) ?? '';
  const termAccepted = boolOf(obj, 'termAccepted');
  const categoryIds = idsOf(obj, 'emailInfoCategory');
  const tokenRecaptcha = textOf(obj, 'tokenRecaptcha', MAX_TOKEN) ?? '';
  const email = withEmail ? textOf(obj, 'email', 254) : undefined;
  const social = withEmail ? socialOf(obj) : undefined;

  const company = await repos.company.get();
  const { privacyPolicy } = company;
  const account = accountSchema({ requireTerms: company.termToAccept, requirePrivacy: privacyPolicy.statusPolicyPrivacy });
  const personalSchema = (personal.profile === 'juridica' ? personalJuridicaSchema : personalFisicaSchema) as unknown as AnyObjectSchema;
  const tabs = personalSchema
    .concat(registrationAddressSchema)
    .concat(withEmail ? account : account.omit(['email']));
  // The wizard's order: tab 1, tab 2, tab 3 (the first failing field answers).
  await validate(tabs, {
    ...personal,
    ...address,
    ...(withEmail ? { email } : {}),
    password,
    emailInfoCategory: categoryIds.map(String),
    termAccepted,
    privacyAccepted: privacyPolicy.statusPolicyPrivacy ? policyPrivacyVersion !== '' && policyPrivacyVersion === privacyPolicy.policyPrivacyVersion : false,
  }, {
    ...LABELS,
    name: personal.profile === 'juridica' ? 'field.companyName' : 'field.name',
    cpfCnpj: personal.profile === 'juridica' ? 'field.cnpj' : 'field.cpf',
  });
  const data: RegistrationData = {
    personal: await personalRecord(personal),
    address: addressRecord(address),
    // As typed: login compares the password as typed, so it is hashed as typed.
    password: password ?? '',
    termAccepted,
    policyPrivacyVersion,
    categoryIds,
    tokenRecaptcha,
  };
  return { ...data, email: (email ?? '').trim().toLowerCase(), ...(social ? { social } : {}) };
}

const registrationInput = (repos: Repositories, withEmail: boolean): JsonSchema<RegisterData> => ({
  parse: (value) => registrationOf(value, repos, withEmail),
});

/** UpdateCustomerInput: tab 1 of the wizard (e-mail not accepted here) and the newsletter categories. */
const updateCustomerInput: JsonSchema<{ personal: PersonalRecord; categoryIds: number[] }> = {
  async parse(value) {
    const obj = objectOf(value);
    const personal = personalValues(obj);
    const categoryIds = idsOf(obj, 'emailInfoCategory');
    return { personal: await personalRecord(personal), categoryIds };
  },
};

/** SaveAddressInput, checked with the address book's schema. */
const saveAddressInput: JsonSchema<{ idAddress: number | undefined; fields: AddressFields }> = {
  async parse(value) {
    const obj = objectOf(value);
    let idAddress: number | undefined;
    if (obj.idAddress !== undefined && obj.idAddress !== null && obj.idAddress !== 0) {
      if (typeof obj.idAddress !== 'number' || !Number.isInteger(obj.idAddress) || obj.idAddress < 1 || obj.idAddress > 999_999_999) throw invalidInput();
      idAddress = obj.idAddress;
    }
    const type = obj.addressType;
    if (type !== undefined && type !== null && type !== 0 && type !== 1 && type !== '0' && type !== '1') throw invalidInput();
    const values = {
      ...addressFieldValues(obj),
      identification: textOf(obj, 'identification'),
      addressType: type === undefined || type === null ? undefined : String(type),
      receiver: textOf(obj, 'receiver'),
      phoneContact: textOf(obj, 'phoneContact'),
      referencePoint: textOf(obj, 'referencePoint'),
    };
    const checked = await validate(addressSchema, values);
    checkFreeText([
      ['identification', values.identification, 50],
      ['receiver', values.receiver, 50],
      ['referencePoint', values.referencePoint, 100],
    ]);
    return {
      idAddress,
      fields: {
        ...addressRecord(values),
        identification: trimmed(checked.identification),
        receiver: trimmed(checked.receiver),
        phoneContact: phoneDigits(checked.phoneContact),
        addressType: checked.addressType === '0' ? 0 : 1,
        referencePoint: trimmed(values.referencePoint),
      },
    };
  },
};

const addressIdInput = jsonSchema(object({ idAddress: idField('api.invalidInput').required() }));
const addressFlagInput = jsonSchema(
  object({
    idAddress: idField('api.invalidInput').required(),
    flag: string().required().oneOf(['default', 'billing'] as const),
  }),
);

/** params cep: the CEP's 8 digits ('CEP Inválido' otherwise). */
const cepInvalid = () => text('validation.cepInvalid');
const postcodeParams = paramsSchema(
  object({
    cep: string()
      .required(cepInvalid)
      .matches(/^\d{8}$/, cepInvalid)
      .test('cep', cepInvalid, (v) => !v || isValidCep(v)),
  }),
);

const policyInput = jsonSchema(object({ type: string().required().oneOf(['verify', 'create'] as const) }));
const acceptPrivacyInput = jsonSchema(object({ version: string().required().max(20) }));

// ---------------------------------------------------------------------------------------------------------

/** Pages for customers with a password (customer-area §6): one signed in by access code only gets a 403. */
function withPassword(customer: SessionCustomer): SessionCustomer {
  if (!customer.hasPassword) throw fail(403, 'customerApi.passwordRequired', 'PASSWORD_REQUIRED');
  return customer;
}

export function customerDataOperations(registry: OperationRegistry, repos: Repositories, options: CustomerDataOptions): void {
  const service = customerDataService(repos, {
    recaptcha: options.recaptcha ?? offlineRecaptcha,
    social: options.social,
    clock: options.clock,
    counters: options.counters,
  });
  const book = addressesService(repos);
  const postcodes = options.postcodes ?? postcodesFromEnv(repos.postcodes);

  // Registration: a new session id for the new customer, and the visitor's cart becomes theirs (as login).
  const floorMs = options.registerFloorMs ?? 500;
  registry.add('register', { json: registrationInput(repos, true), auth: 'public', limit: 'form' }, ({ request, json }) =>
    withFloor(floorMs, async () => {
      if (json.social && offlineCredentialFromElsewhere(request, json.social.appId)) throw fail(400, 'customerApi.socialInvalid', 'SOCIAL_INVALID');
      const created = await service.register(json, request.ip);
      const session = await request.session.rotate(created.id);
      await options.cart.adoptSessionCart(session.id, created.id);
      const answer: LoginStatusAnswer = { data: { authenticated: true, hasPassword: true, idCustomer: created.id, name: created.name } };
      return answer;
    }),
  );

  registry.add(
    'finishRegistration',
    { json: registrationInput(repos, false), auth: 'customer', authMessage: 'customerApi.finishLoginRequired', limit: 'account' },
    ({ request, json, customer }) =>
      withFloor(floorMs, async () => {
        const answer = await service.finishRegistration(customer, json, request.ip);
        // The session now carries a customer with a password: a new id, as at any change of privilege.
        const session = await request.session.rotate(customer.id);
        await options.cart.adoptSessionCart(session.id, customer.id);
        return answer;
      }),
  );

  // Also for a customer without a password: the finish-registration form is filled from it.
  registry.add('customerData', { auth: 'customer', limit: 'read' }, ({ customer }) => service.customerData(customer.id));

  registry.add('updateCustomer', { json: updateCustomerInput, auth: 'customer', limit: 'account' }, async ({ json, customer }) => {
    await service.updateCustomer(withPassword(customer).id, json.personal, json.categoryIds);
    return { message: text('customerApi.updated') };
  });

  registry.add('newsletterCategories', { auth: 'public', limit: 'read' }, () => service.newsletterCategories());

  // Reading is open to a customer signed in by access code too: the finish-registration form starts from
  // the delivery address the guest purchase left (changes need a password).
  registry.add('addresses', { auth: 'customer', limit: 'read' }, ({ customer }): Promise<Address[]> => book.list(customer.id));

  registry.add('saveAddress', { json: saveAddressInput, auth: 'customer', limit: 'account' }, ({ json, customer }) =>
    book.save(withPassword(customer).id, json.idAddress, json.fields),
  );

  registry.add('deleteAddress', { json: addressIdInput, auth: 'customer', limit: 'account' }, ({ json, customer }) =>
    book.delete(withPassword(customer).id, json.idAddress),
  );

  registry.add('setAddressFlag', { json: addressFlagInput, auth: 'customer', limit: 'account' }, ({ json, customer }) =>
    book.setFlag(withPassword(customer).id, json.idAddress, json.flag),
  );

  // Public: the registration form looks CEPs up before there is an account. The 'cart' class (120 a minute
  // per IP) leaves a shopper's lookups alone and keeps a scraper off the online provider.
  registry.add('postcodeAddress', { params: postcodeParams, auth: 'public', limit: 'cart' }, ({ params }) => postcodes.find(params.cep));

  // The menu's gate asks 'verify' on every signed-in page, so it gets the 'cart' class (120 a minute per
  // IP) rather than 'account' (20); 'create' only records the current version for the caller.
  registry.add('policyPrivacy', { json: policyInput, auth: 'customer', limit: 'cart' }, async ({ json, customer }) => {
    if (json.type === 'create') {
      await service.acceptCurrentPolicy(customer.id);
      return { exist: true };
    }
    return { exist: await service.policyAccepted(customer.id) };
  });

  registry.add('acceptPrivacy', { json: acceptPrivacyInput, auth: 'customer', limit: 'account' }, async ({ json, customer }) => {
    await service.acceptPolicyVersion(customer.id, json.version);
    return { ok: true as const };
  });

  registry.add('digitalOrders', { auth: 'customer', limit: 'read' }, async ({ customer }) => ({
    hasDigitalProducts: await service.hasDigitalOrders(customer.id),
  }));
}
