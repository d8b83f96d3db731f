import { defineWidget } from '../../src/elements/define';
import { FixedBar } from './fixed-bar';

/**
 * The phones' fixed action bar at the bottom of the screen: back to top, search (focuses the header's
 * search box, or goes to the search page), 'Central do Cliente' and the cart with its item count.
 * Shown below 48rem only (the stylesheet hides it on wider screens).
 *
 * @tag jet-fixed-bar
 * @summary Fixed action bar for phones.
 * @attr {string} search-url - Where search goes when the page has no search box. Default '/busca'.
 * @attr {string} customer-url - 'Central do Cliente'. Default '/customer/login'.
 * @attr {string} cart-url - The cart. Default '/carrinho'.
 * @cssproperty --jet-fixed-bar-height - The bar's height (default 3.75rem); a theme pads the page's bottom by it.
 */
defineWidget('jet-fixed-bar', FixedBar, { searchUrl: 'string', customerUrl: 'string', cartUrl: 'string' });
