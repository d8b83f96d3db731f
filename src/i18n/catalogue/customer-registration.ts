import { registerMessages } from '..';

/**
 * Widget texts of the registration and finish-registration wizard and the personal-data page (customer-area §2, §4, §5, §8).
 * Keys start with 'registration.'; texts the spec words are quoted exactly (plain slips fixed).
 */
export const customerRegistration = {} as const;

registerMessages(customerRegistration);
