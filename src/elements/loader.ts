import { whenInteracted } from './first-interaction';
import { whenNear } from './near';
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

/** Imports the chunk of every undefined jet-* element in `root` (and `root` itself). */
function loadWidgetsIn(root: ParentNode & Partial<Element>): void {
  const candidates: Element[] = [];
  if (root.localName && !customElements.get(root.localName)) candidates.push(root as Element);
  candidates.push(...root.querySelectorAll(':not(:defined)'));
  for (const element of candidates) {
    if (!widgetLoaders[element.localName] || requested.has(element.localName)) continue;
    // A tag whose instances are all marked loading="lazy" waits for the first to come near the viewport
    // (each instance then waits for its own turn to render: defineWidget); one marked
    // loading="interaction" (a floating button, the phone's bottom bar) for the shopper's first touch,
    // click, key or scroll.
    const loading = element.getAttribute('loading');
    if (loading === 'lazy') whenNear(element, () => load(element.localName));
    else if (loading === 'interaction') whenInteracted(() => load(element.localName));
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

