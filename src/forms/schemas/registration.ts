import { array, object, string } from 'yup';
import type { ObjectSchema } from 'yup';
import { registrationAddressInitialValues, registrationAddressSchema } from './address';
import type { AddressFieldsValues } from './address';
import {
  acceptField,
  birthDateField,
  cnpjField,
  cpfField,
  customerPhoneField,
  emailField,
  fullNameField,
  message,
  newPasswordField,
  optionalPhoneField,
  requiredText,
  textMin3,
} from './fields';

/** 'fisica' (individual) or 'juridica' (company); B2B stores offer only 'juridica'. */
export type Profile = 'fisica' | 'juridica';

const profileField = () =>
  requiredText().oneOf(['fisica', 'juridica'] as const, message('validation.required'));

/** Tab 1 'Informações Pessoais' of an individual. */
export interface PersonalFisicaValues {
  profile: Profile;
  name: string;
  /** CPF, masked 000.000.000-00. */
  cpfCnpj: string;
  /** dd/mm/aaaa. */
  dateBirth: string;
  phone1: string;
  phone2: string;
}

/** Tab 1 'Informações Pessoais' of a company. */
export interface PersonalJuridicaValues {
  profile: Profile;
  /** Razão social: the same rules as a person's name. */
  name: string;
  fantasyName: string;
  /** CNPJ, masked 00.000.000/0000-00. */
  cpfCnpj: string;
  /** The responsible person. */
  contact: string;
  phone1: string;
  phone2: string;
}

/** Tab 3 'Crie sua conta'. */
export interface AccountValues {
  email: string;
  password: string;
  /** idEmailInfoCategory of the chosen newsletter categories, as text (optional). */
  emailInfoCategory: string[];
  termAccepted: boolean;
  privacyAccepted: boolean;
}

/** Whether the company makes the shopper tick the terms and the privacy policy. */
export interface AcceptOptions {
  /** The company has terms to accept (termToAccept). */
  requireTerms?: boolean;
  /** The privacy policy is active (statusPolicyPrivacy). */
  requirePrivacy?: boolean;
}

export const personalFisicaSchema: ObjectSchema<PersonalFisicaValues> = object({
  profile: profileField(),
  name: fullNameField(),
  cpfCnpj: cpfField(),
  dateBirth: birthDateField(),
  phone1: customerPhoneField(),
  phone2: optionalPhoneField(),
});

export const personalJuridicaSchema: ObjectSchema<PersonalJuridicaValues> = object({
  profile: profileField(),
  name: fullNameField(),
  fantasyName: textMin3('validation.required', 'validation.minLength3'),
  cpfCnpj: cnpjField(),
  contact: fullNameField('validation.required'),
  phone1: customerPhoneField(),
  phone2: optionalPhoneField(),
});

/**
 * Tab 3: e-mail, password (at least 8 characters and not a common one: the spec's minimum of 3 is overridden,
 * issue 22 and widgets/customer-register/README.md), optional newsletter categories, terms and privacy. */
export function accountSchema({ requireTerms = false, requirePrivacy = false }: AcceptOptions = {}): ObjectSchema<AccountValues> {
  return object({
    email: emailField('customer.emailInvalid', 'customer.emailInvalid'),
    password: newPasswordField('password.registerInvalid'),
    emailInfoCategory: array(string().defined()).default([]),
    termAccepted: acceptField(requireTerms, 'customer.termsRequired'),
    privacyAccepted: acceptField(requirePrivacy, 'customer.privacyRequired'),
  });
}

const accountInitialValues: AccountValues = {
  email: '',
  password: '',
  emailInfoCategory: [],
  termAccepted: false,
  privacyAccepted: false,
};

export type RegistrationFisicaValues = PersonalFisicaValues & AddressFieldsValues & AccountValues;
export type RegistrationJuridicaValues = PersonalJuridicaValues & AddressFieldsValues & AccountValues;

/**
 * The three tabs of the registration wizard, in order, for one profile. The wizard moves forward
 * only when the current tab's schema is valid (customer-area §2).
 */
export function registrationPages(profile: 'fisica', options?: AcceptOptions): [
  ObjectSchema<PersonalFisicaValues>,
  ObjectSchema<AddressFieldsValues>,
  ObjectSchema<AccountValues>,
];
export function registrationPages(profile: 'juridica', options?: AcceptOptions): [
  ObjectSchema<PersonalJuridicaValues>,
  ObjectSchema<AddressFieldsValues>,
  ObjectSchema<AccountValues>,
];
export function registrationPages(profile: Profile, options: AcceptOptions = {}) {
  const personal = profile === 'fisica' ? personalFisicaSchema : personalJuridicaSchema;
  return [personal, registrationAddressSchema, accountSchema(options)];
}

/** The whole registration of an individual (the three tabs together), for the final check. */
export function registrationFisicaSchema(options: AcceptOptions = {}): ObjectSchema<RegistrationFisicaValues> {
  return personalFisicaSchema.concat(registrationAddressSchema).concat(accountSchema(options));
}

/** The whole registration of a company (the three tabs together), for the final check. */
export function registrationJuridicaSchema(options: AcceptOptions = {}): ObjectSchema<RegistrationJuridicaValues> {
  return personalJuridicaSchema.concat(registrationAddressSchema).concat(accountSchema(options));
}

export const registrationFisicaInitialValues: RegistrationFisicaValues = {
  profile: 'fisica',
  name: '',
  cpfCnpj: '',
  dateBirth: '',
  phone1: '',
  phone2: '',
  ...registrationAddressInitialValues,
  ...accountInitialValues,
};

export const registrationJuridicaInitialValues: RegistrationJuridicaValues = {
  profile: 'juridica',
  name: '',
  fantasyName: '',
  cpfCnpj: '',
  contact: '',
  phone1: '',
  phone2: '',
  ...registrationAddressInitialValues,
  ...accountInitialValues,
};
