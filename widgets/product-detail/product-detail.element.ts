import { defineWidget } from '../../src/elements/define';
import { ProductDetailPage } from './product-detail';

/**
 * The product page: image gallery (a chosen colour shows its own images), name, brand link, rating
 * stars and count, price or 'Sob Consulta', discount badge, installments, availability, variation
 * choice (swatches for colour, buttons for size and text), quantity, stock messages, and
 * 'Adicionar ao Carrinho', 'Esgotado' (notify me) or 'Orçar'; the description (sanitised store HTML)
 * and 'Avaliar produto' for logged-in customers. An unknown product sends the shopper to /404.
 *
 * @tag jet-product-detail
 * @summary The product page, loaded by friendly URL (default: from the address) or id.
 * @attr {string} url-friendly - The product's friendly URL. Default: read from the address '/produto/{urlFriendly}'.
 * @attr {number} product-id - The product's id (idProduct). Takes precedence over url-friendly.
 * @attr {string} login-url - Target of 'Entrar' in the rating hint for visitors. Default '/customer/login'.
 * @fires jet:product-viewed - Once per product shown: { idProduct, name, price } (price as sold now).
 * @fires jet:breadcrumb-trail - Once per product shown: { trail } (category levels, then the product) for jet-breadcrumb; the `trail` attribute of each jet-breadcrumb is set too.
 * @fires jet:product-added - After a successful add to cart: { idProduct, idSku, quantity }.
 * @fires jet:alert-me-open - 'Esgotado' clicked with the variations chosen: opens the back-in-stock panel.
 * @fires jet:product-budget-show - 'Orçar' clicked with the variations chosen: opens the quote panel.
 * @fires jet:alert-show - When the page shows a message (add to cart result, choose the variations).
 * @cssproperty --jet-price-color - Colour of the current price.
 * @cssproperty --jet-stars-color - Colour of the filled stars.
 * @cssproperty --jet-card-button-bg - Background of the buy button.
 */
defineWidget('jet-product-detail', ProductDetailPage, { productId: 'number', urlFriendly: 'string', loginUrl: 'string' });
