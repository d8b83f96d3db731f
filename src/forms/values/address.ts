/**
 * The address forms (src/forms/schemas/address.ts): the value types and initial values, without yup,
 * so a form renders without them (its schema loads with the form's first need).
 */

/** The address fields shared by the registration and the address book (customer-area §5). */
export interface AddressFieldsValues {
  /** CEP 00000-000. */
  zipCode: string;
  streetAddress: string;
  /** Digits, at most 5 of them (99999; sent as text). */
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

export const registrationAddressInitialValues: AddressFieldsValues = {
  zipCode: '',
  streetAddress: '',
  number: '',
  complement: '',
  neighbourhood: '',
  city: '',
  state: '',
};

export const addressInitialValues: AddressValues = {
  ...registrationAddressInitialValues,
  identification: '',
  addressType: '',
  receiver: '',
  phoneContact: '',
};

/**
 * The longest text each address field takes (customer-area §5, §9): characters, and digits for the
 * number (at most 99999). The schema refuses more with the field's message; the fields never cut what is
 * typed or pasted at these limits, they show that message at once (TextField's `limit`).
 */
export const ADDRESS_LIMITS = { streetAddress: 50, number: 5, complement: 20, neighbourhood: 30, city: 30 } as const;

/** The address type values of the address book's select. */
export const ADDRESS_TYPE = { residential: '1', commercial: '0' } as const;
