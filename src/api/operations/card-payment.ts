/**
 * The card-provider calls (catalogue-and-discovery §7, cart-and-purchase §7/§9): with `paymentGateways`
 * (cart.ts, the gateways and their rules) they are the spec's four: the gateway configuration (which
 * tokeniser, its public key), a card session for the checkout, and the gateway's installments for a value.
 * The card itself is tokenised in the browser and never sent here (widgets/checkout/README.md).
 * Their request names are their logical names (the spec shows none): the shortest the catalogue can carry,
 * since it is on every page (28 bytes of gzip less than 'getCardGatewayConfig'-style names).
 */
import type { CardGatewayConfig, CardInstallment, CardInstallmentsParams, CardSessionAnswer } from './card-payment.types';
import { op, read } from './define';

export const cardPaymentOperations = {
  /** Which gateway tokenises cards and its public key; never the secret. */
  cardGateway: read<undefined, CardGatewayConfig>({ request: 'cardGateway' }),
  /** Opens a card payment for the signed-in customer's checkout (its id goes with placeOrder). */
  cardSession: op<undefined, null, CardSessionAnswer>({ request: 'cardSession' }),
  /** The gateway's plans for a value and brand: 1x up to its maximum, 'sem juros' or with its interest. */
  cardInstallments: read<CardInstallmentsParams, CardInstallment[]>({ request: 'cardInstallments' }),
} as const;
