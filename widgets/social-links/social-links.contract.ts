import type { TagContract, TagElement } from '../../src/elements/contract';

/** What ./social-links.element.ts passes to defineWidget: the tag, and how each attribute becomes a prop. */
export const element = {
  tag: 'jet-social-links',
  props: { variant: 'string', heading: 'string' },
} as const satisfies TagElement;

/** The rest of the tag's contract: the docs, the manifest and the typings are generated from it. */
export const contract = {
  summary: 'Social networks bar, or the floating WhatsApp button.',
  description:
    'The store\'s social networks: by default the bar of the shown networks by position (each a link in a new tab); with `variant="whatsapp"` the floating WhatsApp button, a `https://wa.me/<digits>?text=<message>` link with the company\'s number and message (nothing when the store has no number).',
  attributes: {
    variant: {
      description: "`bar`: the networks' links; `whatsapp`: only the floating WhatsApp button.",
      values: ['bar', 'whatsapp'],
      default: 'bar',
    },
    heading: {
      description: "The bar's title.",
      default: 'Siga a loja',
    },
  },
  empty: 'Nothing when the store shows no network (`whatsapp`: has no number).',
  cssProperties: {
    '--jet-whatsapp-bottom': 'Distance of the floating button from the bottom (the fixed bar raises it on phones).',
    '--jet-whatsapp-z': 'Stacking order of the floating button (45: under panels, the privacy notice and the fixed bar; a theme that docks it in the fixed bar raises it above 65).',
  },
} satisfies TagContract<typeof element>;
