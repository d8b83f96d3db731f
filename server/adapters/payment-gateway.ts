/**
 * Card payments behind one interface, so the store runs offline (adapters/README.md "Card gateway"):
 * - `sandboxGateway` (default): the offline test gateway. The browser's sandbox tokeniser
 *   (src/payment/card/sandbox-tokenizer.ts) turns a test card into a token holding the outcome, the brand and
 *   the last 4 digits (src/payment/card/sandbox.ts); this side reads it. Each token is good for one charge.
 * - `mercadoPagoGateway` (payment-mercadopago.ts): Mercado Pago, with its secret access token from the
 *   environment (never sent to the browser; the browser gets the public key only).
 * The card's number, CVV and expiry never reach the server: it gets a token, the brand and the plan.
 */
import type { CardGatewayConfig, CardInstallment, PaymentGateway } from '../../src/api/operations';
import type { CardBrand } from '../../src/payment/card/brand';
import { decodeSandboxToken } from '../../src/payment/card/sandbox';
import { installmentOptions } from '../services/payments';
import { mercadoPagoGateway } from './payment-mercadopago';

/** @public what a gateway adapter is asked to charge */
export interface CardCharge {
  token: string;
  brand: CardBrand;
  /** What is charged, interest included, in reais. */
  amount: number;
  installments: number;
  orderId: number;
  /** The payer's e-mail and CPF (the gateway asks for them). */
  email: string;
  holderDocument: string;
  /** The same key never charges twice (the card session and the token). */
  idempotencyKey: string;
}

/** Why a card was refused; 'invalid_token' also covers a token used before or of another brand. */
export type CardRefusal = 'declined' | 'insufficient_funds' | 'unknown_card' | 'invalid_token';

/**
 * @public what a gateway adapter answers. 'in_review': the issuer or the gateway's fraud check is still
 * deciding (Mercado Pago's 'in_process' / 'pending'); nothing is settled yet, and the gateway's signed notice
 * says later which way it went.
 */
export type ChargeResult =
  | { status: 'approved' | 'in_review'; /** The gateway's id of the payment. */ reference: string; last4: string }
  | { status: 'refused'; reason: CardRefusal };

/** The gateway could not be reached or answered nonsense: nothing is known to be charged. */
export class GatewayUnavailable extends Error {}

export interface CardGateway {
  readonly provider: CardGatewayConfig['provider'];
  /** What the browser needs to tokenise (public: no secret). */
  publicConfig(): CardGatewayConfig;
  /** The plans for `amount` and the brand; `rule` is the store's card gateway row (payment_gateways). */
  installments(amount: number, brand: CardBrand, rule: PaymentGateway): Promise<CardInstallment[]>;
  charge(charge: CardCharge): Promise<ChargeResult>;
  /** Gives back a payment whose order could not be written (best effort); `inReview`: one not settled yet, voided. */
  refund(reference: string, inReview?: boolean): Promise<void>;
  /** Hosts its browser script talks to (Content-Security-Policy). */
  readonly csp: { script: string[]; connect: string[]; frame: string[] };
}

/** Tokens already charged are refused, as a real gateway's single-use tokens are (bounded memory). */
const SPENT_MAX = 50_000;

export function sandboxGateway(): CardGateway {
  const spent = new Set<string>();
  return {
    provider: 'sandbox',
    publicConfig: () => ({ provider: 'sandbox', publicKey: null, scriptUrl: null }),
    async installments(amount, _brand, rule) {
      return installmentOptions(amount, rule);
    },
    async charge(charge) {
      const token = decodeSandboxToken(charge.token);
      if (!token || token.brand !== charge.brand || spent.has(token.nonce)) return { status: 'refused', reason: 'invalid_token' };
      if (spent.size >= SPENT_MAX) spent.clear();
      spent.add(token.nonce);
      if (token.outcome === 'approved' || token.outcome === 'in_review') return { status: token.outcome, reference: `sandbox-${token.nonce}`, last4: token.last4 };
      return { status: 'refused', reason: token.outcome === 'unknown' ? 'unknown_card' : token.outcome };
    },
    async refund() {},
    csp: { script: [], connect: [], frame: [] },
  };
}

/**
 * The gateway configured by the environment: CARD_GATEWAY=mercadopago (with MERCADOPAGO_ACCESS_TOKEN and
 * MERCADOPAGO_PUBLIC_KEY), CARD_GATEWAY=sandbox, or CARD_GATEWAY=off (no card at checkout). Unset: the
 * sandbox, except with NODE_ENV=production, where it is off: a live store never takes test cards by mistake.
 * A configuration that cannot work throws, and the server stops with the reason.
 */
export function cardGatewayFromEnv(env: NodeJS.ProcessEnv = process.env): CardGateway | null {
  const chosen = (env.CARD_GATEWAY ?? '').trim().toLowerCase();
  if (chosen === 'off') return null;
  if (chosen === 'mercadopago') {
    const accessToken = env.MERCADOPAGO_ACCESS_TOKEN?.trim();
    const publicKey = env.MERCADOPAGO_PUBLIC_KEY?.trim();
    if (!accessToken || !publicKey) throw new Error('CARD_GATEWAY=mercadopago needs MERCADOPAGO_ACCESS_TOKEN and MERCADOPAGO_PUBLIC_KEY');
    return mercadoPagoGateway({ accessToken, publicKey });
  }
  if (chosen === 'sandbox') return sandboxGateway();
  if (chosen !== '') throw new Error(`CARD_GATEWAY must be sandbox, mercadopago or off, got "${env.CARD_GATEWAY}"`);
  return env.NODE_ENV === 'production' ? null : sandboxGateway();
}
