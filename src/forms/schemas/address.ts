import { object } from 'yup';
import type { ObjectSchema } from 'yup';
import { isDigitsOnly } from '../../validation';
import { cepField, customerPhoneField, message, optionalText, requiredText, stateField } from './fields';
import { ADDRESS_LIMITS, ADDRESS_TYPE } from '../values/address';
import type { AddressFieldsValues, AddressValues } from '../values/address';

export * from '../values/address';

/** At most `max` characters once the surrounding blanks are ignored (the server stores the text trimmed). */
const maxLength = (max: number, key: Parameters<typeof message>[0]) =>
  [`max-${max}`, message(key), (v: string | undefined) => !v || v.trim().length <= max] as const;

/**
 * The address fields of the registration wizard (tab 'Endereço') and of a separate billing address:
 * CEP, street (max 50), number (digits, at most 5: 99999), complement (optional, max 20), neighbourhood
 * (max 30), city (max 30) and one of the 27 states; missing fields read 'Campo Obrigatório'.
 */
export const registrationAddressSchema: ObjectSchema<AddressFieldsValues> = object({
  zipCode: cepField(),
  streetAddress: requiredText().test(...maxLength(ADDRESS_LIMITS.streetAddress, 'address.streetTooLong')),
  number: requiredText()
    .test('digits', message('validation.digitsOnly'), (v) => !v || isDigitsOnly(v))
    // counted in digits, as the message says ('00001' is 5 digits, '000001' is 6) and as the server counts
    .test('max-digits', message('address.numberTooLong'), (v) => !v || !isDigitsOnly(v) || v.length <= ADDRESS_LIMITS.number),
  complement: optionalText().test(...maxLength(ADDRESS_LIMITS.complement, 'address.complementTooLong')),
  neighbourhood: requiredText().test(...maxLength(ADDRESS_LIMITS.neighbourhood, 'address.neighbourhoodTooLong')),
  city: requiredText().test(...maxLength(ADDRESS_LIMITS.city, 'validation.tooLong')),
  state: stateField(),
});

/** The address book's form (tab 'Novo Endereço'), also used for editing. */
export const addressSchema: ObjectSchema<AddressValues> = registrationAddressSchema.shape({
  identification: requiredText(),
  addressType: requiredText().oneOf(Object.values(ADDRESS_TYPE), message('validation.required')),
  receiver: requiredText(),
  phoneContact: customerPhoneField('validation.required'),
});

