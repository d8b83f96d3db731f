import { registerMessages } from '..';

/**
 * The banner areas' names (not worded by the spec), with the banner widget: the pages without banners
 * (search, product, cart, the customer area, the content pages) do not load them with the core.
 */
export const banner = {
  'banner.label': 'Banners',
  /** The home's banner areas by type (F, C, L, R), each a landmark of its own. */
  'banner.labelF': 'Banners principais',
  'banner.labelC': 'Banners centrais',
  'banner.labelL': 'Banners laterais',
  'banner.labelR': 'Banners do rodapé',
} as const;

registerMessages(banner);
