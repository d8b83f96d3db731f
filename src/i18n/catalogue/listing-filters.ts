import { registerMessages } from '..';

/**
 * Texts of the listing's filter panel (not worded by the spec). They load with the panel, which loads
 * when the shopper opens it.
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
} as const;

registerMessages(listingFilters);
