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
  'filters.category': 'Categoria',
  'filters.brand': 'Marca',
} as const;

registerMessages(listingFilters);
