import { defineWidget } from '../../src/elements/define';
import { CustomerData } from './customer-data';

/**
 * The personal-data page of /customer/edit (customer-area §2, §5, §8): two tabs, 'Informações Pessoais'
 * (prefilled, the e-mail read-only, saved with 'Dados cadastrais alterados com sucesso.' or the server's
 * message) and 'Endereço' (the delivery address, edited in place, or added and made the delivery
 * address when the customer has none). CANCELAR returns to /customer. Only for a customer signed in
 * with a password: everyone else is sent to /customer.
 *
 * @tag jet-customer-data
 * @summary Personal data and delivery address of the signed-in customer.
 * @fires jet:alert-show - With the success message or the server's error.
 * @cssproperty --jet-color-primary - The selected tab and the primary buttons.
 * @cssproperty --jet-color-border - Tab and fieldset borders.
 * @cssproperty --jet-radius - Buttons and fields.
 */
defineWidget('jet-customer-data', CustomerData, {});
