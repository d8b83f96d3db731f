import { expect, test, type Page } from '@playwright/test';
import { firstProductPath } from '../../bench/demo-server';
import { richResultsProblems } from '../../src/seo/rich-results';
import { recordErrors } from './helpers';

/** The JSON-LD blocks in the page's head, by their data-jet-seo key, parsed. */
const jsonLd = (page: Page) =>
  page.evaluate(() =>
    Object.fromEntries(
      [...document.head.querySelectorAll<HTMLScriptElement>('script[type="application/ld+json"]')].map((script) => [script.dataset.jetSeo, JSON.parse(script.textContent ?? '')]),
    ),
  ) as Promise<Record<string, Record<string, unknown>>>;
const metaContent = (page: Page, key: string) => page.locator(`head meta[property="${key}"], head meta[name="${key}"]`).getAttribute('content');

test.describe('structured data and Open Graph (issue 26)', () => {
  test("a product page's head has the Product JSON-LD and the Open Graph tags, one of each, and the CSP lets them be", async ({ page, baseURL }) => {
    const errors = recordErrors(page);
    const violations: string[] = [];
    await page.exposeFunction('__jetCspViolation', (text: string) => violations.push(text));
    await page.addInitScript(() => document.addEventListener('securitypolicyviolation', (event) => (window as unknown as { __jetCspViolation(text: string): void }).__jetCspViolation(`${event.violatedDirective} ${event.blockedURI}`)));
    const path = await firstProductPath(baseURL!);
    await page.goto(path);
    const name = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();

    // as the server sent it (what WhatsApp's and Facebook's previews read): no JavaScript needed
    const blocks = await jsonLd(page);
    expect(blocks.product).toMatchObject({ '@type': 'Product', name, url: new URL(path, baseURL).href, offers: { '@type': 'Offer', priceCurrency: 'BRL' } });
    expect(richResultsProblems(blocks.product)).toEqual([]);
    expect(richResultsProblems(blocks.breadcrumb)).toEqual([]);
    expect(await metaContent(page, 'og:type')).toBe('product');
    expect(await metaContent(page, 'og:title')).toBe(name);
    expect(await metaContent(page, 'og:image')).toMatch(/^http/);
    expect(await metaContent(page, 'product:price:currency')).toBe('BRL');

    // the widgets' metadata module comes with the shopper's first interaction, never before; it rewrites
    // the same blocks instead of adding others
    const fetched = (url: string) => /\/chunks\/apply-[\w-]+\.js$/.test(url);
    expect(await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name))).not.toContainEqual(expect.stringMatching(/\/chunks\/apply-/));
    const loading = page.waitForResponse((response) => fetched(response.url()));
    await page.mouse.wheel(0, 200);
    await loading;
    await expect.poll(async () => (await jsonLd(page)).product?.name).toBe(name);
    await expect(page.locator('head script[type="application/ld+json"][data-jet-seo="product"]')).toHaveCount(1);
    await expect(page.locator('head meta[property="og:title"]')).toHaveCount(1);
    await expect(page.locator('head meta[name="description"]')).toHaveCount(1);
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('a brand page is described by the brand, and robots.txt and sitemap.xml answer', async ({ page, request }) => {
    await page.goto('/aconchego-moveis/m');
    await expect(page).toHaveTitle('Aconchego Móveis | Jet Store');
    expect(await metaContent(page, 'description')).toBe('Compre produtos Aconchego Móveis na Jet Store com entrega para todo o Brasil.');
    expect((await jsonLd(page)).breadcrumb).toMatchObject({ '@type': 'BreadcrumbList' });

    const robots = await request.get('/robots.txt');
    expect(await robots.text()).toContain('Disallow: /checkout');
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.headers()['content-type']).toMatch(/xml/);
    expect(await sitemap.text()).toContain('/aconchego-moveis/m</loc>');
  });

  test('a search page is crawlable: no robots rule or tag keeps it out', async ({ page, request }) => {
    await page.goto('/busca?n=sofa');
    await expect(page.locator('.jet-product-list__item').first()).toBeVisible();
    await expect(page.locator('head meta[name="robots"]')).toHaveCount(0);
    expect(await (await request.get('/robots.txt')).text()).not.toContain('/busca');
  });
});
