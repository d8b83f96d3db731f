/**
 * The offline sandbox gateway's test cards and its token, shared by the browser tokeniser (which makes the
 * token) and the server adapter (which reads it). The numbers are the ones stores know from the big
 * gateways: 4111 1111 1111 1111 and 5555 5555 5555 4444 approve, 4000 0000 0000 0002 is declined by the
 * issuer, 4000 0000 0000 9995 has no funds, 4000 0000 0000 9235 goes to the issuer's review (the order waits
 * for the gateway's notice, as a Mercado Pago 'in_process' payment does). Any future expiry and any CVV.
 *
 * The token holds the outcome, the brand and the last 4 digits, never the number, the CVV or the expiry:
 *   'sandbox_' + base64url(JSON { v: 1, o: outcome, b: brand, l: last4, n: nonce })
 */
import { CARD_BRANDS, type CardBrand } from './brand';

/** What the sandbox answers a charge with the card: 'unknown' is a valid number that is not a test card. */
export type SandboxOutcome = 'approved' | 'in_review' | 'declined' | 'insufficient_funds' | 'unknown';

const SANDBOX_CARDS: Readonly<Record<string, SandboxOutcome>> = {
  '4111111111111111': 'approved',
  '5555555555554444': 'approved',
  '4000000000000002': 'declined',
  '4000000000009995': 'insufficient_funds',
  '4000000000009235': 'in_review',
};

export interface SandboxToken {
  outcome: SandboxOutcome;
  brand: CardBrand;
  last4: string;
  nonce: string;
}

const PREFIX = 'sandbox_';
const OUTCOMES: readonly SandboxOutcome[] = ['approved', 'in_review', 'declined', 'insufficient_funds', 'unknown'];

const toBase64Url = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const fromBase64Url = (text: string) => atob(text.replace(/-/g, '+').replace(/_/g, '/'));

export function sandboxOutcome(number: string): SandboxOutcome {
  return SANDBOX_CARDS[number.replace(/\D/g, '')] ?? 'unknown';
}

export function encodeSandboxToken(token: SandboxToken): string {
  return PREFIX + toBase64Url(JSON.stringify({ v: 1, o: token.outcome, b: token.brand, l: token.last4, n: token.nonce }));
}

/** The token's content, or null for anything that is not a sandbox token (checked field by field). */
export function decodeSandboxToken(token: string): SandboxToken | null {
  if (!token.startsWith(PREFIX) || token.length > 512) return null;
  let data: unknown;
  try {
    data = JSON.parse(fromBase64Url(token.slice(PREFIX.length)));
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null) return null;
  const { v, o, b, l, n } = data as Record<string, unknown>;
  if (v !== 1 || !OUTCOMES.includes(o as SandboxOutcome) || !CARD_BRANDS.includes(b as CardBrand)) return null;
  if (typeof l !== 'string' || !/^\d{4}$/.test(l) || typeof n !== 'string' || !/^[A-Za-z0-9]{8,64}$/.test(n)) return null;
  return { outcome: o as SandboxOutcome, brand: b as CardBrand, last4: l, nonce: n };
}
