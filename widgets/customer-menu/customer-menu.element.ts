import { defineWidget } from '../../src/elements/define';
import { CustomerMenu } from './customer-menu';

/**
 * The side menu of every signed-in customer page (customer-area §2): Último pedido, Consultar meus
 * pedidos, Vale Compra, Alterar dados cadastrais, Gestão de Endereços, Alterar senha, Alterar e-mail,
 * Meus produtos digitais (only with digital orders) and Desconectar; the current page's item has
 * `aria-current="page"`. Below 48rem it folds behind a disclosure button. While a new privacy policy
 * waits for acceptance (§4) it shows the acceptance box (or, on the home, a note) instead of the items.
 * Renders nothing for visitors and customers without a password.
 *
 * @tag jet-customer-menu
 * @summary The customer area's side menu.
 * @attr {string} base-url - The customer area's address; items append their path to it. Default '/customer'.
 * @attr {string} current-path - The path that marks the current item. Default: the page's location.pathname.
 * @fires jet:logout - After 'Desconectar' succeeded (then the page goes to base-url).
 * @fires jet:alert-show - When the log out fails ('Erro ao realizar o logout').
 * @cssproperty --jet-color-primary - The current item's marker and the links' colour.
 */
defineWidget('jet-customer-menu', CustomerMenu, { baseUrl: 'string', currentPath: 'string' });
