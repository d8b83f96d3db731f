/**
 * Keyboard and clipboard handlers for inputs. Structural event types, so they take React events and
 * native DOM events alike.
 */
interface KeyLikeEvent {
  key: string;
  target: EventTarget | null;
  preventDefault(): void;
}

/** Keys that make a number input accept a non-integer: exponent, comma and period. */
const NON_INTEGER_KEYS = new Set(['e', 'E', ',', '.']);

/**
 * Blocks the keys e, E, comma and period in a quantity input (catalogue-and-discovery §5), so the
 * browser's number input never holds '1e3' or '1,5'.
 */
export function blockNonIntegerKeys(event: KeyLikeEvent): void {
  if (NON_INTEGER_KEYS.has(event.key)) event.preventDefault();
}

/**
 * Keeps Enter from submitting a form (customer-area §5: 'The Enter key is blocked from submitting
 * forms'). Put it on the form's keydown: Enter still works in a textarea and on buttons and links. Not
 * on the login, identification and address forms, where Enter submits (src/forms/README.md).
 */
export function preventEnterKey(event: KeyLikeEvent): void {
  if (event.key !== 'Enter') return;
  const target = event.target as Element | null;
  const tag = target?.tagName;
  if (tag === 'TEXTAREA' || tag === 'BUTTON' || tag === 'A') return;
  event.preventDefault();
}

/** Blocks pasting into a field (the spec blocks it on phone fields). */
export function blockPaste(event: { preventDefault(): void }): void {
  event.preventDefault();
}
