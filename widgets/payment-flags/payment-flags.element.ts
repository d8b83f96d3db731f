import { defineWidget } from '../../src/elements/define';
import { PaymentFlags } from './payment-flags';

/**
 * The footer's payment flags: the card brands of the store's gateways, then boleto, Pix and bank
 * transfer (payment brand ids 321, 322, 323; 320 is the generic card flag). Hidden when the store
 * lists none or they cannot be loaded.
 *
 * @tag jet-payment-flags
 * @summary Accepted payment methods.
 * @attr {string} heading - The block's title. Default 'Formas de pagamento'.
 */
defineWidget('jet-payment-flags', PaymentFlags, { heading: 'string' });
