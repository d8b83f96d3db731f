/**
 * Answer shapes of the card-provider calls (catalogue-and-discovery §7: "four POST /api calls for gateway
 * configuration, session and installments"; payloads not shown, so ours). Money in reais.
 */
import type { CardBrand } from '../../payment/card/brand';

export type { CardBrand };

/** Which gateway tokenises the card in the browser, and what it needs: never a secret. */
export interface CardGatewayConfig {
  /** 'sandbox': the offline test gateway; 'mercadopago': Mercado Pago's script. */
  provider: 'sandbox' | 'mercadopago';
  /** The gateway's public key (Mercado Pago), or null. */
  publicKey: string | null;
  /** The gateway's tokenisation script, loaded on the card form's first use, or null (sandbox). */
  scriptUrl: string | null;
}

/** A card payment of this checkout: its id goes with the order (one charge however often it is sent). */
export interface CardSessionAnswer {
  sessionId: string;
  /** ISO 8601; after it the order asks for a new session. */
  expiresAt: string;
}

export interface CardInstallmentsParams {
  /** What the order will charge, in reais. */
  value: number;
  brand: CardBrand;
}

/** One installment plan of the gateway for a value and brand. */
export interface CardInstallment {
  installments: number;
  /** Each installment, in reais. */
  installmentValue: number;
  /** What the shopper pays in all (the value plus the interest). */
  total: number;
  /** Monthly interest in percent; 0 for an interest-free plan. */
  interest: number;
}

/** The card of `placeOrder` with `paymentMethod: 'card'`: a token of the gateway, never the card's data. */
export interface PlaceOrderCard {
  /** The gateway's single-use token, made in the browser. */
  token: string;
  brand: CardBrand;
  /** One of the plans of `cardInstallments`. */
  installments: number;
  /** The card holder's CPF (the gateway asks for it with the payment). */
  holderDocument: string;
  /** From `cardSession`. */
  sessionId: string;
}
