import type { TagContract, TagElement } from '../../src/elements/contract';

/** What ./lightning-offers.element.ts passes to defineWidget: the tag, and how each attribute becomes a prop. */
export const element = {
  tag: 'jet-lightning-offers',
  props: {},
} as const satisfies TagElement;

/** The rest of the tag's contract: the docs, the manifest and the typings are generated from it. */
export const contract = {
  summary: 'Lightning offers carousel with countdowns.',
  description:
    "'Ofertas Relâmpago' — 'Corra! Ofertas com tempo limitado': the first 15 lightning offers in a carousel of product cards, each with a countdown to its end (one shared one-second clock). An offer whose time is up leaves the carousel; the element hides when none is left or the request fails.",
  attributes: {},
  empty: 'Nothing when no offer is left or the request fails (`data-state="empty|error"`); while loading it holds `--jet-lightning-offers-min-height`.',
  cssProperties: {
    '--jet-lightning-urgent': 'Colour of a countdown in its last hour.',
    '--jet-carousel-slide': 'Width of one slide.',
  },
} satisfies TagContract<typeof element>;
