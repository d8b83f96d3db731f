import { defineWidget } from '../../src/elements/define';
import { Brands } from './brands';

/**
 * 'Compre pela Marca': the featured brands' logos, each linking to its listing '/{brand}/m', and a
 * 'Ver todos' link. Hidden when there is no featured brand or the list cannot be loaded.
 *
 * @tag jet-brands
 * @summary Featured brands list.
 * @attr {string} all-url - Target of 'Ver todos'. Default '/marcas'.
 * @cssproperty --jet-brands-columns - Logos per row on wide screens (default 6).
 */
defineWidget('jet-brands', Brands, { allUrl: 'string' });
