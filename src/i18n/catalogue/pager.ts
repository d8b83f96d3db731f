import { registerMessages } from '..';

/** Texts of the shared pager (src/ui/pager.tsx): product listings, orders, digital products. Keys start with 'pager.'. */
export const pager = {
  'pager.label': 'Paginação',
  'pager.first': 'Primeira página',
  'pager.previous': 'Página anterior',
  'pager.next': 'Próxima página',
  'pager.last': 'Última página',
  'pager.page': 'Página {n}',
} as const;

registerMessages(pager);
