/**
 * The customer payloads as routes/customer-data.ts checked them (the widgets' schemas over the payload's own
 * names: `cpf_cnpj`, `phone.phone1`, `typeCustomer` '0'/'1'), and their stored form: texts trimmed with
 * inner spaces collapsed, the CPF/CNPJ and the phones in digits, the birth date as yyyy-mm-dd.
 */
import type { SocialCredential } from '../../src/api/operations';
import { parseBrDate, phoneDigits } from '../../src/validation';
import type { AddressFields } from '../repositories/customers/addresses';
import type { PersonalRecord, RegistrationAddressRecord } from '../repositories/customers/customer-data';

/** Tab 1 'Informações Pessoais' (CustomerPersonalInput). */
export interface PersonalInput {
  typeCustomer: string;
  name: string;
  cpf_cnpj: string;
  dateBirth?: string;
  phone: { phone1: string; phone2?: string };
  fantasyName?: string;
  contact?: string;
}

/** The address fields of the registration's tab 2 and of the address book. */
export interface AddressInput {
  zipCode: string;
  streetAddress: string;
  number: string;
  complement?: string;
  neighbourhood: string;
  city: string;
  state: string;
}

/** FinishRegistrationInput: the three tabs; whether terms and policy had to be accepted is the service's call. */
export interface RegistrationInput extends PersonalInput {
  address: AddressInput;
  password: string;
  emailInfoCategory: number[];
  termAccepted: boolean;
  policyPrivacyVersion: string;
  tokenRecaptcha: string;
}

/** RegisterInput: the same with the e-mail and, for a social sign-up, the provider's credential. */
export interface RegisterInput extends RegistrationInput {
  email: string;
  social?: SocialCredential;
}

/** SaveAddressInput (no id: a new address). */
export interface AddressBookInput extends AddressInput {
  idAddress?: number | null;
  identification: string;
  addressType: string;
  receiver: string;
  phoneContact: string;
  referencePoint?: string;
}

const trimmed = (value: string | undefined) => (value ?? '').trim().replace(/\s+/g, ' ');
/** CPF/CNPJ as stored: digits (and the letters of an alphanumeric CNPJ), upper-case. */
const bareDocument = (value: string) => value.replace(/[^0-9A-Za-z]/g, '').toUpperCase();

export function personalRecord(input: PersonalInput): PersonalRecord {
  const company = input.typeCustomer === '1';
  const birth = company ? null : parseBrDate(input.dateBirth);
  return {
    personType: company ? 'J' : 'F',
    name: trimmed(input.name),
    cpfCnpj: bareDocument(input.cpf_cnpj),
    dateBirth: birth ? `${birth.year}-${String(birth.month).padStart(2, '0')}-${String(birth.day).padStart(2, '0')}` : null,
    phone: phoneDigits(input.phone.phone1),
    phone2: input.phone.phone2 ? phoneDigits(input.phone.phone2) : '',
    fantasyName: company ? trimmed(input.fantasyName) : null,
    contact: company ? trimmed(input.contact) : null,
  };
}

export function addressRecord(input: AddressInput): RegistrationAddressRecord {
  return {
    zipCode: input.zipCode.replace(/\D/g, ''),
    streetAddress: trimmed(input.streetAddress),
    number: trimmed(input.number),
    complement: trimmed(input.complement),
    neighbourhood: trimmed(input.neighbourhood),
    city: trimmed(input.city),
    state: trimmed(input.state),
  };
}

export function addressBookRecord(input: AddressBookInput): AddressFields {
  return {
    ...addressRecord(input),
    identification: trimmed(input.identification),
    receiver: trimmed(input.receiver),
    phoneContact: phoneDigits(input.phoneContact),
    addressType: input.addressType === '0' ? 0 : 1,
    referencePoint: trimmed(input.referencePoint),
  };
}
