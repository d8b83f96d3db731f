/**
 * The registration's forms (src/forms/schemas/registration.ts): the value types and initial values, without yup,
 * so a form renders without them (its schema loads with the form's first need).
 */
import { registrationAddressInitialValues } from './address';
import type { AddressFieldsValues } from './address';

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

/** 'fisica' (individual) or 'juridica' (company); B2B stores offer only 'juridica'. */
export type Profile = 'fisica' | 'juridica';

export type RegistrationFisicaValues = PersonalFisicaValues & AddressFieldsValues & AccountValues;

export type RegistrationJuridicaValues = PersonalJuridicaValues & AddressFieldsValues & AccountValues;

const accountInitialValues: AccountValues = {
  email: '',
  password: '',
  emailInfoCategory: [],
  termAccepted: false,
  privacyAccepted: false,
};

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
