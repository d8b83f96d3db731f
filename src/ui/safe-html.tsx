import { createElement, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { StoreHtmlSanitizer } from './store-html-policy';

/**
 * Store HTML (banner and product descriptions, FAQ answers, institutional and privacy-policy pages,
 * seal codes) rendered safely: the ONE way the library puts store HTML in a page. Every browser runs
 * the same code: DOMPurify with our allow-list policy (src/ui/store-html-policy.ts, which says what is
 * kept and why), loaded together with import() on first need, so pages that show no store HTML never
 * fetch either. The browser's own `setHTML` is not used (its defaults differ between browsers).
 */

let sanitizer: StoreHtmlSanitizer | undefined;
let purifier: Promise<(html: string) => string> | undefined;

/** DOMPurify with our policy, loaded once, on first need. The function answers sanitised HTML text. */
export function loadPurifier(): Promise<(html: string) => string> {
  purifier ??= import('./store-html-policy').then(({ createStoreHtmlSanitizer }) => {
    sanitizer = createStoreHtmlSanitizer();
    return sanitizer.sanitize;
  });
  return purifier;
}

/**
 * True once the sanitiser is loaded, or failed to load (it starts loading on the first render). A widget whose store HTML
 * comes with other content waits for it before showing either, so nothing shown first is pushed down
 * when the HTML lands: from then on `SafeHtml` places the HTML before the first paint.
 */
export function usePurifierReady(): boolean {
  const [ready, setReady] = useState(() => sanitizer !== undefined);
  useEffect(() => {
    if (ready) return undefined;
    let current = true;
    void loadPurifier().then(
      () => current && setReady(true),
      // a failed chunk: no longer worth waiting for (SafeHtml stays empty, as it would have anyway)
      () => current && setReady(true),
    );
    return () => {
      current = false;
    };
  }, [ready]);
  return ready;
}

/** Replaces `element`'s children with the sanitised nodes. */
function place(loaded: StoreHtmlSanitizer, element: Element, html: string): void {
  const fragment = loaded.fragment(html);
  if (fragment) element.replaceChildren(element.ownerDocument.importNode(fragment, true));
  else element.replaceChildren();
}

/**
 * Puts sanitised `html` into `element`: at once when the sanitiser is already loaded, after it loads
 * otherwise. `isCurrent` lets a caller drop a late answer (the HTML changed meanwhile).
 */
export async function setSafeHtml(element: Element, html: string, isCurrent: () => boolean = () => true): Promise<void> {
  if (sanitizer) {
    place(sanitizer, element, html);
    return;
  }
  await loadPurifier();
  if (isCurrent() && sanitizer) place(sanitizer, element, html);
}

export interface SafeHtmlProps {
  html: string;
  className?: string;
  /** The wrapping element. Default 'div'. */
  as?: 'div' | 'span' | 'section' | 'article';
}

/**
 * Renders store HTML sanitised (see setSafeHtml); React never touches its children. A layout effect:
 * once DOMPurify is loaded the HTML is in place before the first paint, so nothing below moves.
 */
export function SafeHtml({ html, className, as = 'div' }: SafeHtmlProps) {
  const ref = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    let current = true;
    element.replaceChildren();
    void setSafeHtml(element, html, () => current);
    return () => {
      current = false;
    };
  }, [html]);
  return createElement(as, { ref, className });
}
