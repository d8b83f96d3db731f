import { defineWidget } from '../../src/elements/define';
import { ProductCardWidget } from './product-card-widget';

/**
 * One product card on its own (a listing or carousel renders its cards itself, never with this tag):
 * image, name, price or 'Sob Consulta', discount badge, stars, installments, variations and quantity
 * when the company shows them, and 'Adicionar ao Carrinho', 'Esgotado' or 'Orçar'.
 *
 * @tag jet-product-card
 * @summary A lone product card, loaded by id or friendly URL.
 * @attr {number} product-id - The product's id (idProduct). Takes precedence over url-friendly.
 * @attr {string} url-friendly - The product's friendly URL ('cadeira-eames' or '/produto/cadeira-eames').
 * @attr {number} heading-level - Level of the name heading, 2 to 4. Default 3.
 * @attr {boolean} eager - Load the image at once instead of lazily.
 * @fires jet:product-added - After a successful add to cart: { idProduct, idSku, quantity }.
 * @fires jet:alert-me-open - 'Esgotado' clicked: opens the back-in-stock panel.
 * @fires jet:product-budget-show - 'Orçar' clicked: opens the quote panel.
 * @fires jet:alert-show - When the card shows a message (add to cart result, choose the variations).
 * @cssproperty --jet-card-button-bg - Background of the buy button.
 * @cssproperty --jet-card-badge-bg - Background of the discount badge.
 * @cssproperty --jet-price-color - Colour of the current price.
 * @cssproperty --jet-stars-color - Colour of the filled stars.
 */
defineWidget('jet-product-card', ProductCardWidget, { productId: 'number', urlFriendly: 'string', headingLevel: 'number', eager: 'boolean' });
