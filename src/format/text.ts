/** Default length of product names in cards and lists (catalogue-and-discovery §9). */
const NAME_LIMIT = 45;

/**
 * Cuts a text longer than `limit` characters to its first `limit` characters (trailing blanks
 * dropped) followed by '...'. Shorter texts come back unchanged. Characters are counted as code points,
 * so an emoji or accented letter is never cut in half.
 */
export function limitText(text: string, limit: number = NAME_LIMIT, ellipsis = '...'): string {
  const chars = Array.from(typeof text === 'string' ? text : '');
  if (chars.length <= limit) return chars.join('');
  return `${chars.slice(0, Math.max(0, limit)).join('').trimEnd()}${ellipsis}`;
}
