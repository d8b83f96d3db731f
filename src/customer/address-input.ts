import type { SaveAddressInput } from '../api/operations';
import type { AddressValues } from '../forms/schemas/address';

/**
 * The address form's values as the save call takes them: texts trimmed, the type as 1/0; an edit
 * carries the customer's own idAddress, a new address none (the server sets no flags on it).
 */
export function addressSaveInput(values: AddressValues, idAddress?: number): SaveAddressInput {
  return {
    ...(idAddress === undefined ? {} : { idAddress }),
    identification: values.identification.trim(),
    receiver: values.receiver.trim(),
    phoneContact: values.phoneContact,
    zipCode: values.zipCode,
    streetAddress: values.streetAddress.trim(),
    number: values.number,
    complement: values.complement.trim(),
    neighbourhood: values.neighbourhood.trim(),
    city: values.city.trim(),
    state: values.state,
    addressType: values.addressType === '1' ? 1 : 0,
  };
}
