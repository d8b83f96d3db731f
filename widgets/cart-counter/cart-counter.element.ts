import { defineWidget } from '../../src/elements/define';
import { CartCounter } from './cart-counter';

/**
 * The number of items in the cart, at load and after every `jet:product-added` and
 * `jet:product-removed`. When the server reports products removed because their reservation
 * expired, it shows 'O TEMPO EXPIROU E' with their names.
 *
 * @tag jet-cart-counter
 * @summary Cart item count linking to the cart.
 * @attr {string} cart-url - Where the counter links to. Default '/carrinho'.
 * @fires jet:alert-show - When the expiry notice shows.
 * @cssproperty --jet-color-accent - Badge colour.
 */
defineWidget('jet-cart-counter', CartCounter, { cartUrl: 'string' });
