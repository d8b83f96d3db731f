import { widgetLoaders } from './registry';

const requested = new Set<string>();

function load(tag: string): void {
  const importChunk = widgetLoaders[tag];
  if (!importChunk || requested.has(tag)) return;
  requested.add(tag);
  importChunk().catch((error: unknown) => {
    requested.delete(tag);
    console.error(`[jet] could not load <${tag}>`, error);
  });
}

/**
 * Tags marked `loading="lazy"` (a showcase below the product) load like lazy images: when they come
 * within a tenth of a screen of the viewport, with their chunk and their reads. Without IntersectionObserver
 * they load at once.
 */
let nearby: IntersectionObserver | null | undefined;
function whenNear(element: Element): void {
  nearby ??=
    typeof IntersectionObserver === 'undefined'
      ? null
      : new IntersectionObserver(
          (entries) => {
            for (const entry of entries) {
              if (!entry.isIntersecting) continue;
              nearby?.unobserve(entry.target);
              load(entry.target.localName);
            }
          },
          { rootMargin: '10% 0px' },
        );
  if (nearby) nearby.observe(element);
  else load(element.localName);
}

/** Imports the chunk of every undefined jet-* element in `root` (and `root` itself). */
export function loadWidgetsIn(root: ParentNode & Partial<Element>): void {
  const candidates: Element[] = [];
  if (root.localName && !customElements.get(root.localName)) candidates.push(root as Element);
  candidates.push(...root.querySelectorAll(':not(:defined)'));
  for (const element of candidates) {
    if (!widgetLoaders[element.localName] || requested.has(element.localName)) continue;
    if (element.getAttribute('loading') === 'lazy') whenNear(element);
    else load(element.localName);
  }
}

/** Loads the tags present now and every one added later. Returns the stop function. */
export function watchForWidgets(root: Element = document.documentElement): () => void {
  loadWidgetsIn(root);
  const observer = new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      for (const node of mutation.addedNodes) {
        if (node.nodeType === Node.ELEMENT_NODE) loadWidgetsIn(node as Element);
      }
    }
  });
  observer.observe(root, { childList: true, subtree: true });
  return () => observer.disconnect();
}

/** CSS that hides jet-* tags until their code has defined them, so nothing flashes. */
export function undefinedTagsCss(): string {
  return `${Object.keys(widgetLoaders).map((tag) => `${tag}:not(:defined)`).join(',')}{visibility:hidden}`;
}
