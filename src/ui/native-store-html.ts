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
  replaceWithChildrenElements: ['form', 'button', 'article', 'aside', 'footer', 'header', 'main', 'nav', 'section', 'address', 'hgroup', 'label', 'legend', 'fieldset', 'big', 'tt', 'nobr', 'marquee', 'blink', 'picture'],
  comments: false,
  dataAttributes: false,
};

type SetHtml = (this: Element, html: string, options: { sanitizer: typeof CONFIG }) => void;

/**
 * A box in an inert document of its own (no browsing context: nothing in it loads or runs) whose
 * setHTML parses and sanitises with CONFIG; undefined without the standard Sanitizer API (a known input
 * must give the known answer, so an older draft of the API is not taken for it).
 */
function inertBox(): HTMLElement | undefined {
  const box = document.implementation.createHTMLDocument('').createElement('div');
  const setHtml = (box as unknown as { setHTML?: SetHtml }).setHTML;
  if (typeof setHtml !== 'function') return undefined;
  try {
    setHtml.call(box, '<b title="t" data-x="1">a</b><svg><text>s</text></svg><section>c</section>', { sanitizer: CONFIG });
    return box.innerHTML === '<b title="t">a</b>c' ? box : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The browser's own sanitiser with our allow-list and rules, or undefined where the browser has no
 * Sanitizer API (the caller then loads DOMPurify). The rules run in the inert document, before the
 * nodes come into the page.
 */
export function nativeStoreHtmlSanitizer(): StoreHtmlSanitizer | undefined {
  const box = inertBox();
  if (!box) return undefined;
  const fragment = (html: string) => {
    (box as unknown as { setHTML: SetHtml }).setHTML.call(box, html, { sanitizer: CONFIG });
    applyRules(box);
    const nodes = document.createDocumentFragment();
    nodes.append(...[...box.childNodes].map((node) => document.adoptNode(node)));
    return nodes;
  };
  return {
    fragment,
    sanitize: (html) => {
      const out = document.createElement('div');
      out.append(fragment(html));
      return out.innerHTML;
    },
  };
}
