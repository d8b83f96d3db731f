import createDOMPurify, { type Config, type DOMPurify } from 'dompurify';

/**
 * The allow-list policy of the library's one store-HTML sanitiser (banner and product descriptions, FAQ
 * answers, institutional and privacy-policy pages, seal codes). Widgets never import this file: they use
 * src/ui/safe-html.tsx, which loads it together with DOMPurify on first need. Every browser runs this same
 * code (the browser's own `setHTML` is not used: its defaults differ from browser to browser and, in
 * Chromium, keep `<meta http-equiv=refresh>`, `<link rel=stylesheet>` and `<svg><style>`).
 *
 * The policy (STORE_HTML_POLICY and the hooks below):
 * - only the text-formatting, list, table, link and image elements of HTML are kept; everything else
 *   goes — scripts, meta, link, style, base, forms and their controls, frames, objects, embeds, media,
 *   templates, SVG and MathML (with the content of scripts, styles and the like);
 * - only the attributes listed are kept: no event handlers, no `id` or `name` (a store text must not
 *   clobber `document.x` or the store's own elements such as `#jet-config`), no `data-*`, no `srcset`;
 * - URLs: links may point to http(s), mailto:, tel: or a relative address; images only to https or a
 *   relative address; javascript:, data:, vbscript: and every other scheme are removed;
 * - links that open elsewhere (`target="_blank"`) or lead to another host get `rel="noopener
 *   noreferrer"`; the only targets kept are `_blank` and `_self`;
 * - inline `style` keeps only typographic and box properties (colour, alignment, spacing, borders,
 *   width…) and never a value with `url(`, `image-set(`, `expression(` or `var(`: no `position`, no
 *   overlays over the store, no background images fetched from elsewhere.
 */
export const STORE_HTML_POLICY = {
  ALLOWED_TAGS: [
    'a', 'abbr', 'b', 'bdi', 'bdo', 'blockquote', 'br', 'caption', 'center', 'cite', 'code', 'col', 'colgroup',
    'dd', 'del', 'details', 'dfn', 'div', 'dl', 'dt', 'em', 'figcaption', 'figure', 'font', 'h1', 'h2', 'h3',
    'h4', 'h5', 'h6', 'hr', 'i', 'img', 'ins', 'kbd', 'li', 'mark', 'ol', 'p', 'pre', 'q', 's', 'samp', 'small',
    'span', 'strike', 'strong', 'sub', 'summary', 'sup', 'table', 'tbody', 'td', 'tfoot', 'th', 'thead', 'time',
    'tr', 'u', 'ul', 'var', 'wbr',
  ],
  ALLOWED_ATTR: [
    'align', 'alt', 'border', 'cellpadding', 'cellspacing', 'class', 'color', 'colspan', 'datetime', 'dir', 'face',
    'headers', 'height', 'href', 'lang', 'loading', 'open', 'reversed', 'rowspan', 'scope', 'size', 'span', 'src',
    'start', 'style', 'target', 'title', 'type', 'valign', 'width',
  ],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: true,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  SANITIZE_DOM: true,
  KEEP_CONTENT: true,
} as const satisfies Config;

/** Schemes a link may use; anything without a scheme is relative (same store). */
const LINK_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);
/** Schemes an image may use: https only (no data:, no mixed content). */
const IMAGE_SCHEMES = new Set(['https']);
/** CSS properties an inline style may keep (a shorthand is checked on the longhands it sets). */
const STYLE_PROPERTY = /^(?:color|background-color|text-(?:align|decoration(?:-[a-z]+)?|indent|transform)|font-(?:weight|style|size|family|variant)|line-height|letter-spacing|word-spacing|white-space|vertical-align|(?:margin|padding)(?:-(?:top|right|bottom|left|block|inline)(?:-(?:start|end))?)?|border(?:-[a-z-]+)?|(?:min-|max-)?(?:width|height)|list-style-type|float|clear)$/;
const STYLE_VALUE_FORBIDDEN = /url\s*\(|image-set|expression|var\s*\(|\\|@import|javascript:/i;

/** The scheme of a URL attribute value, lower case, ignoring what browsers ignore; '' when relative. */
function schemeOf(value: string): string {
  // browsers strip ASCII whitespace and control characters inside a scheme ("java\tscript:")
  const compact = [...value].filter((char) => char > ' ' && (char < '\u007f' || char > '\u009f')).join('');
  const match = /^([a-z][a-z0-9+.-]*):/i.exec(compact);
  if (match) return match[1]!.toLowerCase();
  // a colon before any / ? # that is not a valid scheme: treat as a scheme we do not know
  const colon = compact.indexOf(':');
  const end = compact.search(/[/?#]/);
  return colon !== -1 && (end === -1 || colon < end) ? '?' : '';
}

/** True when an http(s) link leads away from the page's own origin. */
function isExternal(href: string): boolean {
  try {
    const url = new URL(href, document.baseURI);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin !== window.location.origin;
  } catch {
    return true;
  }
}

/** Keeps only the allowed properties of an element's inline style; drops the attribute when none is left. */
function filterStyle(element: Element): void {
  const style = (element as HTMLElement).style as CSSStyleDeclaration | undefined;
  const raw = element.getAttribute('style') ?? '';
  if (!style || STYLE_VALUE_FORBIDDEN.test(raw)) {
    element.removeAttribute('style');
    return;
  }
  const kept: string[] = [];
  for (let index = 0; index < style.length; index += 1) {
    const name = style.item(index);
    const value = style.getPropertyValue(name);
    if (!STYLE_PROPERTY.test(name) || STYLE_VALUE_FORBIDDEN.test(value)) continue;
    const priority = style.getPropertyPriority(name);
    kept.push(`${name}: ${value}${priority ? ' !important' : ''}`);
  }
  if (kept.length > 0) element.setAttribute('style', kept.join('; '));
  else element.removeAttribute('style');
}

/** Adds the policy's hooks to a DOMPurify instance. */
function withPolicyHooks(purify: DOMPurify): DOMPurify {
  purify.addHook('uponSanitizeAttribute', (node, data) => {
    if (!data.keepAttr) return;
    const name = data.attrName;
    if (name === 'href' || name === 'src') {
      const scheme = schemeOf(data.attrValue);
      const allowed = name === 'src' ? IMAGE_SCHEMES : LINK_SCHEMES;
      if ((scheme !== '' && !allowed.has(scheme)) || (name === 'href' && node.nodeName !== 'A') || (name === 'src' && node.nodeName !== 'IMG')) {
        data.keepAttr = false;
      }
    } else if (name === 'target') {
      const target = data.attrValue.trim().toLowerCase();
      if (target !== '_blank' && target !== '_self') data.keepAttr = false;
      else data.attrValue = target;
    }
  });
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeType !== 1) return;
    const element = node as Element;
    if (element.hasAttribute('style')) filterStyle(element);
    if (element.nodeName === 'A') {
      const href = element.getAttribute('href');
      if (element.getAttribute('target') === '_blank' || (href !== null && isExternal(href))) {
        element.setAttribute('rel', 'noopener noreferrer');
      }
    }
  });
  return purify;
}

export interface StoreHtmlSanitizer {
  /** Sanitised HTML text. */
  sanitize(html: string): string;
  /** Sanitised nodes, ready to insert (no second parse); null when nothing is left of the document. */
  fragment(html: string): DocumentFragment | null;
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
