import type { TagContract, TagElement } from '../../src/elements/contract';

/** What ./banner.element.ts passes to defineWidget: the tag, and how each attribute becomes a prop. */
export const element = {
  tag: 'jet-banner',
  props: { area: 'string', type: 'string', interval: 'number', width: 'number', height: 'number' },
} as const satisfies TagElement;

/** The rest of the tag's contract: the docs, the manifest and the typings are generated from it. */
export const contract = {
  summary: 'Banners of a page area.',
  description:
    "A banner area: the home's full (F), central (C), side (L) and footer (R) banners, or the banners of the category, group or brand page it sits on. Each banner is its image (a link when it has one) and its description HTML, sanitised. Several full-width banners rotate. Hidden when there is none.",
  attributes: {
    area: {
      description: 'The page whose banners show.',
      values: ['home', 'category', 'group', 'brand'],
      defaultFrom: 'the page path (/c, /g, /m; else home)',
    },
    type: {
      description: 'F full, C central, L side, R footer.',
      values: ['F', 'C', 'L', 'R'],
      default: 'F',
    },
    interval: {
      description: 'Seconds between full-width banners; 0 stops the rotation.',
      default: 6,
    },
    width: {
      description: "The images' width in pixels, with `height`: their place is held while they load.",
    },
    height: {
      description: "The images' height in pixels.",
    },
  },
  empty: 'Nothing when the area has no banner or the request fails (`data-state="empty|error"`); while loading it holds `--jet-banner-min-height`.',
  cssProperties: {
    '--jet-banner-min-height': 'Height the area holds before its code runs and while it loads (F while loading 8rem).',
    '--jet-banner-dot-size': "Size of the rotator's dots (each dot is a 24 px target).",
    '--jet-banner-phone-ratio': 'Aspect ratio of side (L) banners under 40rem, the art cropped around its middle (2 / 1).',
  },
} satisfies TagContract<typeof element>;
