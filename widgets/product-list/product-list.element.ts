import { defineWidget } from '../../src/elements/define';
import { ProductList } from './product-list';

/**
 * The product listing of a category, brand, group or search page: sort, filters (price, brand,
 * category, variations, attributes), a grid of product cards, the pager or infinite scrolling, and the
 * empty states ('Nenhum produto encontrado!', 'Nenhum resultado encontrado para "{term}"' with the
 * best sellers and new arrivals carousels). An unknown friendly URL or a path of the wrong depth goes
 * to /404. The filter state is kept in sessionStorage for the listing's path, and Back/Forward restore
 * the page.
 *
 * @tag jet-product-list
 * @summary Product listing with sort, filters and pager.
 * @attr {'category' | 'brand' | 'group' | 'search'} source - 'category' (default), 'brand', 'group' or 'search'.
 * @attr {string} source-id - Numeric id or friendly URL of the category, brand or group, or the search term. Default: read from the address (segments before /c, /m or /g; ?n= for a search).
 * @attr {string} data-id - Same as source-id (the platform's name for it).
 * @attr {boolean} infinite-scroll - Grow the list on scroll instead of paging (also on when the company's infiniteScrolling is).
 * @fires jet:product-added - A card added a product to the cart: { idProduct, idSku, quantity }.
 * @fires jet:alert-me-open - A card's 'Esgotado' was clicked.
 * @fires jet:product-budget-show - A card's 'Orçar' was clicked.
 * @fires jet:alert-show - A card showed a message.
 * @cssproperty --jet-product-list-columns - Cards per row on wide screens (default 4).
 * @cssproperty --jet-card-button-bg - Background of the cards' buy buttons.
 */
defineWidget('jet-product-list', ProductList, { source: 'string', sourceId: 'string', dataId: 'string', infiniteScroll: 'boolean' });
