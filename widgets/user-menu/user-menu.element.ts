import { defineWidget } from '../../src/elements/define';
import { UserMenu } from './user-menu';

/**
 * The account entry of the header: 'Entre ou cadastre-se' for visitors (and customers without a
 * password), a greeting with the first name and links to account, orders and log out otherwise.
 *
 * @tag jet-user-menu
 * @summary Sign-in link or the customer's menu.
 * @attr {string} login-url - Target of 'Entre ou cadastre-se'. Default '/customer/login'.
 * @attr {string} account-url - Target of 'Minha conta'. Default '/customer'.
 * @attr {string} orders-url - Target of 'Meus pedidos'. Default '/customer/order' (customer-area §2).
 * @fires jet:logout - After a successful log out.
 * @fires jet:alert-show - When the log out fails ('Erro ao realizar o logout').
 * @cssproperty --jet-color-primary - Greeting and link colour.
 */
defineWidget('jet-user-menu', UserMenu, { loginUrl: 'string', accountUrl: 'string', ordersUrl: 'string' });
