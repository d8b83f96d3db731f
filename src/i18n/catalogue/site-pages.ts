import { registerMessages } from '..';

/**
 * Texts of the store's own pages (catalogue-and-discovery §2): the FAQ page and its link, the
 * institutional pages and their footer links, the privacy-policy page and the page of all brands.
 * The retry button reuses 'listing.retry' (listing-page.ts), the brands strip's texts are in showcase.ts.
 */
export const sitePages = {
  'faq.title': 'Perguntas Frequentes',
  // Not worded by the spec.
  'faq.empty': 'Ainda não há perguntas frequentes cadastradas.',
  'faq.loading': 'Carregando as perguntas…',
  'institutional.loading': 'Carregando a página…',
  'institutional.error': 'Não foi possível carregar esta página.',
  'institutional.links': 'Links institucionais',
  'privacyPolicy.title': 'Política de Privacidade',
  'privacyPolicy.loading': 'Carregando a política de privacidade…',
  'privacyPolicy.updated': 'Atualizada em {date}',
  'privacyPolicy.error': 'Não foi possível carregar a política de privacidade.',
  'brands.allTitle': 'Marcas',
  'brands.allEmpty': 'Nenhuma marca cadastrada.',
  'brands.allError': 'Não foi possível carregar as marcas.',
} as const;

registerMessages(sitePages);
