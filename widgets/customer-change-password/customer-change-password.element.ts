import { defineWidget } from '../../src/elements/define';
import { CustomerChangePassword } from './customer-change-password';

/**
 * Change password (customer-area §2, §4, §5, §8). With a reset token in the address
 * (/customer/changepassword/ChangePasswordToken/{token}) the token is checked first (invalid: the
 * server's text or 'Erro ao realizar a solicitação', then /customer/forgot after 3 s; no e-mail:
 * /customer). Without one, only a signed-in customer (others go to /customer), with the current
 * password. New password at least 8 characters and confirmed; then 'Senha alterada com sucesso!' and
 * /customer/login.
 *
 * @tag jet-customer-change-password
 * @summary Change the password, signed in or with a reset link.
 * @attr {string} token - The reset token. Default: read from the address.
 * @cssproperty --jet-color-primary - Button colour.
 */
defineWidget('jet-customer-change-password', CustomerChangePassword, { token: 'string' });
