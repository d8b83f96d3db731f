/**
 * The offline sandbox's browser tokeniser: stands in for a gateway's script. It keeps the outcome of the
 * test card, its brand and last 4 digits in an opaque single-use token (sandbox.ts); the number, the CVV and
 * the expiry stay in the browser.
 */
import { detectCardBrand } from './brand';
import { encodeSandboxToken, sandboxOutcome } from './sandbox';
import type { CardTokenizer } from './tokenizer';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

function nonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('');
}

export function sandboxTokenizer(): CardTokenizer {
  return {
    async tokenize(card) {
      const digits = card.number.replace(/\D/g, '');
      const brand = detectCardBrand(digits);
      if (!brand) throw new Error('unsupported brand');
      const last4 = digits.slice(-4);
      return { token: encodeSandboxToken({ outcome: sandboxOutcome(digits), brand, last4, nonce: nonce() }), brand, last4 };
    },
  };
}
