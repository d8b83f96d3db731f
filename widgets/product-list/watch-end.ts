/**
 * Calls `onEnd` when `sentinel` (the end of the list) comes into view, `debounceMs` after the last
 * sign of it: an IntersectionObserver, or a scroll listener where there is none. Returns the stop
 * function. Loaded only by listings that scroll infinitely.
 */
export function watchEnd(sentinel: Element, onEnd: () => void, debounceMs: number): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const later = () => {
    clearTimeout(timer);
    timer = setTimeout(onEnd, debounceMs);
  };
  let stop: () => void;
  if (typeof IntersectionObserver === 'function') {
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && later());
    observer.observe(sentinel);
    stop = () => observer.disconnect();
  } else {
    const onScroll = () => sentinel.getBoundingClientRect().top <= window.innerHeight && later();
    window.addEventListener('scroll', onScroll, { passive: true });
    stop = () => window.removeEventListener('scroll', onScroll);
  }
  return () => {
    clearTimeout(timer);
    stop();
  };
}
