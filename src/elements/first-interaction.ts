/**
 * Calls `then` at the shopper's first interaction with the page (a touch, a click, a key, a scroll or a
 * wheel turn), like the chat buttons stores load late; returns the function that stops waiting. One set of
 * listeners for the page, removed once it fires.
 */
const EVENTS = ['pointerdown', 'touchstart', 'keydown', 'scroll', 'wheel'] as const;
const waiting = new Set<() => void>();
let listening = false;

function fire(): void {
  for (const type of EVENTS) window.removeEventListener(type, fire, true);
  listening = false;
  const callbacks = [...waiting];
  waiting.clear();
  for (const callback of callbacks) callback();
}

export function whenInteracted(then: () => void): () => void {
  waiting.add(then);
  if (!listening) {
    listening = true;
    for (const type of EVENTS) window.addEventListener(type, fire, { capture: true, passive: true });
  }
  return () => {
    waiting.delete(then);
  };
}
