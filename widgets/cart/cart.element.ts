import { defineWidget } from '../../src/elements/define';
import { Cart } from './cart';

/**
 * The cart page (`/carrinho`): the store's purchase rules, the reservation timer, the free-shipping
 * progress, the lines with their steppers and sold-out notices, the shipping calculator, the discount
 * key and the voucher, the totals with installments, and 'Finalizar Compra' with the checks of
 * cart-and-purchase §4 (sold-out modal, sold-out message, the server's limits for 10 s).
 *
 * @tag jet-cart
 * @summary The cart page.
 * @attr {string} checkout-url - Where 'Finalizar Compra' leads after the checks. Default '/checkout/identification'.
 * @attr {string} continue-url - Where 'Continuar Comprando' leads. Default '/'.
 * @fires jet:product-removed - When the shopper removes a line.
 * @fires jet:alert-show - With every message it shows.
 * @cssproperty --jet-cart-min-height - Height held while the cart loads. Default 60vh.
 * @cssproperty --jet-color-primary - 'Finalizar Compra' colour.
 * @cssproperty --jet-color-success - The limits-met message and the free-shipping bar.
 */
defineWidget('jet-cart', Cart, { checkoutUrl: 'string', continueUrl: 'string' });
