import { registerMessages } from '..';

/**
 * Texts of the carousels (src/ui/carousel) and the titles of the empty listing's carousels
 * (catalogue-and-discovery §2, also showcase headings). A page whose only carousels are those of an
 * empty listing loads these, not the showcase area. Import this module (for its side effect) from every
 * module that calls t() with these keys.
 */
export const carousel = {
  // Spec texts of the empty listing's carousels (catalogue-and-discovery §2), also showcase headings.
  'listing.mostSold': 'Produtos mais vendidos',
  'listing.newArrivals': 'Recém chegados',
  // Not worded by the spec (labels for assistive tech).
  'carousel.previous': 'Anterior',
  'carousel.next': 'Próximo',
  /** aria-roledescription of the carousels and of a rotating banner area. */
  'carousel.roleDescription': 'carrossel',
} as const;

registerMessages(carousel);
