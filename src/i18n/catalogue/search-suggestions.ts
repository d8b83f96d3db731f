import { registerMessages } from '..';

/**
 * Texts of the search box's dropdown (widgets/search-box/search-suggestions.tsx): they load with it, on the
 * box's first focus or keystroke, not with every page. Not worded by the spec (its suggestions are products only).
 */
export const searchSuggestions = {
  'search.viewAll': 'Ver todos os produtos',
  'search.groupTerms': 'Buscas',
  'search.groupCategories': 'Categorias',
  'search.groupBrands': 'Marcas',
  'search.groupProducts': 'Produtos',
  'search.groupRecent': 'Buscas recentes',
  'search.clearRecent': 'Limpar',
  'search.removeRecent': 'Remover {term} das buscas recentes',
} as const;

registerMessages(searchSuggestions);
