import { registerMessages } from '..';

/**
 * The carousel's own texts (src/ui/carousel), loaded with its first chunk. The empty listing's titles
 * are in listing.ts, the role description (shared with the banner rotator) in commerce.ts.
 */
export const carousel = {
  // Not worded by the spec (labels for assistive tech).
  'carousel.previous': 'Anterior',
  'carousel.next': 'Próximo',
} as const;

registerMessages(carousel);
