import { defineWidget } from '../../src/elements/define';
import { Brands } from './brands';

/**
 * 'Compre pela Marca': the featured brands' logos, each linking to its listing '/{brand}/m', and a
 * 'Ver todos' link. Hidden when there is no featured brand or the list cannot be loaded.
 *
 * @tag jet-brands
 * @summary Featured brands list.
 * With `all` it is the page of every brand (/marcas): the title 'Marcas' as the page's h1, each logo
 * with its name, 'Nenhuma marca cadastrada.' when there is none and an error with 'Tentar novamente'.
 * @attr {string} all-url - Target of 'Ver todos'. Default '/marcas'.
 * @attr {boolean} all - Every brand of the store (the /marcas page) instead of the featured ones.
 * @cssproperty --jet-brands-columns - Logos per row on wide screens (default 6).
 */
defineWidget('jet-brands', Brands, { allUrl: 'string', all: 'boolean' });
