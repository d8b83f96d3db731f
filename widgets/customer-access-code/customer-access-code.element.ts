import { defineWidget } from '../../src/elements/define';
import { CustomerAccessCode } from './customer-access-code';

/**
 * The access code step (customer-area §2, §4): the e-mail comes from `?email=` (none: back to
 * /customer/accesskey); 'Chave de acesso' (autocomplete one-time-code, numeric keyboard); a valid code
 * and cookie check lead to /customer/finishregistration/{email}, a wrong one says 'Chave de acesso
 * inválida.'. 'Reenviar código' counts down from 60 s (then the server's retryAfter).
 *
 * @tag jet-customer-access-code
 * @summary Access code entry with resend cooldown.
 * @attr {string} email - The e-mail the code went to. Default: the address's `?email=`.
 * @cssproperty --jet-color-primary - Button colour.
 */
defineWidget('jet-customer-access-code', CustomerAccessCode, { email: 'string' });
