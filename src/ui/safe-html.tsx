import { createElement, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { nativeStoreHtmlSanitizer, type StoreHtmlSanitizer } from './native-store-html';

/**
 * Store HTML (banner and product descriptions, FAQ answers, institutional and privacy-policy pages,
 * seal codes) rendered safely: the ONE way the library puts store HTML in a page, with the rules of
 * src/ui/store-html-rules.ts. Where the browser has the Sanitizer API (Chromium, Firefox), it parses
 * with our allow-list, at once and with no download; elsewhere DOMPurify with the same rules
 * (src/ui/store-html-policy.ts, 12.5 kB gzip) loads with import() on first need. The rules after the
 * allow-list (URL schemes, targets, rel, styles) are the same code on both paths.
 */

let sanitizer: StoreHtmlSanitizer | undefined;
let purifier: Promise<(html: string) => string> | undefined;

/** The sanitiser, loaded once, on first need (nothing to load with the Sanitizer API). */
export function loadPurifier(): Promise<(html: string) => string> {
  sanitizer ??= nativeStoreHtmlSanitizer();
  purifier ??= sanitizer
    ? Promise.resolve(sanitizer.sanitize)
    : import('./store-html-policy').then(({ createStoreHtmlSanitizer }) => {
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
  const [ready, setReady] = useState(() => (sanitizer ??= nativeStoreHtmlSanitizer()) !== undefined);
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
  sanitizer ??= nativeStoreHtmlSanitizer();
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
