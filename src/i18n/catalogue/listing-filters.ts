import { registerMessages } from '..';

/**
 * Texts of the listing's filter panel (not worded by the spec). They load with the panel (when the
 * shopper opens it, or at once in the sidebar) and with the shopper's first change (the chips' names).
 */
export const listingFilters = {
  'filters.title': 'Filtrar por',
  'filters.price': 'Preço',
  'filters.priceFrom': 'De (R$)',
  'filters.priceTo': 'Até (R$)',
  'filters.applyPrice': 'Aplicar',
  /** A price range whose 'De' is above its 'Até', refused before any request. */
  'filters.priceOrder': 'O valor de "Até" deve ser maior ou igual ao de "De".',
  'filters.category': 'Categoria',
  'filters.brand': 'Marca',
  /** The product groupings (idGroupingType): the store's groups, 'Lançamentos', 'Promoções' ... */
  'filters.grouping': 'Grupos',
  /** The promotion and availability switches (issue 26); their chips keep the name they were given. */
  'filters.onSale': 'Em promoção',
  'filters.inStock': 'Disponível',
  /** The legend of the promotion and availability toggles ('Mostrar apenas: Em promoção, Disponível'). */
  'filters.only': 'Mostrar apenas',
  /** The phone drawer's sticky button: it closes the drawer on the products of the current choice. */
  'filters.showCount': 'Ver {count} produtos',
  'filters.showOne': 'Ver 1 produto',
  'filters.close': 'Fechar',
} as const;

registerMessages(listingFilters);
