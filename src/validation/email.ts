import { asText } from './digits';

/** Characters an address may not hold (customer-area §5), spaces and other blanks included. */
const FORBIDDEN = /[\s()<>,;:\\/"[\]$%!&*+={}^~'?|`#]/;

/**
 * A standard address: dot-separated atoms of letters, digits, '_' and '-' before the @; a host of
 * dot-separated labels (letters, digits, inner hyphens); a top-level domain of at least 2 letters.
 */
const PATTERN =
  /^[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;

/** The longest address SMTP carries (RFC 5321). */
const MAX_LENGTH = 254;

/**
 * An e-mail address by the spec's rules: an @, a dot followed by at least 2 characters, none of the
 * characters ()<>,;:\/"[]$%!&*+={}^~'?|`# and no spaces, and the standard address pattern.
 */
export function isValidEmail(value: unknown): boolean {
  const text = asText(value);
  if (text.length === 0 || text.length > MAX_LENGTH) return false;
  if (FORBIDDEN.test(text)) return false;
  return PATTERN.test(text);
}
