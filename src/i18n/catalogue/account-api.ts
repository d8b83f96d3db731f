import { registerMessages } from '..';

/**
 * Server texts of identification, access codes, passwords, e-mail changes, social login and the e-mails sent (subjects and bodies).
 * Keys start with 'accountApi.'; texts the spec words are quoted exactly (plain slips fixed).
 */
export const accountApi = {} as const;

registerMessages(accountApi);
