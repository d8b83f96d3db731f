import { defineWidget } from '../../src/elements/define';
import { SearchBox } from './search-box';

/**
 * The search box: suggestions while the shopper types (at least 3 characters; up to 5, with 'Ver todos
 * os produtos' when more than 3), submit to '/busca?n={term}'. A term under 3 characters shows
 * 'Digite ao menos 03 caracteres para realizar sua pesquisa.' and goes nowhere. On /busca the box
 * shows the searched term.
 *
 * @tag jet-search-box
 * @summary Search box with a suggestion list (ARIA combobox).
 * @attr {string} placeholder - Placeholder of the box. Default 'O que você procura?'.
 * @cssproperty --jet-search-box-width - Width of the box (default 100%).
 */
defineWidget('jet-search-box', SearchBox, { placeholder: 'string' });
