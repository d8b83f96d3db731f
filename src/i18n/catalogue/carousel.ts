import { registerMessages } from '..';

/**
 * The carousel's own texts (src/ui/carousel), loaded with its first chunk, and with the banner rotator
 * (the role description). The empty listing's titles are in listing.ts.
 */
export const carousel = {
  // Not worded by the spec (labels for assistive tech).
  'carousel.previous': 'Anterior',
  'carousel.next': 'Próximo',
  /** aria-roledescription of the carousels and of a rotating banner area. */
  'carousel.roleDescription': 'carrossel',
} as const;

registerMessages(carousel);
