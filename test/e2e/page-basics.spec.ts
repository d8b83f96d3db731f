import { expect, test, type Page } from '@playwright/test';
import { findProduct } from './helpers';

/** What every demo page gives a keyboard user. */

async function demoPages(page: Page): Promise<string[]> {
  await page.goto('/');
  const product = await findProduct(page, (p) => p.stock > 0);
  return ['/', '/casa/sala/c', '/aconchego-moveis/m', '/lancamentos/g', '/busca?n=sofa', new URL(product.url, 'http://x').pathname, '/404'];
}

test('the first Tab on every demo page shows "Pular para o conteúdo", and Enter moves the focus to the content', async ({ page }) => {
  for (const path of await demoPages(page)) {
    await page.goto(path);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Pular para o conteúdo' });
    await expect(skip, path).toBeFocused();
    // visible on focus: a real box inside the viewport, not a clipped pixel
    const box = (await skip.boundingBox())!;
    expect(box.width, path).toBeGreaterThan(100);
    expect(box.height, path).toBeGreaterThanOrEqual(24);
    expect(box.x, path).toBeGreaterThanOrEqual(0);
    expect(box.y, path).toBeGreaterThanOrEqual(0);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main'), path).toBeFocused();
    expect(new URL(page.url()).hash, path).toBe('#conteudo');
    // out of focus it leaves no trace on the page
    expect((await skip.boundingBox())!.width, path).toBeLessThanOrEqual(1);
  }
});

