/**
 * Writes a page's metadata into document.head: one `<script type="application/ld+json">` per key (the
 * reference server writes the same `data-jet-seo` keys into the pages it serves, so the widgets replace
 * them rather than add a second copy) and the `<meta>` tags of metaTags(), each updated in place.
 */
import { metaTags, serializeJsonLd, type JsonLd, type PageMeta } from './structured-data';

/** The JSON-LD block of `key` ('product', 'breadcrumb', 'itemlist' …): written, replaced, or removed for null. */
export function setJsonLd(key: string, data: JsonLd | null): void {
  let script = document.head.querySelector<HTMLScriptElement>(`script[type="application/ld+json"][data-jet-seo="${key}"]`);
  if (!data) {
    script?.remove();
    return;
  }
  if (!script) {
    script = document.createElement('script');
    script.type = 'application/ld+json';
    script.dataset.jetSeo = key;
    document.head.append(script);
  }
  const json = serializeJsonLd(data);
  if (script.textContent !== json) script.textContent = json;
}

/** A `<meta name|property>` set to `content`, created when the page has none. */
function setMeta(attribute: 'name' | 'property', key: string, content: string): void {
  let meta = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!meta) {
    meta = document.createElement('meta');
    meta.setAttribute(attribute, key);
    document.head.append(meta);
  }
  meta.content = content;
}

/** The page's description, Open Graph and Twitter tags. */
export function setPageMeta(meta: PageMeta): void {
  for (const [attribute, key, content] of metaTags(meta)) setMeta(attribute, key, content);
}
