/**
 * The card is tokenised in the browser by the gateway's own code: the number, CVV and expiry go from the
 * form to the tokeniser and nowhere else; our server gets the token, the brand and the plan only. Each
 * gateway's tokeniser is its own module, loaded on the card form's first use (the Mercado Pago one loads
 * Mercado Pago's script then).
 */
import type { CardGatewayConfig } from '../../api/operations/card-payment.types';
import type { CardBrand } from './brand';

/** What the shopper typed, as the form holds it (masked). */
interface CardData {
  number: string;
  holderName: string;
  /** 'MM/AA'. */
  expiry: string;
  cvv: string;
  /** The holder's CPF. */
  holderDocument: string;
}

interface CardToken {
  token: string;
  brand: CardBrand;
  last4: string;
}

export interface CardTokenizer {
  tokenize(card: CardData): Promise<CardToken>;
}

const loaded = new Map<string, Promise<CardTokenizer>>();

/** The configured gateway's tokeniser, loaded once per page. */
export function loadTokenizer(config: CardGatewayConfig): Promise<CardTokenizer> {
  const key = `${config.provider}|${config.publicKey ?? ''}`;
  let tokenizer = loaded.get(key);
  if (!tokenizer) {
    tokenizer =
      config.provider === 'mercadopago'
        ? import('./mercadopago-tokenizer').then((m) => m.mercadoPagoTokenizer(config))
        : import('./sandbox-tokenizer').then((m) => m.sandboxTokenizer());
    // a failed download may be tried again
    tokenizer.catch(() => loaded.delete(key));
    loaded.set(key, tokenizer);
  }
  return tokenizer;
}
