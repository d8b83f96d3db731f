import { ALLOWED_ATTR, ALLOWED_TAGS, applyRules } from './store-html-rules';

export interface StoreHtmlSanitizer {
  /** Sanitised HTML text. */
  sanitize(html: string): string;
  /** Sanitised nodes, ready to insert (no second parse); null when nothing is left of the document. */
  fragment(html: string): DocumentFragment | null;
}

/** ARIA attributes a store text may use (DOMPurify keeps every aria-*; the Sanitizer API needs names). */
const ARIA = ['label', 'labelledby', 'describedby', 'hidden', 'level', 'current', 'expanded', 'controls', 'live', 'atomic', 'details', 'roledescription'];

/**
 * The allow-list of the rules, for the Sanitizer API. An element off the list goes with its content,
 * except these containers, whose text stays (as DOMPurify's KEEP_CONTENT keeps it): a store text pasted
 * from a page builder keeps its words.
 */
const CONFIG = {
  elements: [...ALLOWED_TAGS],
  attributes: [...ALLOWED_ATTR, ...ARIA.map((name) => `aria-${name}`)],
  replaceWithChildrenElements: ['article', 'aside', 'footer', 'header', 'main', 'nav', 'section', 'address', 'hgroup', 'label', 'legend', 'fieldset', 'big', 'tt', 'nobr', 'marquee', 'blink', 'picture'],
  comments: false,
  dataAttributes: false,
};

type ParseHtml = (html: string, options: { sanitizer: typeof CONFIG }) => Document;

function parser(): ParseHtml | undefined {
  const parse = (globalThis.Document as unknown as { parseHTML?: ParseHtml } | undefined)?.parseHTML;
  if (typeof parse !== 'function') return undefined;
  try {
    // the standard Sanitizer API, not an older draft of it: a known input gives the known answer
    const probe = parse.call(Document, '<b title="t" data-x="1">a</b><svg></svg><form>b</form><section>c</section>', { sanitizer: CONFIG });
    return probe.body.innerHTML === '<b title="t">a</b>c' ? parse : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The browser's own sanitiser with our allow-list and rules, or undefined where the browser has no
 * Sanitizer API (the caller then loads DOMPurify). Parsed into an inert document of its own, so nothing
 * loads or runs before the rules have run.
 */
export function nativeStoreHtmlSanitizer(): StoreHtmlSanitizer | undefined {
  const parse = parser();
  if (!parse) return undefined;
  const fragment = (html: string) => {
    const body = parse.call(Document, html, { sanitizer: CONFIG }).body as HTMLElement | null;
    if (!body) return null;
    applyRules(body);
    const nodes = document.createDocumentFragment();
    nodes.append(...document.adoptNode(body).childNodes);
    return nodes;
  };
  return {
    fragment,
    sanitize: (html) => {
      const box = document.createElement('div');
      const nodes = fragment(html);
      if (nodes) box.append(nodes);
      return box.innerHTML;
    },
  };
}
