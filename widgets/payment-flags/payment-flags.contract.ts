import type { TagContract, TagElement } from '../../src/elements/contract';

/** What ./payment-flags.element.ts passes to defineWidget: the tag, and how each attribute becomes a prop. */
export const element = {
  tag: 'jet-payment-flags',
  props: { heading: 'string' },
} as const satisfies TagElement;

/** The rest of the tag's contract: the docs, the manifest and the typings are generated from it. */
export const contract = {
  summary: 'Accepted payment methods.',
  description:
    "The footer's payment flags: the card brands of the store's gateways, then boleto, Pix and bank transfer (payment brand ids 321, 322, 323; 320 is the generic card flag). Hidden when the store lists none or they cannot be loaded.",
  attributes: {
    heading: {
      description: "The block's title.",
      default: 'Formas de pagamento',
    },
  },
  empty: 'Nothing when the store lists no payment method or they cannot be loaded.',
} satisfies TagContract<typeof element>;
