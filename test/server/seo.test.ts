import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createRepositories } from '../../server/repositories';
import { sitemapService } from '../../server/services/sitemap';
import { richResultsProblems } from '../../src/seo/rich-results';
import { serverForThisFile } from './helpers';

const PUBLIC = 'https://loja.example';
const file = serverForThisFile({ publicUrl: PUBLIC });
const get = (url: string, headers: Record<string, string> = {}) => file.server.app.inject({ method: 'GET', url, headers });

/** The page's JSON-LD blocks, parsed, by their data-jet-seo key. */
function jsonLd(html: string): Record<string, Record<string, unknown>> {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json" data-jet-seo="(\w+)">([\s\S]*?)<\/script>/g)];
  return Object.fromEntries(blocks.map(([, key, json]) => [key!, JSON.parse(json!) as Record<string, unknown>]));
}
const metaContent = (html: string, key: string) => new RegExp(`<meta (?:name|property)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)" />`).exec(html)?.[1];
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc!);

async function aProduct(offset = 0) {
  const [row] = await file.rows<{ id: number; url_friendly: string; name: string }>(sql`select id, url_friendly, name from products where active order by id limit 1 offset ${offset}`);
  return row!;
}

describe('robots.txt', () => {
  it("keeps the shopper's own pages out, leaves search results crawlable and names the sitemap", async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const lines = response.body.split('\n');
    expect(lines).toEqual(expect.arrayContaining(['User-agent: *', 'Disallow: /customer', 'Disallow: /carrinho', 'Disallow: /checkout', `Sitemap: ${PUBLIC}/sitemap.xml`]));
    expect(response.body).not.toMatch(/Disallow: \/busca/);
  });
});

