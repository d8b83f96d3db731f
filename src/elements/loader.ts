import { widgetLoaders } from './registry';

const requested = new Set<string>();

/** Imports the chunk of every undefined jet-* element in `root` (and `root` itself). */
export function loadWidgetsIn(root: ParentNode & Partial<Element>): void {
  const candidates: Element[] = [];
  if (root.localName && !customElements.get(root.localName)) candidates.push(root as Element);
  candidates.push(...root.querySelectorAll(':not(:defined)'));
  for (const element of candidates) {
    const tag = element.localName;
    const load = widgetLoaders[tag];
    if (!load || requested.has(tag)) continue;
    requested.add(tag);
    load().catch((error: unknown) => {
      requested.delete(tag);
      console.error(`[jet] could not load <${tag}>`, error);
    });
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
