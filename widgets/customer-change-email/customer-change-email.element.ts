import { defineWidget } from '../../src/elements/define';
import { CustomerChangeEmail } from './customer-change-email';

/**
 * Change e-mail (customer-area §2, §5, §8; issue 22): signed-in customers only (others go to /customer);
 * the new e-mail and its confirmation ('Os endereços de e-mail não conferem.', 'Favor preencher os campos
 * corretamente.') and the current password ('Senha atual'), or for an account without a password a code
 * sent to the current address. Nothing changes until the new address opens the link e-mailed to it: the
 * page says so. On /customer/confirmar-email?token=… (or with `token`) it is the landing of that link:
 * 'CONFIRMAR E-MAIL', then 'E-mail alterado com sucesso' or 'Erro ao alterar o e-mail' with the reason.
 *
 * @tag jet-customer-change-email
 * @summary Change the account's e-mail, confirmed by the new address.
 * @attr {string} token - The confirmation link's token. Default: read from the address.
 * @cssproperty --jet-color-primary - Button colour.
 */
defineWidget('jet-customer-change-email', CustomerChangeEmail, { token: 'string' });
