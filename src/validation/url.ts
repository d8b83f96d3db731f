import { asText } from './digits';

/**
 * An absolute http(s) URL without a percent sign (customer-area §5: URLs holding '%' are invalid)
 * and without blanks.
 */
export function isValidUrl(value: unknown): boolean {
  const text = asText(value);
  if (text.length === 0 || text.includes('%') || /\s/.test(text)) return false;
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}
