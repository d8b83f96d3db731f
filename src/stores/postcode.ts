import { atom, onMount, type ReadableAtom } from 'nanostores';

/**
 * The shopper's postcode (CEP, 8 digits) for the whole page, so the product page's shipping estimate,
 * the cart, the checkout and the address book start from the same CEP.
 *
 * - It starts from the `jet_postcode` cookie, which the server sets when shipping options are asked
 *   or one is chosen (it must not be HttpOnly: it holds no secret).
 * - Every cart answer's `postcode` updates it (`cart.ts` hands each cart taken to `takePostcode`), and
 *   the shipping calculator takes the CEP it asked options for.
 * - Nothing here sends a request: to keep a CEP on the server use the cart's `setPostcode()`.
 */

/** The cookie the server keeps the shopper's CEP in. */
const POSTCODE_COOKIE = 'jet_postcode';

const $value = atom<string | null>(null);
/** A CEP was taken from a cart answer or the calculator: the cookie is not read over it. */
let taken = false;

/** The shopper's CEP as 8 digits, or null while none is known. */
export const $postcode: ReadableAtom<string | null> = $value;

/** A CEP as 8 digits ('01310-100' -> '01310100'), or null when it is not one. */
export function postcodeDigits(value: unknown): string | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const digits = String(value).replace(/\D/g, '');
  return digits.length === 8 && digits !== '00000000' ? digits : null;
}

/** The CEP in the `jet_postcode` cookie, or null. */
export function readPostcodeCookie(cookies: string = typeof document === 'undefined' ? '' : document.cookie): string | null {
  for (const part of cookies.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== POSTCODE_COOKIE) continue;
    try {
      return postcodeDigits(decodeURIComponent(rest.join('=')));
    } catch {
      return null;
    }
  }
  return null;
}

/** Takes a CEP the server answered (a cart's `postcode`) or the shopper asked options for; null and non-CEPs are ignored. */
export function takePostcode(value: string | null | undefined): void {
  const digits = postcodeDigits(value);
  if (!digits) return;
  taken = true;
  if ($value.get() !== digits) $value.set(digits);
}

/** The shopper asked to forget the CEP (the server deleted its cookie): none is known, and the cookie is not read again. */
export function dropPostcode(): void {
  taken = true;
  $value.set(null);
}

/** The CEP now: the one taken, else the cookie's (read when the store is first read, not at import). */
export function currentPostcode(): string | null {
  if (!taken && $value.get() === null) {
    const cookie = readPostcodeCookie();
    if (cookie) $value.set(cookie);
  }
  return $value.get();
}

onMount($value, () => {
  currentPostcode();
});

/** Back to an unknown CEP (tests and stories only). */
export function resetPostcode(): void {
  taken = false;
  $value.set(null);
}
