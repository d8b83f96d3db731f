import { createElement, useLayoutEffect, useRef } from 'react';

/**
 * Store HTML (banner descriptions, product descriptions, FAQ answers, pages) rendered safely.
 *
 * The browser's own HTML Sanitizer (`Element.prototype.setHTML`, Chromium 146+) costs no bytes; where
 * it is missing, DOMPurify is loaded with import() on first use, so pages that never show store HTML
 * on such a browser never fetch it. Both paths follow one policy: scripts, event handlers
 * (on*), javascript: URLs, frames and embedded objects go (the safe baseline of both), and so do
 * form controls and <style> (store text has no business posting forms or restyling the page);
 * images, links, tables, classes and inline styles stay.
 */
export const REMOVED_ELEMENTS = ['form', 'input', 'button', 'select', 'textarea', 'style'] as const;

interface NativeSanitizing {
  setHTML(html: string, options?: { sanitizer?: { removeElements?: readonly string[] } }): void;
}

/** True when this browser sanitises natively (Element.prototype.setHTML). */
export function hasNativeSanitizer(): boolean {
  return typeof Element !== 'undefined' && typeof (Element.prototype as Partial<NativeSanitizing>).setHTML === 'function';
}

let purifier: Promise<(html: string) => string> | undefined;

/** DOMPurify with our policy, loaded once, on first need. */
export function loadPurifier(): Promise<(html: string) => string> {
  purifier ??= import('dompurify').then(({ default: DOMPurify }) => (html: string) =>
    DOMPurify.sanitize(html, { FORBID_TAGS: [...REMOVED_ELEMENTS], ADD_ATTR: ['target'] }),
  );
  return purifier;
}

/**
 * Puts sanitised `html` into `element`: at once with the native sanitizer, after DOMPurify loads
 * otherwise. `isCurrent` lets a caller drop a late answer (the HTML changed meanwhile).
 */
export async function setSafeHtml(element: Element, html: string, isCurrent: () => boolean = () => true): Promise<void> {
  if (hasNativeSanitizer()) {
    try {
      (element as unknown as NativeSanitizing).setHTML(html, { sanitizer: { removeElements: REMOVED_ELEMENTS } });
      return;
    } catch {
      // an older draft of the API that rejects this configuration: fall back to DOMPurify
    }
  }
  const sanitize = await loadPurifier();
  if (isCurrent()) element.innerHTML = sanitize(html);
}

export interface SafeHtmlProps {
  html: string;
  className?: string;
  /** The wrapping element. Default 'div'. */
  as?: 'div' | 'span' | 'section' | 'article';
}

/**
 * Renders store HTML sanitised (see setSafeHtml); React never touches its children. A layout effect:
 * with the native sanitizer the HTML is in place before the first paint, so nothing below moves.
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
