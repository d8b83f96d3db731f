/**
 * Calls `then` once `element` comes within a tenth of a screen of the viewport, like a lazy image;
 * returns the function that stops waiting. One observer for the page. (Every browser that runs this
 * ES2022 build has IntersectionObserver; without one, as in some test environments, `then` runs at once.)
 */
const waiting = new Map<Element, () => void>();
let observer: IntersectionObserver | undefined;
/**
 * The elements seen near the viewport once: a `loading="lazy"` tag whose code was fetched because it came
 * near renders at once when defined, even if a fast scroll has carried it away meanwhile.
 */
export const cameNear = new WeakSet<Element>();

export function whenNear(element: Element, then: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    cameNear.add(element);
    then();
    return () => undefined;
  }
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const callback = waiting.get(entry.target);
        if (!entry.isIntersecting || !callback) continue;
        observer?.unobserve(entry.target);
        waiting.delete(entry.target);
        cameNear.add(entry.target);
        callback();
      }
    },
    { rootMargin: '10% 0px' },
  );
  waiting.set(element, then);
  observer.observe(element);
  return () => {
    if (waiting.get(element) !== then) return;
    waiting.delete(element);
    observer?.unobserve(element);
  };
}
