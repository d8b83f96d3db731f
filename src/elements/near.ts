/**
 * Calls `then` once `element` comes within a tenth of a screen of the viewport, like a lazy image
 * (at once where IntersectionObserver is missing). One observer for the page.
 */
const waiting = new Map<Element, () => void>();
let observer: IntersectionObserver | undefined;

export function whenNear(element: Element, then: () => void): void {
  if (typeof IntersectionObserver === 'undefined') return then();
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const callback = waiting.get(entry.target);
        if (!entry.isIntersecting || !callback) continue;
        observer?.unobserve(entry.target);
        waiting.delete(entry.target);
        callback();
      }
    },
    { rootMargin: '10% 0px' },
  );
  waiting.set(element, then);
  observer.observe(element);
}
