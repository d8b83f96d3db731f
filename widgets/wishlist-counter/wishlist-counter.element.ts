import { defineWidget } from '../../src/elements/define';
import { WishlistCounter } from './wishlist-counter';

/**
 * The wish-list counter of the header (catalogue-and-discovery §2, §6): for a signed-in customer, a heart
 * with the number of products on the wish list (read from the server, then kept in step by every heart
 * button of the page); nothing at all for a visitor, who makes no call.
 *
 * @tag jet-wishlist-counter
 * @summary Wish-list count of the signed-in customer.
 * @attr {string} list-url - Where the counter links to (the store's wish-list page). Default '/customer'.
 * @cssproperty --jet-color-accent - Badge colour.
 */
defineWidget('jet-wishlist-counter', WishlistCounter, { listUrl: 'string' });