describe('sitemap.xml', () => {
  it('lists home, categories, brands, groups, institutional pages and products on the public address, products with lastmod', async () => {
    const response = await get('/sitemap.xml', { host: 'evil.example' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    expect(response.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    const urls = locs(response.body);
    expect(urls.every((url) => url.startsWith(`${PUBLIC}/`))).toBe(true);
    expect(urls).toContain(`${PUBLIC}/`);
    expect(urls.some((url) => url.endsWith('/c'))).toBe(true);
    expect(urls).toContain(`${PUBLIC}/aconchego-moveis/m`);
    expect(urls.some((url) => url.endsWith('/g'))).toBe(true);
    expect(urls.some((url) => /\/institucional\/\d+\/\d+$/.test(url))).toBe(true);
    const [{ count }] = (await file.rows<{ count: number }>(sql`select count(*)::int as count from products where active`)) as [{ count: number }];
    expect(urls.filter((url) => url.includes('/produto/'))).toHaveLength(count);
    const product = await aProduct();
    expect(response.body).toMatch(new RegExp(`<url><loc>${PUBLIC}/produto/${product.url_friendly}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod></url>`));
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('becomes an index of files of at most 50,000 addresses when the store has more', async () => {
    const repos = createRepositories(file.server.database.db);
    const sitemap = sitemapService(repos, { publicUrl: PUBLIC, maxUrls: 100 });
    const index = (await sitemap.file('sitemap.xml'))!;
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const files = locs(index);
    const [{ count }] = (await file.rows<{ count: number }>(sql`select count(*)::int as count from products where active`)) as [{ count: number }];
    expect(files).toEqual([`${PUBLIC}/sitemap-pages.xml`, ...Array.from({ length: Math.ceil(count / 100) }, (_, i) => `${PUBLIC}/sitemap-products-${i + 1}.xml`)]);
    const parts = await Promise.all(files.map((url) => sitemap.file(url.slice(PUBLIC.length + 1))));
    const products = parts.slice(1).flatMap((part) => locs(part!));
    expect(parts.slice(1).every((part) => locs(part!).length <= 100)).toBe(true);
    expect(products).toHaveLength(count);
    expect(new Set(products).size).toBe(count);
    expect(locs(parts[0]!)).toContain(`${PUBLIC}/`);
    expect(await sitemap.file(`sitemap-products-${Math.ceil(count / 100) + 1}.xml`)).toBeNull();
  });

  it('answers 404 for a file that does not exist', async () => {
    expect((await get('/sitemap-products-1.xml')).statusCode).toBe(404);
    expect((await get('/sitemap-products-x.xml')).statusCode).toBe(404);
  });
});

describe('metadata in the pages for crawlers without JavaScript', () => {
  it('gives a product page its title, description, Open Graph product tags and a Product and BreadcrumbList JSON-LD that pass the Rich Results rules', async () => {
    const product = await aProduct(3);
    const response = await get(`/produto/${product.url_friendly}`);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain(`<title>${product.name} | Jet Store</title>`);
    expect(metaContent(html, 'og:type')).toBe('product');
    expect(metaContent(html, 'og:title')).toBe(product.name);
    expect(metaContent(html, 'og:url')).toBe(`${PUBLIC}/produto/${product.url_friendly}`);
    expect(metaContent(html, 'og:image')).toMatch(new RegExp(`^${PUBLIC}/`));
    expect(metaContent(html, 'product:price:currency')).toBe('BRL');
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    const blocks = jsonLd(html);
    expect(blocks.product).toMatchObject({ '@type': 'Product', name: product.name, offers: { priceCurrency: 'BRL' } });
    expect(richResultsProblems(blocks.product)).toEqual([]);
    expect(richResultsProblems(blocks.breadcrumb)).toEqual([]);
  });

  it('escapes a product name with quotes and </script> everywhere it goes', async () => {
    const product = await aProduct(5);
    const name = 'Sofá "Luxo" </script><script>alert(1)</script> & <b>cia</b>';
    await file.rows(sql`update products set name = ${name} where id = ${product.id}`);
    const html = (await get(`/produto/${product.url_friendly}`)).body;
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<b>cia');
    expect(html).toContain('<title>Sofá &quot;Luxo&quot; &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;b&gt;cia&lt;/b&gt; | Jet Store</title>');
    expect(metaContent(html, 'og:title')).toBe('Sofá &quot;Luxo&quot; &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;b&gt;cia&lt;/b&gt;');
    expect(jsonLd(html).product).toMatchObject({ name });
    // the page's own scripts are all still there, each closed where it was
    expect(html.match(/<script/g)?.length).toBe(html.match(/<\/script>/g)?.length);
  });

  it("gives a brand page the brand's metaDescription and its BreadcrumbList", async () => {
    const html = (await get('/aconchego-moveis/m')).body;
    expect(html).toContain('<meta name="description" content="Compre produtos Aconchego Móveis na Jet Store com entrega para todo o Brasil." />');
    expect(html).not.toContain('Produtos da marca na Jet Store.');
    expect(metaContent(html, 'og:description')).toBe('Compre produtos Aconchego Móveis na Jet Store com entrega para todo o Brasil.');
    expect(jsonLd(html).breadcrumb).toMatchObject({ itemListElement: [{ name: 'Home', item: `${PUBLIC}/` }, { name: 'Aconchego Móveis', item: `${PUBLIC}/aconchego-moveis/m` }] });
  });

  it('gives a category page its chain and a description with its name', async () => {
    const [category] = await file.rows<{ path: string; name: string; level: number }>(sql`select path, name, level from categories where level = 2 order by id limit 1`);
    const html = (await get(`/${category!.path}/c`)).body;
    expect(html).toContain(`<title>${category!.name} | Jet Store</title>`);
    expect(metaContent(html, 'description')).toBe(`Compre ${category!.name} na Jet Store: veja preços, promoções e formas de pagamento.`);
    const breadcrumb = jsonLd(html).breadcrumb!;
    expect(breadcrumb.itemListElement).toHaveLength(3);
    expect(richResultsProblems(breadcrumb)).toEqual([]);
  });

  it('gives home the Organization and the WebSite with its search', async () => {
    const blocks = jsonLd((await get('/')).body);
    expect(richResultsProblems(blocks.organization)).toEqual([]);
    expect(blocks.website).toMatchObject({ potentialAction: { target: { urlTemplate: `${PUBLIC}/busca?n={search_term_string}` } } });
    expect(richResultsProblems(blocks.website)).toEqual([]);
  });

  it('leaves an unknown product page as it is (its widget sends the shopper to /404)', async () => {
    const html = (await get('/produto/nao-existe-mesmo')).body;
    expect(html).toContain('<title>Produto — Jet Store</title>');
    expect(html).not.toContain('application/ld+json');
  });

  it('lets the CSP allow the JSON-LD: data blocks need no script-src', async () => {
    const product = await aProduct(7);
    const response = await get(`/produto/${product.url_friendly}`);
    const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(String(response.headers['content-security-policy']))?.[1] ?? '';
    // the blocks are data, never run: the policy stays without 'unsafe-inline', hashes or nonces for them
    expect(scriptSrc).toMatch(/'self'/);
    expect(scriptSrc).not.toMatch(/unsafe-inline|sha256-|nonce-/);
    expect(response.body).toMatch(/<script type="application\/ld\+json" data-jet-seo="product">/);
  });
});
