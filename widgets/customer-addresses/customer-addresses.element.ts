import { defineWidget } from '../../src/elements/define';
import { CustomerAddresses } from './customer-addresses';

/**
 * The address book (`/customer/address`, customer-area §2, §4, §8): the tabs 'Lista de Endereços'
 * (edit, delete after a confirmation, set as delivery and as billing, badges on the current ones) and
 * 'Novo Endereço' (the form, also for editing, with the CEP lookup). Visitors and customers without a
 * password are sent to /customer.
 *
 * @tag jet-customer-addresses
 * @summary The customer's address book.
 * @fires jet:alert-show - With every message it shows ('Endereço cadastrado com sucesso!' …, server errors).
 * @cssproperty --jet-color-primary - The selected tab, the badges and the buttons.
 * @cssproperty --jet-color-success - The badges' colour.
 */
defineWidget('jet-customer-addresses', CustomerAddresses);
