/**
 * Mercado Pago's tokeniser: MercadoPago.js v2 (the script the server's configuration names), loaded on the
 * first card payment, with the store's PUBLIC key; `createCardToken` sends the card to Mercado Pago and
 * answers a token (server/adapters/payment-mercadopago.ts charges it with the secret access token).
 */
import type { CardGatewayConfig } from '../../api/operations/card-payment.types';
import { detectCardBrand } from './brand';
import type { CardTokenizer } from './tokenizer';

interface MercadoPagoInstance {
  createCardToken(card: {
    cardNumber: string;
    cardholderName: string;
    cardExpirationMonth: string;
    cardExpirationYear: string;
    securityCode: string;
    identificationType: string;
    identificationNumber: string;
  }): Promise<{ id: string; last_four_digits?: string }>;
}

declare global {
  interface Window {
    MercadoPago?: new (publicKey: string, options?: { locale?: string }) => MercadoPagoInstance;
  }
}

function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      reject(new Error('Mercado Pago script failed to load'));
    };
    document.head.append(script);
  });
}

export async function mercadoPagoTokenizer(config: CardGatewayConfig): Promise<CardTokenizer> {
  if (!config.publicKey || !config.scriptUrl) throw new Error('Mercado Pago needs its public key and script');
  if (!window.MercadoPago) await loadScript(config.scriptUrl);
  const MercadoPago = window.MercadoPago;
  if (!MercadoPago) throw new Error('Mercado Pago script did not define MercadoPago');
  const mp = new MercadoPago(config.publicKey, { locale: 'pt-BR' });
  return {
    async tokenize(card) {
      const digits = card.number.replace(/\D/g, '');
      const brand = detectCardBrand(digits);
      if (!brand) throw new Error('unsupported brand');
      const [month = '', year = ''] = card.expiry.split('/');
      const answer = await mp.createCardToken({
        cardNumber: digits,
        cardholderName: card.holderName.trim(),
        cardExpirationMonth: month,
        cardExpirationYear: `20${year}`,
        securityCode: card.cvv,
        identificationType: 'CPF',
        identificationNumber: card.holderDocument.replace(/\D/g, ''),
      });
      return { token: answer.id, brand, last4: answer.last_four_digits ?? digits.slice(-4) };
    },
  };
}
