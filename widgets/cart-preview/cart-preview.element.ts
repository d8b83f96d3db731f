import { defineWidget } from '../../src/elements/define';
import { panelMethods } from '../../src/events/commands';
import { CartPreviewLauncher } from './cart-preview-launcher';

/**
 * The cart preview: a drawer on a modal dialog with the cart's lines, the free-shipping tip, the
 * totals with the shipping calculator, 'Continuar Comprando' and 'Finalizar Compra'. Closed until
 * asked: `jet:cart-open` (theme code: `openCart()`), and with the attributes below after an add or
 * from the header's counter. Only a listener loads with the page; the drawer comes with its first
 * opening.
 *
 * @tag jet-cart-preview
 * @summary Cart drawer (opens on jet:cart-open).
 * @attr {boolean} open-on-add - Also opens after every `jet:product-added`.
 * @attr {boolean} open-from-counter - A plain click on `<jet-cart-counter>` opens the drawer instead of going to the cart page.
 * @attr {string} checkout-url - Where 'Finalizar Compra' leads after the checks. Default '/checkout/identification'.
 * @attr {string} cart-url - The cart page, linked from the drawer. Default '/carrinho'.
 * @fires jet:product-removed - When the shopper removes a line.
 * @fires jet:alert-show - With every message it shows.
 * @method {() => void} open - Opens the drawer, as `openCart()` does.
 * @method {() => void} close - Closes the drawer (`jet:cart-close`).
 * @cssproperty --jet-cart-preview-width - The drawer's width on wide screens. Default 26rem.
 * @cssproperty --jet-color-primary - 'Finalizar Compra' colour.
 */
defineWidget('jet-cart-preview', CartPreviewLauncher, {
  openOnAdd: 'boolean',
  openFromCounter: 'boolean',
  checkoutUrl: 'string',
  cartUrl: 'string',
}, panelMethods.cartPreview);
