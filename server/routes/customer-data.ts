/**
 * Registration, finish-registration, personal data, newsletter categories, addresses, CEP lookup, privacy
 * acceptance and the digital-orders flag (customer-area §3–§9).
 *
 * Inputs: declared schemas over the payload's own names, built from the widgets' schemas (src/forms/schemas:
 * registration tabs, address book), so the server answers the very text the form shows beside the field,
 * prefixed with the field's label ('CPF: Informe um CPF Válido'); the fields in the wizard's order, the
 * first failing one answers. A wrong type is 'Dados da requisição inválidos.' (never coerced, but an
 * integer house number or typeCustomer); null is an empty field. Free texts the schemas leave open (fantasy
 * name, address lines, labels, recipient) refuse markup and control characters. What needs the company's
 * settings (terms, privacy version, B2B) is the service's.
 */
import { array, boolean, number, object, string, type AnyObjectSchema, type StringSchema } from 'yup';
import type { Address, LoginStatusAnswer } from '../../src/api/operations';
import {
  ADDRESS_LIMITS,
  accountSchema,
  addressSchema,
  message,
  personalFisicaSchema,
  personalJuridicaSchema,
  registrationAddressSchema,
} from '../../src/forms/schemas';
import { isValidCep } from '../../src/validation';
import type { PostcodeLookup } from '../adapters/postcodes';
import { offlineCredentialFromElsewhere } from '../lib/loopback';
import { fail, text, type MessageKey } from '../lib/messages';
import type { AddressesService } from '../services/addresses';
import type { CartService } from '../services/cart';
import type { CustomerDataService } from '../services/customer-data';
import type { AddressBookInput, PersonalInput, RegisterInput, RegistrationInput } from '../services/customer-records';
import { idField, integerText, jsonSchema, paramsSchema, type JsonSchema } from './input';
import type { OperationRegistry, SessionCustomer } from './registry';

