import { defineWidget } from '../../src/elements/define';
import { Showcase } from './showcase';

/**
 * A product showcase as a carousel: the home's featured products ('Produtos em Destaque da Home'), one
 * carousel per group (titled by the group, with 'Ver todos' to its page), the most sold ('Produtos
 * mais vendidos'), new arrivals ('Recém chegados'), and on a product page its related products
 * ('Produtos relacionados') or what its buyers also bought ('Quem comprou, comprou também').
 * Hidden when empty or when the request fails.
 *
 * @tag jet-showcase
 * @summary Product showcase carousels (featured, groups, most sold, new arrivals, related, also purchased).
 * @attr {'featured' | 'groups' | 'most-sold' | 'new-arrivals' | 'related' | 'also-purchased'} kind - featured | groups | most-sold | new-arrivals | related | also-purchased. Default featured.
 * @attr {number} quantity - Products per carousel, at most 12. Default: the company's quantityProductsToShowAtShowcase (capped at 12).
 * @attr {number} product-id - related / also-purchased: the product. Default: the product the page shows (jet:product-viewed, or the /produto/{slug} path).
 * @attr {string} title - Replaces the heading; for kind groups, a heading above the group carousels.
 * @attr {string} heading - Same as title, without the tooltip browsers show for a title attribute.
 * @cssproperty --jet-carousel-slide - Width of one slide (default 80% / 50% / 33% / 25% by screen width).
 */
defineWidget('jet-showcase', Showcase, { kind: 'string', quantity: 'number', productId: 'number', title: 'string', heading: 'string' });
