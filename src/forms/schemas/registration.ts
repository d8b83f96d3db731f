import { array, object, string } from 'yup';
import type { ObjectSchema } from 'yup';
import { registrationAddressSchema } from './address';
import type { AddressFieldsValues } from '../values/address';
import {
  acceptField,
  birthDateField,
  cnpjField,
  companyNameField,
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
import type {
  AcceptOptions,
  AccountValues,
  PersonalFisicaValues,
  PersonalJuridicaValues,
  Profile,
  RegistrationFisicaValues,
  RegistrationJuridicaValues,
} from '../values/registration';

export * from '../values/registration';

const profileField = () =>
  requiredText().oneOf(['fisica', 'juridica'] as const, message('validation.required'));

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
  name: companyNameField(),
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

