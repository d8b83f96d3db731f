import { registerMessages } from '..';

/**
 * Texts of the page metadata (titles and descriptions search engines and link previews show), not worded
 * by the spec; loaded with the metadata module (src/seo) and by the reference server for its demo pages.
 */
export const seo = {
  /** A category page's description (categories carry no metaDescription). */
  'seo.categoryDescription': 'Compre {name} na {store}: veja preços, promoções e formas de pagamento.',
  /** A brand's or group's page without a metaDescription or title of its own. */
  'seo.brandDescription': 'Produtos da marca {name} na {store}.',
  'seo.groupDescription': '{name} na {store}.',
  /** The home page's description when the theme's page has none. */
  'seo.homeDescription': '{store}: compre online com entrega para todo o Brasil.',
} as const;

registerMessages(seo);