export interface CustomerDataRoutesServices {
  customerData: CustomerDataService;
  addresses: AddressesService;
  /** Adopts the visitor's cart at sign-in (as login does). */
  cart: Pick<CartService, 'adoptSessionCart'>;
  /** CEP lookup (adapters/postcodes.ts: the offline table unless POSTCODE_PROVIDER names viacep or brasilapi). */
  postcodes: PostcodeLookup;
  /**
   * Least time of a registration or finish-registration answer, success or refusal, in ms (default 500):
   * a refused duplicate must not answer sooner than a new account, whose inserts and sign-in take longer.
   */
  registerFloorMs?: number;
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
// The declared inputs.

/** Markup, control and invisible format characters have no place in a name, a label or an address line. */
const UNSAFE_TEXT = /[<>\p{Cc}\p{Cf}]/u;

/** A free text the form leaves open: after its own rules, no markup or control characters, at most `max`. */
const freeText = <S extends StringSchema<string | undefined>>(field: S, max: number) =>
  field
    .test('free-text', message('customerApi.textInvalid'), (v) => !v || !UNSAFE_TEXT.test(v))
    .test('free-text-max', message('validation.tooLong'), (v) => !v || v.trim().length <= max);

/** A text field of a widget's schema (their shapes are typed loosely). */
const textField = (field: unknown) => field as StringSchema<string | undefined>;

const ADDRESS_LABELS = {
  zipCode: 'field.postcode',
  streetAddress: 'field.streetAddress',
  number: 'field.number',
  complement: 'field.complement',
  neighbourhood: 'field.neighbourhood',
  city: 'field.city',
  state: 'field.state',
} as const satisfies Record<string, MessageKey>;

/** The address fields of both forms, the lines free texts, the number also an integer. */
const addressFields = {
  streetAddress: freeText(textField(registrationAddressSchema.fields.streetAddress), ADDRESS_LIMITS.streetAddress),
  number: integerText(textField(registrationAddressSchema.fields.number)),
  complement: freeText(textField(registrationAddressSchema.fields.complement), ADDRESS_LIMITS.complement),
  neighbourhood: freeText(textField(registrationAddressSchema.fields.neighbourhood), ADDRESS_LIMITS.neighbourhood),
  city: freeText(textField(registrationAddressSchema.fields.city), ADDRESS_LIMITS.city),
};

/** The form's 'Label: text' for a field whose other refusals are the generic text (so it has no label entry). */
const labelled = (label: MessageKey, key: MessageKey) => () => `${text(label)}: ${text(key)}`;

/** typeCustomer 0/1 (or '0'/'1': the spec compares it as text in places): which tab 1 applies. */
const typeCustomer = integerText(string().nullable().required(labelled('field.profile', 'validation.required')).oneOf(['0', '1']));
const isCompany = (value: unknown) => value !== null && typeof value === 'object' && String((value as { typeCustomer?: unknown }).typeCustomer) === '1';

/** Tab 1 over CustomerPersonalInput's names, in the wizard's order, for each kind of account. */
const fisica = personalFisicaSchema.fields;
const juridica = personalJuridicaSchema.fields;
const phoneOf = (fields: typeof fisica | typeof juridica) => object({ phone1: fields.phone1, phone2: fields.phone2 });
const personalFields = {
  fisica: { typeCustomer, name: fisica.name, cpf_cnpj: fisica.cpfCnpj, dateBirth: fisica.dateBirth, phone: phoneOf(fisica) },
  juridica: {
    typeCustomer,
    name: juridica.name,
    fantasyName: freeText(textField(juridica.fantasyName), 100),
    cpf_cnpj: juridica.cpfCnpj,
    contact: juridica.contact,
    phone: phoneOf(juridica),
  },
};
const personalLabels = (company: boolean): Record<string, MessageKey> => ({
  name: company ? 'field.companyName' : 'field.name',
  fantasyName: 'field.fantasyName',
  cpf_cnpj: company ? 'field.cnpj' : 'field.cpf',
  contact: 'field.contact',
  dateBirth: 'field.birthDate',
  'phone.phone1': 'field.phone',
  'phone.phone2': 'field.phone2',
});

/** Newsletter category ids: at most 100 positive integers (or their digits). */
const categoryIds = array(idField('api.invalidInput').required()).max(100).default([]);

/** How the customer payloads are read: null is an empty field; a text over 500 characters is refused outright. */
const PAYLOAD = { nullAsAbsent: true, maxText: 500 } as const;

/** The registration's own labels: its address is nested ('address.zipCode'). */
const REGISTRATION_LABELS: Record<string, MessageKey> = {
  ...Object.fromEntries(Object.entries(ADDRESS_LABELS).map(([field, label]) => [`address.${field}`, label])),
  email: 'field.email',
  password: 'field.password',
};

/** One schema per kind of account, chosen by typeCustomer (a missing or bad one answers from tab 1). */
function byProfile<T>(make: (kind: 'fisica' | 'juridica') => AnyObjectSchema, labels: Record<string, MessageKey> = {}): JsonSchema<T> {
  const parsers = {
    fisica: jsonSchema(make('fisica'), { labels: { ...personalLabels(false), ...labels }, ...PAYLOAD }),
    juridica: jsonSchema(make('juridica'), { labels: { ...personalLabels(true), ...labels }, ...PAYLOAD }),
  };
  return { parse: async (value) => (await parsers[isCompany(value) ? 'juridica' : 'fisica'].parse(value)) as T };
}

/**
 * RegisterInput (withEmail) or FinishRegistrationInput: the three tabs with the wizard's schemas; terms and
 * privacy are read as sent (the service knows whether the company asks for them).
 */
const account = accountSchema();
const registrationInput = <T>(withEmail: boolean) =>
  byProfile<T>((kind) =>
    object({
      ...personalFields[kind],
      address: registrationAddressSchema.shape(addressFields),
      ...(withEmail ? { email: account.fields.email } : {}),
      password: account.fields.password,
      emailInfoCategory: categoryIds,
      termAccepted: boolean().default(false),
      policyPrivacyVersion: string().max(20).default(''),
      tokenRecaptcha: string().max(5000).default(''),
      ...(withEmail && {
        social: object({
          appName: string().required().oneOf(['Google', 'Facebook'] as const),
          appId: string().max(200).default(''),
          credential: string().max(5000).default(''),
          nameCustomer: string().max(500).default(''),
          emailCustomer: string().max(500).default(''),
        }).default(undefined),
      }),
    }),
    REGISTRATION_LABELS,
  );
const registerInput = registrationInput<RegisterInput>(true);
const finishRegistrationInput = registrationInput<RegistrationInput>(false);

/** UpdateCustomerInput: tab 1 of the wizard (e-mail not accepted here) and the newsletter categories. */
const updateCustomerInput = byProfile<PersonalInput & { emailInfoCategory: number[] }>((kind) =>
  object({ ...personalFields[kind], emailInfoCategory: categoryIds }),
);

/** SaveAddressInput, checked with the address book's schema; no id (or 0) adds one. */
const saveAddressInput = jsonSchema(
  addressSchema.shape({
    ...addressFields,
    identification: freeText(textField(addressSchema.fields.identification), 50),
    addressType: integerText(string().nullable().required(labelled('field.addressType', 'validation.required')).oneOf(['0', '1'])),
    receiver: freeText(textField(addressSchema.fields.receiver), 50),
    referencePoint: freeText(string(), 100),
    // a number (0 or none: a new address)
    idAddress: number().strict().integer().max(999_999_999).test('id', (v) => v === undefined || v >= 0),
  }),
  {
    labels: {
      ...ADDRESS_LABELS,
      identification: 'field.addressIdentification',
      receiver: 'field.receiver',
      phoneContact: 'field.phoneContact',
      referencePoint: 'customerApi.referencePoint',
    },
    ...PAYLOAD,
  },
) as JsonSchema<AddressBookInput>;

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

export function customerDataOperations(registry: OperationRegistry, options: CustomerDataRoutesServices): void {
  const { customerData: service, addresses: book, postcodes } = options;

  // Registration: a new session id for the new customer, and the visitor's cart becomes theirs (as login).
  const floorMs = options.registerFloorMs ?? 500;
  registry.add('register', { json: registerInput, auth: 'public', limit: 'form' }, ({ request, json }) =>
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
    { json: finishRegistrationInput, auth: 'customer', authMessage: 'customerApi.finishLoginRequired', limit: 'account' },
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
    await service.updateCustomer(withPassword(customer).id, json);
    return { message: text('customerApi.updated') };
  });

  registry.add('newsletterCategories', { auth: 'public', limit: 'read' }, () => service.newsletterCategories());

  // Reading is open to a customer signed in by access code too: the finish-registration form starts from
  // the delivery address the guest purchase left (changes need a password).
  registry.add('addresses', { auth: 'customer', limit: 'read' }, ({ customer }): Promise<Address[]> => book.list(customer.id));

  registry.add('saveAddress', { json: saveAddressInput, auth: 'customer', limit: 'account' }, ({ json, customer }) =>
    book.save(withPassword(customer).id, json),
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
