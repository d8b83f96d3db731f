import createDOMPurify, { type Config, type DOMPurify } from 'dompurify';
import { ALLOWED_ATTR, ALLOWED_TAGS, finishElement, keptAttribute } from './store-html-rules';
import type { StoreHtmlSanitizer } from './native-store-html';

/**
 * The fallback store-HTML sanitiser: DOMPurify with the rules of src/ui/store-html-rules.ts, for browsers
 * without the Sanitizer API (src/ui/native-store-html.ts). Widgets never import this file: they use
 * src/ui/safe-html.tsx, which loads it together with DOMPurify (12.5 kB gzip) only where it is needed.
 */
export const STORE_HTML_POLICY = {
  ALLOWED_TAGS: [...ALLOWED_TAGS],
  ALLOWED_ATTR: [...ALLOWED_ATTR],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: true,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  SANITIZE_DOM: true,
  KEEP_CONTENT: true,
} as const satisfies Config;

/** Adds the rules' hooks to a DOMPurify instance. */
function withPolicyHooks(purify: DOMPurify): DOMPurify {
  purify.addHook('uponSanitizeAttribute', (node, data) => {
    if (!data.keepAttr) return;
    const kept = keptAttribute(node, data.attrName, data.attrValue);
    if (kept === null) data.keepAttr = false;
    else data.attrValue = kept;
  });
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeType === 1) finishElement(node as Element);
  });
  return purify;
}

/** A DOMPurify instance of our own with the policy (the shared default instance is left alone). */
export function createStoreHtmlSanitizer(): StoreHtmlSanitizer {
  const purify = withPolicyHooks(createDOMPurify(window));
  return {
    sanitize: (html) => purify.sanitize(html, { ...STORE_HTML_POLICY, RETURN_TRUSTED_TYPE: false }),
    // null when e.g. a <frameset> took the body's place
    fragment: (html) => purify.sanitize(html, { ...STORE_HTML_POLICY, RETURN_DOM_FRAGMENT: true }) as DocumentFragment | null,
  };
}
