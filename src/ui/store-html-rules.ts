/**
 * The store-HTML policy (banner and product descriptions, FAQ answers, institutional and privacy-policy
 * pages, seal codes), one list of rules for both sanitisers of src/ui/safe-html.tsx: the browser's own
 * Sanitizer API given this allow-list where it has one, DOMPurify with it elsewhere
 * (src/ui/store-html-policy.ts).
 *
 * - only the text-formatting, list, table, link and image elements of HTML are kept; everything else
 *   goes — scripts, meta, link, style, base, forms and their controls, frames, objects, embeds, media,
 *   templates, SVG and MathML;
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
export const ALLOWED_TAGS = [
  'a', 'abbr', 'b', 'bdi', 'bdo', 'blockquote', 'br', 'caption', 'center', 'cite', 'code', 'col', 'colgroup',
  'dd', 'del', 'details', 'dfn', 'div', 'dl', 'dt', 'em', 'figcaption', 'figure', 'font', 'h1', 'h2', 'h3',
  'h4', 'h5', 'h6', 'hr', 'i', 'img', 'ins', 'kbd', 'li', 'mark', 'ol', 'p', 'pre', 'q', 's', 'samp', 'small',
  'span', 'strike', 'strong', 'sub', 'summary', 'sup', 'table', 'tbody', 'td', 'tfoot', 'th', 'thead', 'time',
  'tr', 'u', 'ul', 'var', 'wbr',
] as const;

export const ALLOWED_ATTR = [
  'align', 'alt', 'border', 'cellpadding', 'cellspacing', 'class', 'color', 'colspan', 'datetime', 'dir', 'face',
  'headers', 'height', 'href', 'lang', 'loading', 'open', 'reversed', 'rowspan', 'scope', 'size', 'span', 'src',
  'start', 'style', 'target', 'title', 'type', 'valign', 'width',
] as const;

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

/**
 * The value an allowed attribute keeps on `element` (`target` lower-cased), or null when the rules drop
 * it: a URL with a scheme the element may not use, href off a link, src off an image, another target.
 */
export function keptAttribute(element: Element, name: string, value: string): string | null {
  if (name === 'href' || name === 'src') {
    const scheme = schemeOf(value);
    const allowed = name === 'src' ? IMAGE_SCHEMES : LINK_SCHEMES;
    const owner = name === 'src' ? 'IMG' : 'A';
    return (scheme !== '' && !allowed.has(scheme)) || element.nodeName !== owner ? null : value;
  }
  if (name === 'target') {
    const target = value.trim().toLowerCase();
    return target === '_blank' || target === '_self' ? target : null;
  }
  return value;
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

/** The rules that come after the allow-list, on one element whose attributes were checked: style, rel. */
export function finishElement(element: Element): void {
  if (element.hasAttribute('style')) filterStyle(element);
  if (element.nodeName === 'A') {
    const href = element.getAttribute('href');
    if (element.getAttribute('target') === '_blank' || (href !== null && isExternal(href))) {
      element.setAttribute('rel', 'noopener noreferrer');
    }
  }
}

/** Every rule on every element under `root` (what the allow-list alone does not say). */
export function applyRules(root: ParentNode): void {
  for (const element of root.querySelectorAll('*')) {
    for (const name of ['href', 'src', 'target']) {
      const value = element.getAttribute(name);
      if (value === null) continue;
      const kept = keptAttribute(element, name, value);
      if (kept === null) element.removeAttribute(name);
      else if (kept !== value) element.setAttribute(name, kept);
    }
    finishElement(element);
  }
}
