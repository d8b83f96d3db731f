import type { TagContract, TagElement } from '../../src/elements/contract';

/** What ./checkout.element.ts passes to defineWidget: the tag, and how each attribute becomes a prop. */
export const element = {
  tag: 'jet-checkout',
  props: {},
} as const satisfies TagElement;

/** The rest of the tag's contract: the docs, the manifest and the typings are generated from it. */
export const contract = {
  summary: 'The checkout: address, shipping, payment, summary, place the order.',
  description:
    "The checkout (`/checkout`; ours: the specs are silent): one page from the cart to a Pix code or a boleto. 1 'Endereço de entrega' (the address book, the default preselected, or 'Novo endereço' with the CEP lookup; skipped for a cart of only digital products), 2 'Entrega' (the option chosen in the cart, re-quoted when the address's CEP differs), 3 'Pagamento' (Pix or boleto, the store credit), 4 'Resumo' with 'Finalizar pedido'. Visitors go to /checkout/identification; a customer signed in by access code only, to the finish-registration (and back here after it); an empty cart says so.",
  attributes: {},
  empty: 'A loading state; an empty cart says so.',
  events: {
    'jet:purchase': 'After the order is placed: { idOrder, value, items }; then the page goes to the confirmation, /checkout/confirmacao?pedido={idOrder}.',
    'jet:alert-show': "With every message it shows (the server's text when the order is refused).",
  },
  cssProperties: {
    '--jet-color-primary': 'Steps, the chosen option, the button.',
    '--jet-color-error': 'Errors.',
  },
} satisfies TagContract<typeof element>;
