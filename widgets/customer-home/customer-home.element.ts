import { defineWidget } from '../../src/elements/define';
import { CustomerHome } from './customer-home';

/**
 * The customer home (`/customer`, customer-area §2): for a signed-in customer the greeting with the
 * first name and '(sair)', then the tiles Último pedido, Consultar meus pedidos, Vale Compra, Meus
 * produtos digitais (only with digital orders), Dados Cadastrais, Gestão de Endereços, Alterar senha and
 * Alterar e-mail. A new privacy policy version is accepted first (§4). Visitors are invited to sign in or
 * register; a customer signed in by access code only, to finish the registration.
 *
 * @tag jet-customer-home
 * @summary The customer area's home.
 * @attr {string} base-url - The customer area's address; tiles append their path to it. Default '/customer'.
 * @fires jet:logout - After '(sair)' succeeded (the home then shows the visitor's panel).
 * @fires jet:alert-show - When the log out fails ('Erro ao realizar o logout').
 * @cssproperty --jet-color-primary - Tiles' accent and the buttons.
 */
defineWidget('jet-customer-home', CustomerHome, { baseUrl: 'string' });
