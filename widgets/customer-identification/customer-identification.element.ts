import { defineWidget } from '../../src/elements/define';
import { CustomerIdentification } from './customer-identification';

/**
 * The identification step (customer-area §2, §4): 'E-mail, CPF ou CNPJ' ('E-mail ou CNPJ' in a B2B
 * store), masked as a CPF or CNPJ only while the text is a tax id. An account without a password gets an
 * access code (→ /customer/checkaccesskey?email=…); an account with one opens the login modal with the
 * identifier locked; an unknown identifier goes to /customer/register, kept in session storage.
 *
 * @tag jet-customer-identification
 * @summary Identification by e-mail, CPF or CNPJ, with the login modal.
 * @attr {string} return-url - Where the shopper goes after signing in through the modal. Default '/customer' (the checkout page uses '/checkout').
 * @attr {string} heading - The heading's text. Default 'Identificação'.
 * @attr {number} social-width - Width of the modal's social buttons in px, kept within 200–400. Default 300.
 * @fires jet:login - After a sign-in through the modal.
 * @cssproperty --jet-color-primary - Button colour.
 */
defineWidget('jet-customer-identification', CustomerIdentification, { returnUrl: 'string', heading: 'string', socialWidth: 'number' });
