import { defineWidget } from '../../src/elements/define';
import { CustomerStoreCredit } from './customer-store-credit';

/**
 * The store credit page (`/customer/shoppingVoucherDetails`, customer-area §2, §3 "Gift entries", §7
 * "Gift"): the heading 'Vale Compra', the 'Saldo total' in reais, and the credits and debits in one list,
 * newest first, each with its type (Crédito or Débito), date, note and amount; each credit with its
 * expiration date (marked 'Expirado' once past), each debit with a link to the order it paid. Visitors and
 * customers without a password are sent to /customer.
 *
 * @tag jet-customer-store-credit
 * @summary The customer's store credit (Vale Compra): balance and history.
 * @cssproperty --jet-color-primary - The balance and the order links.
 * @cssproperty --jet-color-error - The 'Expirado' mark.
 */
defineWidget('jet-customer-store-credit', CustomerStoreCredit);
