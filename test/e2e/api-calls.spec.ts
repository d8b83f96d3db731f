import { expect, test } from '@playwright/test';
import { apiEnvelopes, recordApiCalls, storeApi } from './helpers';

/**
 * Each demo page makes each distinct read at most once on load: widgets share keyed read stores, so the
 * product page asks for its product once however many widgets need it. Requests are recorded by their
 * whole envelope (operation, params and payload) as the page's fetch sends them.
 */
const PAGES = ['/', '/casa/sala/c', '/aconchego-moveis/m', '/lancamentos/g', '/busca?n=sofa', '/busca?n=xyzqwk', '/404'];

async function envelopesOnLoad(page: import('@playwright/test').Page, path: string): Promise<string[]> {
  await recordApiCalls(page);
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  return apiEnvelopes(page);
}

const repeated = (envelopes: string[]) => envelopes.filter((body, index) => envelopes.indexOf(body) !== index);

test.describe('API calls on load', () => {
  for (const path of PAGES) {
    test(`${path} repeats no identical call`, async ({ page }) => {
      const envelopes = await envelopesOnLoad(page, path);
      expect(envelopes.length).toBeGreaterThan(0);
      expect(repeated(envelopes)).toEqual([]);
    });
  }

  test('the product page asks for its product once, for the page, the breadcrumb and both showcases (loaded on scroll)', async ({ page }) => {
    await page.goto('/');
    const [product] = await storeApi<Array<{ url: string }>>(page, 'getMostSold', 'quantity=1');
    await envelopesOnLoad(page, product!.url);
    // the showcases below the product load as the shopper scrolls near them
    await page.locator('jet-showcase').last().scrollIntoViewIfNeeded();
    await expect(page.getByRole('region', { name: 'Quem comprou, comprou também' }).or(page.getByRole('region', { name: 'Produtos relacionados' })).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const envelopes = await apiEnvelopes(page);
    const names = envelopes.map((body) => (JSON.parse(body) as { request: string }).request);
    expect(names).toContain('getRelatedProducts');
    expect(names.filter((name) => name === 'getProductDetail')).toHaveLength(1);
    expect(repeated(envelopes)).toEqual([]);
  });
});
