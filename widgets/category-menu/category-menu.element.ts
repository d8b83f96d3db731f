import { defineWidget } from '../../src/elements/define';
import { CategoryMenu } from './category-menu';

/**
 * The header's category menu: a 'Todas as categorias' button that opens the category tree to three
 * levels as a disclosure navigation. Each category is a link to its listing; a category with
 * subcategories has a button beside it that shows them. Escape closes the innermost open part and
 * gives the focus back to its button; a click or focus outside closes the menu. Hidden when the tree
 * is empty or cannot be loaded.
 *
 * @tag jet-category-menu
 * @summary 'Todas as categorias' menu of the header.
 * @cssproperty --jet-category-menu-width - Width of the panel on wide screens (default 22rem).
 */
defineWidget('jet-category-menu', CategoryMenu, {});
