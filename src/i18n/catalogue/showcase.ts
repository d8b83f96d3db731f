import { registerMessages } from '..';

/**
 * Texts of the showcases, lightning offers and the banner rotator (catalogue-and-discovery §2, §9).
 * The carousels' own texts and the empty listing's carousel titles are in carousel.ts; the search box,
 * breadcrumb and banner area texts in commerce.ts: they are on every page.
 * Import this module (for its side effect) from every module that calls t() with these keys: the
 * texts load with the widgets that show them, not with the core.
 */
export const showcase = {
  // The brands list (catalogue-and-discovery §2, §9), a home block like the showcases.
  'brands.title': 'Compre pela Marca',
  'brands.seeAll': 'Ver todos',
  'showcase.home': 'Produtos em Destaque da Home',
  'lightning.title': 'Ofertas Relâmpago',
  'lightning.text': 'Corra! Ofertas com tempo limitado',

  // Not worded by the spec (titles of showcases it names without a heading, labels for assistive tech).
  'showcase.related': 'Produtos relacionados',
  'showcase.alsoPurchased': 'Quem comprou, comprou também',
  'showcase.seeAll': 'Ver todos',
  'lightning.endsIn': 'Termina em',
  /** Static label of the ticking countdown (the ticking text itself is not announced). */
  'lightning.endsAt': 'Oferta termina em {date}',
  'lightning.countdown': '{hh}:{mm}:{ss}',
  'lightning.countdownDays': '{days}d {hh}:{mm}:{ss}',
  'banner.previous': 'Banner anterior',
  'banner.next': 'Próximo banner',
  'banner.show': 'Mostrar banner {n} de {count}',
  'banner.pause': 'Pausar banners',
  'banner.play': 'Retomar banners',
} as const;

registerMessages(showcase);
