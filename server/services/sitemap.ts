/**
 * sitemap.xml and robots.txt of the store (sitemaps.org protocol; Google's limits: 50,000 addresses and
 * 50 MB a file). Every address is absolute on the store's public address (PUBLIC_URL), never on the Host a
 * request names. One file lists home, categories, brands, groups, institutional pages and products while
 * they fit in 50,000; past that /sitemap.xml is a sitemap index of /sitemap-pages.xml and
 * /sitemap-products-{n}.xml (50,000 products each). A product's lastmod is the day it was created (the
 * catalogue keeps no change date); the other pages have none rather than a made-up one.
 */
import type { Category } from '../../src/api/operations';
import { buildUrl, categoryRoute } from '../../src/routes';
import type { Repositories } from '../repositories';

const SITEMAP_MAX_URLS = 50_000;
/** How long a generated file is served again before the catalogue is read anew. */
const KEEP_MS = 10 * 60_000;

interface Entry {
  path: string;
  lastmod?: Date;
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const xml = (text: string) => text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char]!);
const day = (date: Date) => date.toISOString().slice(0, 10);

const flatten = (tree: readonly Category[]): Category[] => tree.flatMap((category) => [category, ...flatten(category.childMenu ?? [])]);

export function sitemapService(repos: Pick<Repositories, 'categories' | 'brands' | 'sitePages' | 'sitemap'>, options: { publicUrl: string; maxUrls?: number; now?: () => number }) {
  const max = options.maxUrls ?? SITEMAP_MAX_URLS;
  const now = options.now ?? Date.now;
  const absolute = (path: string) => new URL(path, options.publicUrl).href;
  const kept = new Map<string, { at: number; body: string | null }>();

  const urlset = (entries: readonly Entry[]) =>
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries
      .map((entry) => `<url><loc>${xml(absolute(entry.path))}</loc>${entry.lastmod ? `<lastmod>${day(entry.lastmod)}</lastmod>` : ''}</url>`)
      .join('\n')}\n</urlset>\n`;

  /** Every page but the products'. */
  async function pages(): Promise<Entry[]> {
    const [tree, brands, groups, custom] = await Promise.all([repos.categories.tree(), repos.brands.list(), repos.categories.groups(), repos.sitePages.customPages()]);
    return [
      { path: '/' },
      ...flatten(tree).map((category) => ({ path: buildUrl(categoryRoute(category)) })),
      ...brands.map((brand) => ({ path: buildUrl({ page: 'brand', slug: brand.urlFriendly }) })),
      ...groups.map((group) => ({ path: buildUrl({ page: 'group', slug: group.urlFriendly }) })),
      ...custom.flatMap((page) =>
        page.customPagesContent.map((content) => ({ path: buildUrl({ page: 'institutional', idCustomPage: page.idCustomPage, idCustomPageContent: content.idCustomPageContent }) })),
      ),
    ];
  }

  const products = async (offset: number, limit: number): Promise<Entry[]> =>
    (await repos.sitemap.productPages(offset, limit)).map((product) => ({ path: buildUrl({ page: 'product', slug: product.urlFriendly }), lastmod: product.createdAt }));

  /** The file of `name` ('sitemap.xml', 'sitemap-pages.xml', 'sitemap-products-2.xml'), or null when there is none. */
  async function build(name: string): Promise<string | null> {
    const [listed, count] = await Promise.all([pages(), repos.sitemap.productCount()]);
    const single = listed.length + count <= max;
    if (name === 'sitemap.xml') {
      if (single) return urlset([...listed, ...(await products(0, count))]);
      const files = ['sitemap-pages.xml', ...Array.from({ length: Math.ceil(count / max) }, (_, i) => `sitemap-products-${i + 1}.xml`)];
      return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${files
        .map((file) => `<sitemap><loc>${xml(absolute(`/${file}`))}</loc></sitemap>`)
        .join('\n')}\n</sitemapindex>\n`;
    }
    if (single) return null;
    if (name === 'sitemap-pages.xml') return urlset(listed);
    const part = /^sitemap-products-([1-9]\d{0,5})\.xml$/.exec(name);
    const n = part ? Number(part[1]) : 0;
    return n >= 1 && (n - 1) * max < count ? urlset(await products((n - 1) * max, max)) : null;
  }

  return {
    /** A sitemap file's XML, or null (404): kept 10 minutes, so crawlers do not read the catalogue on every fetch. */
    async file(name: string): Promise<string | null> {
      const known = kept.get(name);
      if (known && now() - known.at < KEEP_MS) return known.body;
      const body = await build(name);
      // only names that exist are kept (a crawler's guesses would fill the map)
      if (body !== null) kept.set(name, { at: now(), body });
      return body;
    },

    /**
     * robots.txt: the shopper's own pages (account, cart, checkout) and the API stay out. Search results are
     * crawlable, as Mercado Livre's and Magazine Luiza's are (a listing's canonical drops sort and filters).
     */
    robots(): string {
      return [
        'User-agent: *',
        'Disallow: /customer',
        'Disallow: /carrinho',
        'Disallow: /checkout',
        'Disallow: /api',
        '',
        `Sitemap: ${absolute('/sitemap.xml')}`,
        '',
      ].join('\n');
    },
  };
}

export type SitemapService = ReturnType<typeof sitemapService>;
