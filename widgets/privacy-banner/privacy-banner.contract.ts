import type { TagContract, TagElement } from '../../src/elements/contract';

/** What ./privacy-banner.element.ts passes to defineWidget: the tag, and how each attribute becomes a prop. */
export const element = {
  tag: 'jet-privacy-banner',
  props: { policyUrl: 'string' },
} as const satisfies TagElement;

/** The rest of the tag's contract: the docs, the manifest and the typings are generated from it. */
export const contract = {
  summary: 'The privacy policy banner.',
  description:
    "The privacy policy banner of every page (customer-area §2, §4): the store's alert text with '[linkPolitica]' as a link to the policy, and 'Entendi'. Fixed at the bottom of the viewport (no layout shift); not shown when the policy is inactive or this browser acknowledged its current version (localStorage; a signed-in shopper's acknowledgement is also sent to the server).",
  attributes: {
    policyUrl: {
      description: 'The policy page linked from the text.',
      default: '/politica-de-privacidade',
    },
  },
  empty: 'Nothing when the policy is inactive or this browser acknowledged its current version.',
  cssProperties: {
    '--jet-privacy-banner-background': "The bar's background.",
    '--jet-color-primary': "'Entendi' and the link.",
  },
} satisfies TagContract<typeof element>;
