import { defineWidget } from '../../src/elements/define';
import { Login } from './login';

/**
 * The login page (customer-area §2 "Login widget"): e-mail/CPF/CNPJ and password, 'Entrar', 'Esqueci
 * minha senha' and 'Esqueci meu e-mail', 'Primeiro Acesso? Cadastre-se' and 'Comprou e não possui senha?
 * Cadastre-se' (both to /customer/accesskey), the social buttons when the store has them, and the notice
 * of `?v=1|2|3`. Server failures show the server's text as it is.
 *
 * @tag jet-login
 * @summary Login page form.
 * @attr {string} return-url - Where the shopper goes once signed in. Default '/customer'.
 * @attr {number} social-width - Width of the social buttons in px, kept within 200–400. Default 300.
 * @fires jet:login - After a sign-in, with the login status.
 * @cssproperty --jet-color-primary - 'Entrar' and link colour.
 */
defineWidget('jet-login', Login, { returnUrl: 'string', socialWidth: 'number' });
