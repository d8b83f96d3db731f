import { registerMessages } from '..';

/**
 * Texts of the showcases, carousels, lightning offers, banners and breadcrumb
 * (catalogue-and-discovery §2, §9).
 * Import this module (for its side effect) from every module that calls t() with these keys: the
 * texts load with the widgets that show them, not with the core.
 */
export const showcase = {
  'showcase.home': 'Produtos em Destaque da Home',
  'lightning.title': 'Ofertas Relâmpago',
  'lightning.text': 'Corra! Ofertas com tempo limitado',
  'breadcrumb.home': 'Home',
  'breadcrumb.customerArea': 'Área do Cliente',
  'categories.all': 'Todas as categorias',
} as const;

registerMessages(showcase);
