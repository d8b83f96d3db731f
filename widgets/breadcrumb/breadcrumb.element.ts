import { defineWidget } from '../../src/elements/define';
import { Breadcrumb } from './breadcrumb';

/**
 * The breadcrumb and page title: Home, then the category chain by level, the brand or group name, the
 * search ('Busca: SOFA'), 'Área do Cliente' and the customer page, or the trail a product page gives.
 * Themes 'modas' and 'cosmeticos' drop the last crumb. Sets document.title to '{name} | {store}'.
 * The trail after Home can also be set with the `trail` property or by dispatching
 * `jet:breadcrumb-trail` on document with `detail.trail` (the product page does).
 *
 * @tag jet-breadcrumb
 * @summary Breadcrumb and page title.
 * @attr {string} page - Customer pages: the page's name (Home > Área do Cliente > page). Other pages: the last crumb.
 * @attr {string} name - Brand, group or category name when the theme knows it (skips the request).
 * @attr {string} path - The page address to describe ('/casa/sala/c', '/busca?n=sofa'). Default: the page's own (for previews).
 * @attr {boolean} keep-title - Leave document.title alone.
 * @attr {boolean} heading - Also show the page's name as its h1 (listing pages: the category, brand, group or search).
 * @attr {string} trail - JSON array of {name, url}: the trail after Home (product page: category levels and product name). Also a property.
 * @cssproperty --jet-breadcrumb-separator - Text between crumbs (default '›').
 */
defineWidget('jet-breadcrumb', Breadcrumb, { page: 'string', name: 'string', keepTitle: 'boolean', heading: 'boolean', path: 'string', trail: 'json' });
