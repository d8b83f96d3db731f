import type { TagContract, TagElement } from '../../src/elements/contract';

/** What ./privacy-policy.element.ts passes to defineWidget: the tag, and how each attribute becomes a prop. */
export const element = {
  tag: 'jet-privacy-policy',
  props: { homeUrl: 'string', noTitle: 'boolean' },
} as const satisfies TagElement;

/** The rest of the tag's contract: the docs, the manifest and the typings are generated from it. */
export const contract = {
  summary: 'Privacy-policy page.',
  description:
    "The privacy-policy page (catalogue-and-discovery §2): the store's policy text from the company settings (`privacyPolicy.policyPrivacy`, store HTML, sanitised) under 'Política de Privacidade', with the date of its last change. A disabled policy (`statusPolicyPrivacy` false) sends the shopper to '/'.",
  attributes: {
    homeUrl: {
      description: 'Where a disabled policy sends the shopper.',
      default: '/',
    },
    noTitle: {
      description: "Leaves the title out (the store's text has its own heading).",
    },
  },
  empty: 'The title and a skeleton while loading; a disabled policy sends the shopper to `home-url`.',
} satisfies TagContract<typeof element>;
