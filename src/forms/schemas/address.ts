import { object } from 'yup';
import type { ObjectSchema } from 'yup';
import { isDigitsOnly } from '../../validation';
import { cepField, customerPhoneField, message, optionalText, requiredText, stateField } from './fields';

/** The address fields shared by the registration and the address book (customer-area §5). */
export interface AddressFieldsValues {
  /** CEP 00000-000. */
  zipCode: string;
  streetAddress: string;
  /** Digits, at most 99999 (sent as text). */
  number: string;
  complement: string;
  neighbourhood: string;
  city: string;
  /** Two-letter state code. */
  state: string;
}

/** An address of the address book: the fields above plus a label, a type, a recipient and a phone. */
export interface AddressValues extends AddressFieldsValues {
  /** A label such as 'Casa' or 'Trabalho'. */
  identification: string;
  /**
   * commercialResidentialAddress from the select: '1' residential, '0' commercial (the spec lists
   * 'residential or commercial' as '1 or 0'; see ADDRESS_TYPE).
   */
  addressType: string;
  receiver: string;
  /** Masked phone of the address book. */
  phoneContact: string;
}

const maxLength = (max: number, key: Parameters<typeof message>[0]) =>
  [`max-${max}`, message(key), (v: string | undefined) => !v || v.length <= max] as const;

/**
 * The address fields of the registration wizard (tab 'Endereço') and of a separate billing address:
 * CEP, street (max 50), number (digits, max 99999), complement (optional, max 20), neighbourhood
 * (max 30), city (max 30) and one of the 27 states; missing fields read 'Campo Obrigatório'.
 */
export const registrationAddressSchema: ObjectSchema<AddressFieldsValues> = object({
  zipCode: cepField(),
  streetAddress: requiredText().test(...maxLength(50, 'address.streetTooLong')),
  number: requiredText()
    .test('digits', message('validation.digitsOnly'), (v) => !v || isDigitsOnly(v))
    .test('max-99999', message('address.numberTooLong'), (v) => !v || !isDigitsOnly(v) || Number(v) <= 99999),
  complement: optionalText().test(...maxLength(20, 'address.complementTooLong')),
  neighbourhood: requiredText().test(...maxLength(30, 'address.neighbourhoodTooLong')),
  city: requiredText().test(...maxLength(30, 'validation.tooLong')),
  state: stateField(),
});

export const registrationAddressInitialValues: AddressFieldsValues = {
  zipCode: '',
  streetAddress: '',
  number: '',
  complement: '',
  neighbourhood: '',
  city: '',
  state: '',
};

/** The address type values of the address book's select. */
export const ADDRESS_TYPE = { residential: '1', commercial: '0' } as const;

/** The address book's form (tab 'Novo Endereço'), also used for editing. */
export const addressSchema: ObjectSchema<AddressValues> = registrationAddressSchema.shape({
  identification: requiredText(),
  addressType: requiredText().oneOf(Object.values(ADDRESS_TYPE), message('validation.required')),
  receiver: requiredText(),
  phoneContact: customerPhoneField('validation.required'),
});

export const addressInitialValues: AddressValues = {
  ...registrationAddressInitialValues,
  identification: '',
  addressType: '',
  receiver: '',
  phoneContact: '',
};
