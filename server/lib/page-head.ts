/**
 * Writes a page's metadata (services/page-seo.ts) into a demo page's HTML: its <title> and
 * <meta name="description"> replaced, the Open Graph and Twitter tags and the JSON-LD blocks added before
 * </head>. Every store text is escaped for where it goes: attributes and text as HTML, JSON-LD with
 * `<`, `>` and `&` as \u escapes (a product named `"</script>` cannot end the block).
 */
import { metaTags, serializeJsonLd } from '../../src/seo/structured-data';
import type { PageSeo } from '../services/page-seo';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);

const TITLE = /<title>([^<]*)<\/title>/;
const DESCRIPTION = /<meta name="description" content="([^"]*)" \/>/;

/** Text of the page's own title or description, as written in the file (entities read back). */
const pageText = (html: string, pattern: RegExp): string =>
  (pattern.exec(html)?.[1] ?? '').replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ({ '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" })[entity]!);

export function withPageSeo(html: string, seo: PageSeo): string {
  const title = seo.title || pageText(html, TITLE);
  const description = seo.meta.description || pageText(html, DESCRIPTION);
  const tags = metaTags({ ...seo.meta, title: seo.meta.title || title, description });
  const head = [
    ...tags.filter(([, key]) => key !== 'description').map(([attribute, key, content]) => `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`),
    ...Object.entries(seo.jsonLd).flatMap(([key, data]) => (data ? [`<script type="application/ld+json" data-jet-seo="${key}">${serializeJsonLd(data)}</script>`] : [])),
  ];
  let page = html.replace(TITLE, () => `<title>${escapeHtml(title)}</title>`);
  page = DESCRIPTION.test(page)
    ? page.replace(DESCRIPTION, () => `<meta name="description" content="${escapeHtml(description)}" />`)
    : page.replace('</head>', () => `<meta name="description" content="${escapeHtml(description)}" />\n</head>`);
  return page.replace('</head>', () => `    ${head.join('\n    ')}\n  </head>`);
}
