import { object } from 'yup';
import type { ObjectSchema } from 'yup';
import { isDigitsOnly } from '../../validation';
import { cepField, customerPhoneField, message, optionalText, requiredText, stateField } from './fields';
import { ADDRESS_TYPE } from '../values/address';
import type { AddressFieldsValues, AddressValues } from '../values/address';

export * from '../values/address';

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

/** The address book's form (tab 'Novo Endereço'), also used for editing. */
export const addressSchema: ObjectSchema<AddressValues> = registrationAddressSchema.shape({
  identification: requiredText(),
  addressType: requiredText().oneOf(Object.values(ADDRESS_TYPE), message('validation.required')),
  receiver: requiredText(),
  phoneContact: customerPhoneField('validation.required'),
});

