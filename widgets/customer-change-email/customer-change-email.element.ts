import { defineWidget } from '../../src/elements/define';
import { CustomerChangeEmail } from './customer-change-email';

/**
 * Change e-mail (customer-area §2, §5, §8): signed-in customers only (others go to /customer); the new
 * e-mail and its confirmation, 'Os endereços de e-mail não conferem.' and 'Favor preencher os campos
 * corretamente.'; 'E-mail alterado com sucesso' or 'Erro ao alterar o e-mail' (with the server's reason).
 *
 * @tag jet-customer-change-email
 * @summary Change the account's e-mail.
 * @cssproperty --jet-color-primary - Button colour.
 */
defineWidget('jet-customer-change-email', CustomerChangeEmail, {});
