const loading = new Map<string, Promise<void>>();

/**
 * Loads a provider's script once per page (on the first click, never with the page). A failed load is
 * forgotten, so the next click tries again.
 */
export function loadScript(src: string, timeoutMs = 15_000): Promise<void> {
  let pending = loading.get(src);
  if (!pending) {
    pending = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.defer = true;
      const timer = setTimeout(() => fail(), timeoutMs);
      const fail = () => {
        clearTimeout(timer);
        loading.delete(src);
        script.remove();
        reject(new Error(`${src} did not load`));
      };
      script.onload = () => {
        clearTimeout(timer);
        resolve();
      };
      script.onerror = fail;
      document.head.append(script);
    });
    loading.set(src, pending);
  }
  return pending;
}
